import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from '../src/accounts';
import { fillCard, openGivingFlow, TEST_CARDS } from '../src/giving';

// The demo church's zone (CHURCH_TIME_ZONE's default): its calendar decides "today" and Monday.
const ZONE = 'America/Chicago';
const DAY_MS = 86_400_000;

/** The Monday after today on the church's calendar, 'YYYY-MM-DD'. */
function nextMonday(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
  const noon = Date.parse(`${today}T12:00:00Z`);
  const weekday = new Date(noon).getUTCDay();
  return new Date(noon + ((8 - weekday) % 7 || 7) * DAY_MS).toISOString().slice(0, 10);
}

/** As the site writes it: MM.DD.YYYY. */
const shown = (day: string) => `${day.slice(5, 7)}.${day.slice(8, 10)}.${day.slice(0, 4)}`;

// No test clock here: it moves the sandbox's time for every spec sharing the server.
test('a member starts a weekly gift from next Monday covering the fee, sees its next charge date, then changes its amount', async ({
  page,
}) => {
  // A long journey: the wizard, then Payment Settings and its dialog.
  test.slow();
  const monday = nextMonday();
  await signInAs(page, DEMO.leader);
  await page.goto('/');
  const dialog = await openGivingFlow(page, 'Give monthly');
  await dialog.getByLabel('Monthly amount').selectOption({ label: 'Other amount' });
  await dialog.getByLabel('Your amount').fill('17.25');
  await dialog.getByLabel('Giving type').selectOption({ label: 'Missions' });
  await dialog.getByLabel('How often').selectOption({ label: 'Weekly' });
  await dialog.getByLabel('First gift on').fill(monday);
  await dialog.getByRole('button', { name: 'Checkout' }).click();
  const summary = dialog.getByRole('region', { name: 'Confirmation' });
  await expect(summary).toContainText('Weekly');
  await expect(summary).toContainText(shown(monday));
  // $17.25 by card: 2.9% + $0.30 of the $18.07 charged.
  await dialog.getByRole('checkbox', { name: 'Add $0.82 to cover processing fees' }).check();
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  // Saved cards from another spec may be offered first: this gift takes a new one.
  const step = dialog.getByRole('heading', { name: /^(Card|Payment method)$/ });
  await expect(step).toBeVisible();
  if ((await step.textContent()) === 'Payment method') {
    await dialog.getByRole('button', { name: 'Use another card' }).click();
  }
  await fillCard(dialog, TEST_CARDS.succeeds);
  await dialog.getByRole('button', { name: /^Pay/ }).click();
  await expect(dialog.getByText(`its first charge is on ${shown(monday)}`)).toBeVisible();

  await page.goto('/account/payment-settings');
  const table = page.getByRole('table', { name: 'Recurring gifts' });
  const gift = table.getByRole('row').filter({ hasText: '$17.25 a week' }).first();
  await expect(gift).toContainText('Scheduled', { timeout: 30_000 });
  await expect(gift).toContainText(shown(monday));
  await expect(gift).toContainText('+ $0.82 fee covered each charge');

  await gift.getByRole('button', { name: /^Change gift of/ }).click();
  const change = page.getByRole('dialog', { name: 'Change recurring gift' });
  await expect(change).toContainText(`from the next charge on ${shown(monday)}`);
  await change.getByLabel('Amount each time').fill('20');
  await change.getByRole('button', { name: 'Save changes' }).click();
  await expect(change).toBeHidden();

  const changed = table.getByRole('row').filter({ hasText: '$20.00 a week' }).first();
  await expect(changed).toContainText(shown(monday));
  // What the server kept.
  await page.reload();
  await expect(changed).toContainText('Scheduled');
});
