import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { periodRange } from './periods';

const chicago = 'America/Chicago';

describe('dashboard periods', () => {
  it("end with the church's today, not the server's", () => {
    // 03:00 UTC on March 8 is still March 7 in Chicago.
    const week = periodRange('week', new Date('2026-03-08T03:00:00Z'), chicago);
    assert.deepEqual(week, {
      unit: 'day',
      buckets: ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07'],
      from: '2026-03-01',
      to: '2026-03-08',
      previousFrom: '2026-02-22',
    });
  });

  it('count 30 whole days across a daylight-saving change and the end of February', () => {
    const month = periodRange('month', new Date('2026-03-20T12:00:00Z'), chicago);
    assert.equal(month.buckets.length, 30);
    assert.equal(month.from, '2026-02-19');
    assert.equal(month.buckets.at(-1), '2026-03-20');
    assert.equal(new Set(month.buckets).size, 30);
    assert.equal(month.to, '2026-03-21');
    assert.equal(month.previousFrom, '2026-01-20');
  });

  it('make a year of the 12 months ending with this one, compared with the 12 before', () => {
    const year = periodRange('year', new Date('2027-01-01T05:00:00Z'), chicago);
    assert.equal(year.unit, 'month');
    assert.deepEqual(year.buckets, [
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
      '2026-12-01',
    ]);
    // Up to today, December 31 in Chicago.
    assert.equal(year.to, '2027-01-01');
    assert.equal(year.previousFrom, '2025-01-01');
  });
});
