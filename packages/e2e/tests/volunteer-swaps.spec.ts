import { expect, test } from '@playwright/test';
import { DEMO, linkFromLatestEmail, signInAs, tokenOf } from '../src/accounts';

// Three browsers and several sign-ins on a busy machine: more than the default 30 s.
test.setTimeout(120_000);

const ESTHER = 'esther.kim@example.com';

test('a volunteer who declines asks a teammate, who accepts from the e-mail; the scheduler sees the swap', async ({
  page,
  browser,
  request,
}) => {
  // The plan and its people through the API (the scheduler's pages have their own spec).
  const plan = `Swap ${Date.now()}`;
  const headers = { Authorization: `Bearer ${await tokenOf(request, DEMO.leader)}` };
  const idOf = async (email: string) => {
    const response = await request.get(`/api/scheduling/people?search=${email}`, { headers });
    return ((await response.json()) as { id: string }[])[0]!.id;
  };
  const [daniel, esther] = [await idOf(DEMO.member.email), await idOf(ESTHER)];
  const send = async (method: 'post' | 'put', url: string, data: object) => {
    const response = await request[method](url, { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json().catch(() => ({}))) as { id: number; positions: { id: number }[] };
  };
  const { id } = await send('post', '/api/service-types', { name: plan });
  // Five weeks ahead, clear of the other scheduling spec's blockout.
  const startsAt = new Date(Date.now() + 35 * 86_400_000);
  startsAt.setUTCHours(23, 0, 0, 0);
  await send('put', `/api/scheduling/plans/${id}/time`, { startsAt: startsAt.toISOString() });
  const team = await send('post', '/api/scheduling/teams', { serviceTypeId: id, name: 'Worship' });
  const position = (
    await send('post', '/api/scheduling/positions', { teamId: team.id, name: 'Vocals', peopleNeeded: 1 })
  ).positions[0]!.id;
  for (const userId of [daniel, esther])
    await send('post', `/api/scheduling/positions/${position}/members`, { userId });
  await send('post', '/api/scheduling/assignments', { positionId: position, userId: daniel });

  // Daniel declines on My Schedule and asks Esther to take his place.
  await signInAs(page, DEMO.member);
  await page.goto('/account/my-schedule');
  const item = page.getByRole('listitem', { name: plan });
  await item.getByRole('button', { name: `Decline ${plan}` }).click();
  await item.getByLabel('Ask a teammate to take your place (optional)').selectOption({ label: 'Esther Kim' });
  await item.getByRole('button', { name: 'Confirm decline' }).click();
  await expect(item.getByText('Declined')).toBeVisible();

  // Esther accepts from her e-mail, in a browser that never signed in.
  const accept = await linkFromLatestEmail(request, ESTHER, new RegExp(`in their place: ${plan}$`));
  const visitor = await browser.newContext();
  const mailbox = await visitor.newPage();
  await mailbox.goto(accept);
  await expect(mailbox.getByText('Asked by Daniel Okafor to take their place')).toBeVisible();
  await mailbox.getByRole('button', { name: 'Accept' }).click();
  await expect(mailbox.getByRole('heading', { level: 1, name: 'Thank you! You accepted.' })).toBeVisible();
  await visitor.close();

  // The scheduler's plan page shows Esther in Daniel's place.
  const schedulerBrowser = await browser.newContext();
  const scheduler = await schedulerBrowser.newPage();
  await signInAs(scheduler, DEMO.leader);
  await scheduler.goto(`/account/plan-page/${id}`);
  const scheduled = scheduler.getByRole('list', { name: 'Scheduled as Worship · Vocals' });
  await expect(scheduled.getByRole('listitem').filter({ hasText: 'Esther Kim' })).toContainText(
    'Acceptedin place of Daniel Okafor',
  );
  await expect(scheduled.getByRole('listitem').filter({ hasText: /^Daniel Okafor/ })).toContainText('Declined');
  await schedulerBrowser.close();
});
