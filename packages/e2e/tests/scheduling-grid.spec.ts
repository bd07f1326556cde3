import { expect, test } from '@playwright/test';
import { DEMO, signInAs, tokenOf } from '../src/accounts';
import { expectNoSeriousA11yViolations } from '../src/axe';

const ESTHER = { email: 'esther.kim@example.com', password: 'Member123' };

test('a volunteer swaps with a teammate who accepts; the scheduling grid shows the teammate', async ({
  page,
  request,
}) => {
  // Four sign-ins, a swap and two axe runs: it reached its last step at 30 s under load.
  test.setTimeout(60_000);
  // The plan, the swap and the answer through the API (their pages have their own specs).
  const plan = `Grid ${Date.now()}`;
  const as = async (user: { email: string; password: string }) => ({
    Authorization: `Bearer ${await tokenOf(request, user)}`,
  });
  const [leader, daniel, esther] = [await as(DEMO.leader), await as(DEMO.member), await as(ESTHER)];
  const call = async (headers: Record<string, string>, method: 'get' | 'post' | 'put', url: string, data?: object) => {
    const response = await request[method](url, { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
    return response.json().catch(() => ({})) as Promise<Record<string, unknown>>;
  };
  const idOf = async (email: string) =>
    ((await call(leader, 'get', `/api/scheduling/people?search=${email}`)) as unknown as { id: string }[])[0]!.id;
  const [danielId, estherId] = [await idOf(DEMO.member.email), await idOf(ESTHER.email)];
  const { id } = (await call(leader, 'post', '/api/service-types', { name: plan })) as { id: number };
  // Two hours from now: today's column, whatever the other specs dated.
  const startsAt = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 2 * 3_600_000).toISOString();
  await call(leader, 'put', `/api/scheduling/plans/${id}/time`, { startsAt });
  const team = (await call(leader, 'post', '/api/scheduling/teams', { serviceTypeId: id, name: 'Worship' })) as {
    id: number;
  };
  const { positions } = (await call(leader, 'post', '/api/scheduling/positions', {
    teamId: team.id,
    name: 'Vocals',
    peopleNeeded: 1,
  })) as { positions: { id: number }[] };
  const positionId = positions[0]!.id;
  for (const userId of [danielId, estherId])
    await call(leader, 'post', `/api/scheduling/positions/${positionId}/members`, { userId });
  await call(leader, 'post', '/api/scheduling/assignments', { positionId, userId: danielId, override: true });

  const assignmentOn = async (headers: Record<string, string>) => {
    const { assignments } = (await call(headers, 'get', '/api/scheduling/my-assignments')) as {
      assignments: { id: number; planName: string }[];
    };
    return assignments.find((one) => one.planName === plan)!.id;
  };
  await call(daniel, 'put', `/api/scheduling/my-assignments/${await assignmentOn(daniel)}`, {
    answer: 'decline',
    replacementId: estherId,
  });
  await call(esther, 'put', `/api/scheduling/my-assignments/${await assignmentOn(esther)}`, { answer: 'accept' });

  // The scheduler opens the grid from Plans.
  await signInAs(page, DEMO.leader);
  await page.goto('/account/event-plans');
  await page.getByRole('link', { name: 'Scheduling Grid' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduling Grid' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Plans' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // The plan's column in the Worship · Vocals row: Esther in Daniel's place, Daniel declined.
  const table = page.getByRole('table', { name: 'Positions by upcoming plan' });
  // The grid is read after the page draws: wait for the plan's column before counting columns.
  await expect(table.getByRole('link', { name: plan })).toBeVisible();
  const headers = await table.getByRole('columnheader').allTextContents();
  const column = headers.findIndex((text) => text.includes(plan));
  expect(column, 'the plan has a column').toBeGreaterThan(0);
  const vocals = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Worship · Vocals' }) });
  const cell = vocals.getByRole('cell').nth(column - 1);
  await expect(cell.getByRole('listitem')).toHaveText([
    'Esther KimAcceptedin place of Daniel Okafor',
    'Daniel OkaforDeclined',
  ]);
  await expectNoSeriousA11yViolations(page);

  // By keyboard: from the plan's name to its Auto-fill, which opens the plan's auto-fill; Escape returns.
  await table.getByRole('link', { name: plan }).focus();
  await page.keyboard.press('Tab');
  const autoFill = table.getByRole('button', { name: `Auto-fill ${plan}` });
  await expect(autoFill).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Auto-fill ${plan}` });
  await dialog.getByRole('button', { name: 'Auto-fill', exact: true }).click();
  await expect(dialog.getByText(/^Nobody free to propose/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'dialog[open]');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(autoFill).toBeFocused();

  // Every plan shown at once: proposals listed under their plans, nothing scheduled until chosen.
  await page.getByRole('button', { name: 'Auto-fill all these plans' }).click();
  const all = page.getByRole('dialog', { name: 'Auto-fill all these plans' });
  await all.getByRole('button', { name: 'Auto-fill', exact: true }).click();
  await expect(all.getByRole('form', { name: 'Proposed people' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'dialog[open]');
  await page.keyboard.press('Escape');
  await expect(all).toHaveCount(0);
});
