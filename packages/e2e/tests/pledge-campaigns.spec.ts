import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInAs, tokenOf } from '../src/accounts';
import { fillCard, fillDesignation, TEST_CARDS } from '../src/giving';

// The demo church's zone (CHURCH_TIME_ZONE's default): its calendar says which days a campaign runs.
const ZONE = 'America/Chicago';
const dayFromToday = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', { timeZone: ZONE });

/** Pays the open one-time gift: with a new card, or the saved one an earlier spec left. */
async function payOnce(page: Page, amount: string) {
  const dialog = page.getByRole('dialog', { name: 'Giving' });
  await dialog.getByRole('button', { name: 'Checkout' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const cardStep = dialog.getByRole('heading', { name: 'Card' });
  await expect(cardStep.or(dialog.getByRole('heading', { name: 'Payment method' }))).toBeVisible();
  if (await cardStep.isVisible()) await fillCard(dialog, TEST_CARDS.succeeds);
  await dialog.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(dialog.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
}

test('an admin creates a campaign, a member pledges monthly and gives, and both see the progress', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // A giving type of this spec alone, so other specs' gifts count toward nothing here.
  const typeName = `Roof ${Date.now()}`;
  const created = await request.post('/api/givingTypes', {
    headers: { Authorization: `Bearer ${await tokenOf(request, DEMO.admin)}` },
    data: { name: typeName },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const name = `New roof ${Date.now()}`;

  await signInAs(page, DEMO.admin);
  await page.goto('/dashboard/campaigns');
  await page.getByRole('button', { name: 'Add campaign' }).click();
  const form = page.getByRole('dialog', { name: 'Add campaign' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Goal ($)').fill('1000');
  await form.getByLabel('Giving type').selectOption({ label: typeName });
  await form.getByLabel('First day').fill(dayFromToday(-2));
  await form.getByLabel('Last day').fill(dayFromToday(45));
  await form.getByLabel("Show the total raised on the campaign's public page").check();
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form).toBeHidden();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const campaignUrl = new URL(page.url()).pathname;

  // The member pledges $60 a month: today and a month from today fall within the last 45 days.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signInAs(member, DEMO.member);
  await member.goto(campaignUrl);
  await member.getByLabel('Amount of each gift ($)').fill('60');
  await member.getByLabel('How often').selectOption({ label: 'Every month' });
  await expect(member.getByText('2 gifts of $60.00: $120.00 in all')).toBeVisible();
  await member.getByRole('button', { name: 'Pledge', exact: true }).click();
  await expect(member.getByRole('button', { name: 'Give now' })).toBeVisible();

  // Then gives $50 of the campaign's type from the campaign's page.
  await member.getByRole('button', { name: 'Give now' }).click();
  await member.getByRole('dialog', { name: 'Giving' }).getByRole('button', { name: 'Give once' }).click();
  await fillDesignation(member.getByRole('dialog', { name: 'Giving' }), 0, '50', typeName);
  await payOnce(member, '$50.00');

  await member.goto('/account/givings-history');
  const pledge = member.getByRole('table', { name: 'Pledges' }).getByRole('row').filter({ hasText: name });
  await expect(pledge.getByRole('cell', { name: '2 gifts of $60.00' })).toBeVisible();
  // Pledged, given so far, remaining.
  for (const amount of ['$120.00', '$50.00', '$70.00'])
    await expect(pledge.getByRole('cell', { name: amount })).toBeVisible();
  await memberContext.close();

  await page.goto('/dashboard/campaigns');
  const row = page.getByRole('table', { name: 'Campaigns' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('$50.00 of $1,000.00 (5%)');
  await expect(row).toContainText('$120.00 by 1 member');
  await page.goto(campaignUrl);
  await expect(page.getByText('$50.00 raised of $1,000.00 (5%)')).toBeVisible();
});
