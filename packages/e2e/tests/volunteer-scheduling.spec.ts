import { expect, test, type Page } from '@playwright/test';
import { DEMO, linkFromLatestEmail, signInAs } from '../src/accounts';
import { expectNoSeriousA11yViolations } from '../src/axe';

// Many steps across three browsers: more than the default 30 s on a busy machine.
test.setTimeout(180_000);

const ESTHER = { email: 'esther.kim@example.com', password: 'Member123' };

/** Next Sunday's date, 'yyyy-MM-dd' (a week ahead on a Sunday). */
function nextSunday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + (7 - day.getUTCDay() || 7));
  return day.toISOString().slice(0, 10);
}

async function addMember(page: Page, position: string, search: string, name: string) {
  await page.getByLabel(`Add a member to ${position}`).fill(search);
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect(page.getByRole('list', { name: `Members of ${position}` })).toContainText(name);
}

test('a scheduler schedules two members; one accepts from the e-mail without signing in, one declines on My Schedule', async ({
  page,
  browser,
}) => {
  const plan = `Sunday ${Date.now()}`;
  await signInAs(page, DEMO.leader);
  await page.goto('/account/event-plans');
  await page.getByRole('button', { name: 'New service type' }).click();
  const create = page.getByRole('dialog', { name: 'New service type' });
  await create.getByLabel('Name').fill(plan);
  await create.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('link', { name: plan }).click();
  await expect(page.getByRole('heading', { level: 1, name: plan })).toBeVisible({ timeout: 30_000 });

  // Next Sunday at 10:30 on the church's clock.
  const date = page.getByRole('region', { name: 'Service date' });
  await date.getByLabel('Date').fill(nextSunday());
  await date.getByLabel('Time').fill('10:30');
  await date.getByRole('button', { name: 'Save date' }).click();
  await expect(date.getByText(/^Starts \d{2}\.\d{2}\.\d{4} 10:30 AM$/)).toBeVisible();

  // A team, a position needing two, and two members in it.
  await page.getByLabel('New team name').fill('Worship');
  await page.getByRole('button', { name: 'Add team' }).click();
  await page.getByLabel('New position in Worship').fill('Vocals');
  await page.getByLabel('People needed').last().fill('2');
  await page.getByRole('button', { name: 'Add position' }).click();
  await addMember(page, 'Vocals', 'member@example', 'Daniel Okafor');
  await addMember(page, 'Vocals', 'esther', 'Esther Kim');

  const people = page.getByRole('region', { name: 'People' });
  for (const name of ['Daniel Okafor', 'Esther Kim']) {
    await people.getByLabel('Person for Worship · Vocals').selectOption({ label: name });
    await people.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(people.getByRole('list', { name: 'Scheduled as Worship · Vocals' })).toContainText(`${name}Pending`);
  }
  await expectNoSeriousA11yViolations(page);

  // Daniel answers from the e-mail, in a browser that never signed in.
  const accept = await linkFromLatestEmail(page.request, DEMO.member.email, new RegExp(plan));
  const visitor = await browser.newContext();
  const mailbox = await visitor.newPage();
  await mailbox.goto(accept);
  await expect(mailbox.getByRole('heading', { level: 1, name: 'Accept this assignment?' })).toBeVisible();
  await expect(mailbox.getByText(`Vocals (Worship) for ${plan}`)).toBeVisible();
  await mailbox.getByRole('button', { name: 'Accept' }).click();
  await expect(mailbox.getByRole('heading', { level: 1, name: 'Thank you! You accepted.' })).toBeVisible();
  // The link works once.
  await mailbox.goto(accept);
  await expect(mailbox.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  await visitor.close();

  // Esther declines on My Schedule, with a reason.
  const memberBrowser = await browser.newContext();
  const member = await memberBrowser.newPage();
  await signInAs(member, ESTHER);
  await member.goto('/account/my-schedule');
  await expect(member.getByRole('heading', { level: 1, name: 'My Schedule' })).toBeVisible();
  const item = member.getByRole('listitem', { name: plan });
  await expect(item.getByText('Pending')).toBeVisible();
  await item.getByRole('button', { name: `Decline ${plan}` }).click();
  await item.getByLabel(/^Reason/).fill('Visiting family');
  await item.getByRole('button', { name: 'Confirm decline' }).click();
  await expect(item.getByText('Declined')).toBeVisible();
  await expectNoSeriousA11yViolations(member);
  await memberBrowser.close();

  // The scheduler sees both answers, in words.
  await page.reload();
  const scheduled = page.getByRole('list', { name: 'Scheduled as Worship · Vocals' });
  await expect(scheduled.getByRole('listitem').filter({ hasText: 'Daniel Okafor' })).toContainText('Accepted');
  await expect(scheduled.getByRole('listitem').filter({ hasText: 'Esther Kim' })).toContainText(
    'DeclinedReason: Visiting family',
  );
});
