import { firstAndFifteenthFrom } from './first-and-fifteenth';

describe('firstAndFifteenthFrom (two monthly subscriptions, with Stripe)', () => {
  it('answers the first 1st and the first 15th on or after the day, the earlier first', () => {
    expect(firstAndFifteenthFrom('2026-12-10')).toEqual(['2026-12-15', '2027-01-01']);
    expect(firstAndFifteenthFrom('2026-12-20')).toEqual(['2027-01-01', '2027-01-15']);
    expect(firstAndFifteenthFrom('2027-01-01')).toEqual(['2027-01-01', '2027-01-15']);
    expect(firstAndFifteenthFrom('2027-01-15')).toEqual(['2027-01-15', '2027-02-01']);
    // Across a month's end, February's and a leap day.
    expect(firstAndFifteenthFrom('2027-01-31')).toEqual(['2027-02-01', '2027-02-15']);
    expect(firstAndFifteenthFrom('2027-02-28')).toEqual(['2027-03-01', '2027-03-15']);
    expect(firstAndFifteenthFrom('2028-02-29')).toEqual(['2028-03-01', '2028-03-15']);
    expect(firstAndFifteenthFrom('2027-02-02')).toEqual(['2027-02-15', '2027-03-01']);
  });
});
