import { chargeDays, nextChargeDay } from './recurring-schedules';

describe('nextChargeDay', () => {
  it('charges first on the start day, whatever the schedule', () => {
    expect(nextChargeDay('weekly', '2026-12-07', '2026-11-30')).toBe('2026-12-07');
    expect(nextChargeDay('first-and-fifteenth', '2026-12-10', '2026-12-09')).toBe('2026-12-10');
  });

  it('counts weeks and fortnights from the start, across month and year ends', () => {
    expect(chargeDays('weekly', '2026-12-21', 4)).toEqual(['2026-12-21', '2026-12-28', '2027-01-04', '2027-01-11']);
    expect(chargeDays('every-two-weeks', '2026-12-21', 3)).toEqual(['2026-12-21', '2027-01-04', '2027-01-18']);
    // A day between two charges answers the one after it.
    expect(nextChargeDay('every-two-weeks', '2026-12-21', '2026-12-30')).toBe('2027-01-04');
  });

  it('charges the 1st and the 15th after a start on another day', () => {
    expect(chargeDays('first-and-fifteenth', '2026-01-20', 5)).toEqual([
      '2026-01-20',
      '2026-02-01',
      '2026-02-15',
      '2026-03-01',
      '2026-03-15',
    ]);
    expect(chargeDays('first-and-fifteenth', '2026-12-15', 3)).toEqual(['2026-12-15', '2027-01-01', '2027-01-15']);
  });

  it("keeps a month's end without drifting: 31 January, end of February, 31 March", () => {
    expect(chargeDays('monthly', '2026-01-31', 4)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
    expect(chargeDays('monthly', '2028-01-31', 2)).toEqual(['2028-01-31', '2028-02-29']);
    expect(nextChargeDay('monthly', '2026-01-31', '2026-05-01')).toBe('2026-05-31');
  });

  it('charges quarterly gifts every three months from the start', () => {
    expect(chargeDays('quarterly', '2026-11-30', 4)).toEqual(['2026-11-30', '2027-02-28', '2027-05-30', '2027-08-30']);
  });

  it('charges a yearly gift started on 29 February on the 28th until the next leap year', () => {
    expect(chargeDays('yearly', '2028-02-29', 5)).toEqual([
      '2028-02-29',
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
    ]);
    expect(nextChargeDay('yearly', '2028-02-29', '2031-03-01')).toBe('2032-02-29');
  });
});
