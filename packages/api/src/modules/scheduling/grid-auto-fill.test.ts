import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { GridAutoFillProposal, SchedulingGrid } from '@church/contracts';
import { describeEachDatabase } from '../../../test/helper';
import { volunteerTeams } from './scheduling-test-setup';

describeEachDatabase('auto-fill of every plan on the scheduling grid', (target) => {
  const teams = volunteerTeams(target);
  const { call, planWith } = teams;

  it('proposes people for all the plans at once, each plan counting the proposals before it', async () => {
    const { leader, daniel, maria, james, abigail } = teams;
    // Two services half an hour apart, and the next Sunday. Nobody has served yet.
    const early = await planWith('Early Sunday', '2026-12-06T15:00:00.000Z', 'Vocals', 1, [daniel, maria, james]);
    const late = await planWith('Late Sunday', '2026-12-06T15:30:00.000Z', 'Vocals', 1, [daniel, maria]);
    const next = await planWith('Next Sunday', '2026-12-13T15:00:00.000Z', 'Vocals', 2, [
      daniel,
      maria,
      james,
      abigail,
    ]);
    await call('POST', '/scheduling/my-blockouts', abigail, { firstDay: '2026-12-13' });
    await call('PUT', '/scheduling/my-preferences', maria, { maxPerMonth: 1 });

    assert.equal((await call('GET', '/scheduling/grid/auto-fill', daniel)).statusCode, 403);
    const answer = await call('GET', '/scheduling/grid/auto-fill', leader);
    assert.equal(answer.statusCode, 200, answer.body);
    const names = { [daniel.userId]: 'Daniel', [maria.userId]: 'María', [james.userId]: 'James' };
    assert.deepEqual(
      answer.json<GridAutoFillProposal[]>().map((one) => [one.serviceTypeId, one.positionId, names[one.person.id]]),
      [
        // By name among equals: María first.
        [early.planId, early.positionId, 'María'],
        // María would serve at the same time: Daniel.
        [late.planId, late.positionId, 'Daniel'],
        // James has served least; María is at her maximum of one a month with the first Sunday;
        // Abigail is blocked out that day.
        [next.planId, next.positionId, 'James'],
        [next.planId, next.positionId, 'Daniel'],
      ],
    );

    // Each plan's own auto-fill, asked alone, knows nothing of the others' proposals.
    const alone = await call('GET', `/scheduling/plans/${late.planId}/auto-fill`, leader);
    assert.deepEqual(
      alone.json<GridAutoFillProposal[]>().map((one) => names[one.person.id]),
      ['María'],
    );

    // Nothing was saved.
    const grid = (await call('GET', '/scheduling/grid', leader)).json<SchedulingGrid>();
    assert.deepEqual(
      grid.rows.flatMap((row) => row.cells.flatMap((cell) => cell?.assignments ?? [])),
      [],
    );
  });

  it('counts who is already scheduled, and proposes only for the open slots of the page asked for', async () => {
    const { leader, daniel, maria, james } = teams;
    const first = await planWith('Filled Sunday', '2027-01-03T15:00:00.000Z', 'Keys', 1, [daniel, james]);
    await teams.scheduled(first.positionId, daniel);
    // Eight plans a page: the three above, this one and four more fill the first page.
    for (let week = 1; week <= 4; week += 1)
      await planWith(
        `Filler ${week}`,
        new Date(Date.parse('2027-01-03T15:00:00Z') + week * 7 * 86_400_000).toISOString(),
        'Keys',
        1,
        [],
      );
    const later = await planWith('Later Sunday', '2027-03-07T15:00:00.000Z', 'Keys', 1, [maria]);

    const firstPage = (await call('GET', '/scheduling/grid/auto-fill', leader)).json<GridAutoFillProposal[]>();
    assert.deepEqual(
      firstPage.filter((one) => one.serviceTypeId === first.planId),
      [],
      'the one slot is taken',
    );
    assert.equal(
      firstPage.some((one) => one.serviceTypeId === later.planId),
      false,
      'on the next page',
    );
    const secondPage = (await call('GET', '/scheduling/grid/auto-fill?skip=8', leader)).json<GridAutoFillProposal[]>();
    assert.deepEqual(
      secondPage.map((one) => [one.serviceTypeId, one.person.firstName]),
      [[later.planId, 'María']],
    );
  });
});
