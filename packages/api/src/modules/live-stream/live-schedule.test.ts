import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { serviceAt } from './live-schedule';

// The church's clock in these tests: Chicago changes to CDT on 03.14.2027 (02:00 -> 03:00) and
// back to CST on 11.01.2026 (02:00 -> 01:00).
const zone = 'America/Chicago';
const sunday = (time: string, name = 'Worship') => ({ day: 0, time, name });

describe('the live schedule on the church clock', () => {
  it('starts a Sunday 10:00 service at 10:00 on the church clock on both sides of the spring change', () => {
    const before = serviceAt([sunday('10:00')], 90, new Date('2027-03-06T12:00:00Z'), zone);
    assert.equal(before.next?.startsAt, '2027-03-07T16:00:00.000Z'); // CST, UTC-6
    const after = serviceAt([sunday('10:00')], 90, new Date('2027-03-13T12:00:00Z'), zone);
    assert.equal(after.next?.startsAt, '2027-03-14T15:00:00.000Z'); // CDT, UTC-5
    assert.equal(after.next?.endsAt, '2027-03-14T16:30:00.000Z');
  });

  it('starts a time the spring change skips when the clock next reads it (02:30 -> 03:30 CDT)', () => {
    const { next } = serviceAt([sunday('02:30')], 60, new Date('2027-03-13T12:00:00Z'), zone);
    assert.equal(next?.startsAt, '2027-03-14T08:30:00.000Z');
  });

  it('starts a time the autumn change repeats at its first reading, and lasts its real minutes', () => {
    const { next } = serviceAt([sunday('01:30')], 60, new Date('2026-10-31T12:00:00Z'), zone);
    assert.equal(next?.startsAt, '2026-11-01T06:30:00.000Z'); // 01:30 CDT, the first 01:30
    // 01:00 CDT for two hours: still on at the second 01:30 (CST), over at 02:00 CST.
    const early = [sunday('01:00')];
    assert.equal(
      serviceAt(early, 120, new Date('2026-11-01T07:30:00Z'), zone).current?.startsAt,
      '2026-11-01T06:00:00.000Z',
    );
    assert.equal(serviceAt(early, 120, new Date('2026-11-01T08:00:00Z'), zone).current, null);
  });

  it('is on from its start until just before its end, and then names the next one', () => {
    const times = [sunday('09:00', 'Traditional worship'), sunday('11:00', 'Contemporary worship')];
    const at = (iso: string) => serviceAt(times, 90, new Date(iso), zone);
    assert.equal(at('2026-11-29T14:59:59Z').current, null);
    assert.equal(at('2026-11-29T15:00:00Z').current?.name, 'Traditional worship');
    assert.equal(at('2026-11-29T16:29:59Z').current?.name, 'Traditional worship');
    const between = at('2026-11-29T16:30:00Z');
    assert.equal(between.current, null);
    assert.deepEqual(between.next, {
      name: 'Contemporary worship',
      startsAt: '2026-11-29T17:00:00.000Z',
      endsAt: '2026-11-29T18:30:00.000Z',
    });
    // After the last service of the week, the next is a week away.
    assert.equal(at('2026-11-29T19:00:00Z').next?.startsAt, '2026-12-06T15:00:00.000Z');
  });

  it('keeps a late service on past the church clock midnight', () => {
    const saturdayNight = [{ day: 6, time: '23:30', name: 'Night of prayer' }];
    // 00:30 on Sunday in Chicago (CST).
    const { current } = serviceAt(saturdayNight, 90, new Date('2026-11-29T06:30:00Z'), zone);
    assert.equal(current?.startsAt, '2026-11-29T05:30:00.000Z');
  });

  it('has nothing on and nothing next without times', () => {
    assert.deepEqual(serviceAt([], 90, new Date('2026-11-29T15:00:00Z'), zone), { current: null, next: null });
  });
});
