import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from '../src/accounts';
import { expectNoSeriousA11yViolations } from '../src/axe';
import { fillCard } from '../src/giving';

test('a member adds a card, makes it the default and removes another', async ({ page }) => {
  await signInAs(page, DEMO.leader);
  await page.goto('/account/payment-settings');
  const cards = page.getByRole('region', { name: 'Saved cards' });
  const items = cards.getByRole('listitem');
  const mastercards = items.filter({ hasText: '4444' });
  const visas = items.filter({ hasText: '4242' });
  await expect(cards.getByRole('button', { name: 'Add a card' })).toBeVisible();

  for (const [number, list] of [
    ['5555 5555 5555 4444', mastercards],
    ['4242 4242 4242 4242', visas],
  ] as const) {
    const before = await list.count();
    await cards.getByRole('button', { name: 'Add a card' }).click();
    const form = cards.getByRole('form', { name: 'Add a card' });
    await fillCard(form, number);
    await form.getByRole('button', { name: 'Save card' }).click();
    await expect(list).toHaveCount(before + 1);
  }

  const newVisa = visas.last();
  await newVisa.getByRole('button', { name: /^Make default/ }).click();
  await expect(newVisa.getByText('Default', { exact: true })).toBeVisible();
  // One default: the previous one is unmarked.
  await expect(items.getByText('Default', { exact: true })).toHaveCount(1);

  const mastercardsBefore = await mastercards.count();
  await mastercards
    .last()
    .getByRole('button', { name: /^Remove/ })
    .click();
  await page.getByRole('dialog', { name: 'Remove card' }).getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(mastercards).toHaveCount(mastercardsBefore - 1);

  // What the server kept: the new card is the default after a reload.
  await page.reload();
  await expect(visas.last().getByText('Default', { exact: true })).toBeVisible();
  await expect(mastercards).toHaveCount(mastercardsBefore - 1);
});

test('a member cancels a recurring gift after confirming', async ({ page }) => {
  await signInAs(page, DEMO.member);
  await page.goto('/account/payment-settings');
  const table = page.getByRole('table', { name: 'Recurring gifts' });
  const cancelButtons = table.getByRole('button', { name: /^Cancel gift of/ });
  await expect(cancelButtons.first()).toBeVisible();
  const cancellable = await cancelButtons.count();

  await cancelButtons.first().click();
  const confirm = page.getByRole('dialog', { name: 'Cancel recurring gift' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'dialog[open]');
  await confirm.getByRole('button', { name: 'Cancel gift', exact: true }).click();
  await expect(cancelButtons).toHaveCount(cancellable - 1);
  await page.reload();
  await expect(table.getByText(/cancel/i).first()).toBeVisible();
  await expect(cancelButtons).toHaveCount(cancellable - 1);
});
