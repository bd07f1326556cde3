import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInAs, tokenOf } from '../src/accounts';
import { expectNoSeriousA11yViolations } from '../src/axe';

/** Where the pages' screenshots go, to be looked at (not compared). */
const shots = process.env.E2E_SHOTS_DIR ?? 'test-results/events-admin';

async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A day `days` from now on the church's calendar (America/Chicago), as a date input takes it. */
function churchDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  );
}

test('leader@example.com builds a group type, a group and a public event saved as a template; visitors see it; a second event starts from the template', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now() % 100_000;
  const typeName = `Prayer ${suffix}`;
  const groupName = `Prayer Warriors ${suffix}`;
  const title = `Night of Prayer ${suffix}`;

  await signInAs(page, DEMO.leader);
  await page.goto('/account/events');
  const menu = page.getByRole('navigation', { name: 'Account' });
  await expect(menu.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();

  // A group type, its colour picked from the palette.
  await page.getByRole('tab', { name: 'Group types' }).click();
  await page.getByRole('button', { name: 'Add group type' }).click();
  const typeDialog = page.getByRole('dialog', { name: 'Add group type' });
  await typeDialog.getByLabel('Name').fill(typeName);
  await typeDialog.getByLabel('Description').fill('Those who pray for the church');
  await typeDialog.getByRole('radio', { name: 'Teal' }).check();
  await typeDialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Successfully added!')).toBeVisible();
  await screenshots(page, 'group-types');

  // A group of that type, led by a member found by name.
  await page.getByRole('tab', { name: 'Groups' }).click();
  await page.getByRole('button', { name: 'Add group' }).click();
  const groupDialog = page.getByRole('dialog', { name: 'Add group' });
  await groupDialog.getByLabel('Name').fill(groupName);
  await groupDialog.getByLabel('Type').selectOption({ label: typeName });
  await groupDialog.getByLabel('Find a member').fill('Lindqvist');
  await groupDialog.getByRole('button', { name: /Ruth Lindqvist/ }).click();
  await expectNoSeriousA11yViolations(page, 'dialog[open]');
  await groupDialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('row').filter({ hasText: groupName })).toContainText('Ruth Lindqvist');

  // An event for that group, public, kept as a template.
  await page.getByRole('tab', { name: 'Events' }).click();
  await page.getByRole('button', { name: 'New event' }).click();
  const eventDialog = page.getByRole('dialog', { name: 'New event' });
  await eventDialog.getByLabel('Title').fill(title);
  await eventDialog.getByLabel('Description').fill('An evening of prayer for our city.');
  await eventDialog.getByLabel('Start date').fill(churchDay(3));
  await eventDialog.getByLabel('Start time').fill('19:30');
  await eventDialog.getByLabel('End date').fill(churchDay(3));
  await eventDialog.getByLabel('End time').fill('21:00');
  await eventDialog.getByLabel('Location').fill('Sanctuary');
  await eventDialog.getByLabel('Find a group').fill(groupName);
  await eventDialog.getByRole('button', { name: new RegExp(groupName) }).click();
  await eventDialog.getByLabel('Save as template').check();
  await expectNoSeriousA11yViolations(page, 'dialog[open]');
  await screenshots(page, 'event-form');
  await eventDialog.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('Event successfully created')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(groupName);
  await expect(row).toContainText('07:30 PM');
  await screenshots(page, 'events');

  // Nothing matches: the spec's info toast.
  await page.getByLabel('Search events').fill('no such event anywhere');
  await expect(page.getByRole('status').filter({ hasText: 'No events match these criteria' })).toBeVisible();

  // Visitors see it on the public events page at once.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/events');
  await expect(visitor.locator('main article').filter({ hasText: title })).toBeVisible();
  await visitor.getByLabel('Search events').fill(title);
  await expect(visitor.locator('main article').filter({ hasText: title }).first()).toBeVisible();
  await visitorContext.close();

  // A second event from the template: its times and group are already there.
  await page.getByRole('tab', { name: 'Templates' }).click();
  await page.getByRole('button', { name: `New event from ${title}` }).click();
  const fromTemplate = page.getByRole('dialog', { name: `New event from “${title}”` });
  await expect(fromTemplate.getByLabel('Start time')).toHaveValue('19:30');
  await expect(fromTemplate.getByLabel('End time')).toHaveValue('21:00');
  await expect(fromTemplate.getByText(groupName)).toBeVisible();
  await fromTemplate.getByLabel('Title').fill(`${title} II`);
  await fromTemplate.getByLabel('Start date').fill(churchDay(10));
  await fromTemplate.getByLabel('End date').fill(churchDay(10));
  await fromTemplate.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('Event successfully created')).toBeVisible();
  await screenshots(page, 'templates');
  await page.getByRole('tab', { name: 'Events' }).click();
  await expect(page.getByRole('row').filter({ hasText: `${title} II` })).toContainText(groupName);
});

test('member@example.com cannot open /account/events, and the API refuses their new event', async ({
  page,
  request,
}) => {
  await signInAs(page, DEMO.member);
  await page.goto('/account/events');
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Events' })).toHaveCount(0);

  const token = await tokenOf(request, DEMO.member);
  const response = await request.post('/api/events', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: 'Not allowed',
      startDate: new Date(Date.now() + 86_400_000).toISOString(),
      endDate: new Date(Date.now() + 90_000_000).toISOString(),
    },
  });
  expect(response.status()).toBe(403);
});
