import assert from 'node:assert/strict';
import { it } from 'node:test';
import { comingSunday } from './scheduling.seed';

const at = { hour: 10, minute: 30 };

it("dates the demo Sunday on the church's clock, always ahead of the day the seed runs", () => {
  const chicago = (now: string) => comingSunday(new Date(now), 'America/Chicago', at).toISOString();
  // Saturday 23:30 in Chicago is Sunday in UTC: the church's Sunday is tomorrow.
  assert.equal(chicago('2026-11-29T05:30:00Z'), '2026-11-29T16:30:00.000Z');
  // On a Sunday morning, even before 10:30: the next one, so the plan is never already under way.
  assert.equal(chicago('2026-11-29T14:00:00Z'), '2026-12-06T16:30:00.000Z');
  // Across the change of clocks (1 November 2026): 10:30 on the new clock.
  assert.equal(chicago('2026-10-30T12:00:00Z'), '2026-11-01T16:30:00.000Z');
  assert.equal(
    comingSunday(new Date('2026-11-28T12:00:00Z'), 'Europe/Madrid', at).toISOString(),
    '2026-11-29T09:30:00.000Z',
  );
});
