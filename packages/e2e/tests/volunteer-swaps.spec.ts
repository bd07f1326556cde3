import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../src/axe';
import { DEMO, linkFromLatestEmail, signInAs, tokenOf } from '../src/accounts';

// Three browsers and several sign-ins on a busy machine: more than the default 30 s.
test.setTimeout(120_000);

const ESTHER = 'esther.kim@example.com';
const MARIA = 'maria.hernandez@example.com';

/**
 * A plan five weeks ahead with a Worship · Vocals position of one, its members `emails` (Daniel
 * first), and Daniel scheduled, through the API (the scheduler's pages have their own spec).
 */
async function planWithDaniel(request: APIRequestContext, plan: string, emails: string[], hourUtc = 23) {
  const headers = { Authorization: `Bearer ${await tokenOf(request, DEMO.leader)}` };
  const idOf = async (email: string) => {
    const response = await request.get(`/api/scheduling/people?search=${email}`, { headers });
    return ((await response.json()) as { id: string }[])[0]!.id;
  };
  const send = async (method: 'post' | 'put', url: string, data: object) => {
    const response = await request[method](url, { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json().catch(() => ({}))) as { id: number; positions: { id: number }[] };
  };
  const { id } = await send('post', '/api/service-types', { name: plan });
  // Five weeks ahead, clear of the other scheduling spec's blockout.
  const startsAt = new Date(Date.now() + 35 * 86_400_000);
  startsAt.setUTCHours(hourUtc, 0, 0, 0);
  await send('put', `/api/scheduling/plans/${id}/time`, { startsAt: startsAt.toISOString() });
  const team = await send('post', '/api/scheduling/teams', { serviceTypeId: id, name: 'Worship' });
  const position = (
    await send('post', '/api/scheduling/positions', { teamId: team.id, name: 'Vocals', peopleNeeded: 1 })
  ).positions[0]!.id;
  for (const email of [DEMO.member.email, ...emails])
    await send('post', `/api/scheduling/positions/${position}/members`, { userId: await idOf(email) });
  await send('post', '/api/scheduling/assignments', { positionId: position, userId: await idOf(DEMO.member.email) });
  return id;
}

test('a volunteer who declines asks a teammate, who accepts from the e-mail; the scheduler sees the swap', async ({
  page,
  browser,
  request,
}) => {
  const plan = `Swap ${Date.now()}`;
  const id = await planWithDaniel(request, plan, [ESTHER]);

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

test('a volunteer offers the place to the position; a teammate takes it from the e-mail without signing in', async ({
  page,
  browser,
  request,
}) => {
  const plan = `Offer ${Date.now()}`;
  // Four hours before the swap above, where Esther serves: not at the same time.
  await planWithDaniel(request, plan, [ESTHER, MARIA], 19);

  // Daniel declines on My Schedule and offers the place to everyone in the position.
  await signInAs(page, DEMO.member);
  await page.goto('/account/my-schedule');
  const item = page.getByRole('listitem', { name: plan });
  await item.getByRole('button', { name: `Decline ${plan}` }).click();
  await item
    .getByLabel('Ask a teammate to take your place (optional)')
    .selectOption({ label: 'Everyone in the position: the first to take it serves' });
  await item.getByRole('button', { name: 'Confirm decline' }).click();
  await expect(item.getByText('Declined')).toBeVisible();

  // Esther takes it from her e-mail's link, in a browser that never signed in.
  const offered = new RegExp(`can you take their place\\? ${plan}$`);
  const estherLink = await linkFromLatestEmail(request, ESTHER, offered);
  const marias = await linkFromLatestEmail(request, MARIA, offered);
  const visitor = await browser.newContext();
  const mailbox = await visitor.newPage();
  await mailbox.goto(estherLink);
  await expect(mailbox.getByRole('heading', { level: 1, name: 'Take this place?' })).toBeVisible();
  await expect(mailbox.getByText(`Daniel Okafor cannot serve as Vocals (Worship) for ${plan}.`)).toBeVisible();
  await expectNoSeriousA11yViolations(mailbox);
  await mailbox.getByRole('button', { name: 'Take this place' }).click();
  await expect(mailbox.getByRole('heading', { level: 1, name: 'Thank you! The place is yours.' })).toBeVisible();

  // Again, and María's link after her: refused, saying why.
  await mailbox.goto(estherLink);
  await expect(mailbox.getByRole('heading', { level: 1, name: 'You cannot take this place' })).toBeVisible();
  await expect(mailbox.getByText('You already took this place')).toBeVisible();
  await mailbox.goto(marias);
  await expect(mailbox.getByText('Someone else already took this place')).toBeVisible();
  await expectNoSeriousA11yViolations(mailbox);
  await visitor.close();
});
