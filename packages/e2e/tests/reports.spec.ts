import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInAs, tokenOf } from '../src/accounts';
import { pdfText } from '@church/testing/pdf-text';

/** YYYY-MM-DD of a day `daysAgo` before today (UTC; the range is wide enough for any zone). */
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const range = { startDate: day(200), endDate: day(-1) };

/** Where the screenshots and PDFs to look at go (test-results, unless E2E_ARTIFACTS_DIR says). */
const artifact = (name: string) => `${process.env.E2E_ARTIFACTS_DIR ?? 'test-results'}/${name}`;

const donorsTable = (page: Page) => page.getByRole('table', { name: 'Donors' });

async function showReports(page: Page) {
  await page.goto('/dashboard/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Report period' });
  await form.getByLabel('Start date').fill(range.startDate);
  await form.getByLabel('End date').fill(range.endDate);
  await form.getByRole('button', { name: 'Show reports' }).click();
  await expect(page).toHaveURL(new RegExp(`start=${range.startDate}&end=${range.endDate}`));
}

test('the admin previews the gifts of a period 8 donors a page, opens a donor, downloads the PDF and e-mails a tax receipt', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, DEMO.admin);
  await page.goto('/dashboard/charts');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Reports' }).click();
  await showReports(page);

  await expect(donorsTable(page).locator('tbody tr')).toHaveCount(8);
  const firstPageNames = await donorsTable(page).locator('tbody tr').allInnerTexts();
  const grandTotal = (
    await page.getByLabel('Totals').getByText('Grand total').locator('xpath=following-sibling::dd').innerText()
  ).trim();
  expect(grandTotal).toMatch(/^\$[\d,]+\.\d\d$/);

  const pager = page.getByRole('navigation', { name: 'Donor pages' });
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(donorsTable(page).locator('tbody tr').first()).not.toHaveText(firstPageNames[0] ?? '');
  const secondPage = await donorsTable(page).locator('tbody tr').count();
  expect(secondPage).toBeGreaterThan(0);
  expect(secondPage).toBeLessThanOrEqual(8);
  await pager.getByRole('button', { name: 'Page 1' }).click();

  // One donor's gifts, gift by gift.
  await page.getByRole('button', { name: 'Details of Daniel Okafor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Daniel Okafor' });
  await expect(dialog.getByRole('row', { name: /Total/ })).toContainText('$');
  await expect(dialog.getByRole('cell', { name: 'Card' }).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The PDF: a real one, holding the grand total shown on screen.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download gifts PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`gifts-${range.startDate}-to-${range.endDate}.pdf`);
  const pdf = await fs.readFile((await download.path()) ?? '');
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  expect((await pdfText(pdf)).replace(/\s+/g, ' ')).toContain(`Grand total ${grandTotal}`);
  await fs.writeFile(artifact('reports-gifts.pdf'), pdf);

  // A tax receipt: the statement goes out as a PDF attachment.
  const token = await tokenOf(page.request, DEMO.admin);
  const headers = { Authorization: `Bearer ${token}` };
  await page.getByRole('button', { name: 'Send tax receipt to Daniel Okafor' }).click();
  await expect(page.getByText('Tax receipt email has been delivered to user!')).toBeVisible();
  const outbox = (await (await page.request.get('/api/outbox?take=20', { headers })).json()) as {
    id: number;
    to: string;
    subject: string;
    attachments: { filename: string; contentType: string }[];
  }[];
  // Newest first: the receipt just sent.
  const mail = outbox.find((message) => message.to === 'member@example.com');
  expect(mail?.subject).toMatch(/contribution statement/);
  expect(mail?.attachments).toEqual([
    expect.objectContaining({ contentType: 'application/pdf', filename: expect.stringMatching(/\.pdf$/) }),
  ]);
  const attachment = await page.request.get(`/api/outbox/${mail?.id}/attachments/0`, { headers });
  const statement = await attachment.body();
  expect(statement.subarray(0, 4).toString()).toBe('%PDF');
  expect(await pdfText(statement)).toContain('intangible religious benefits');
  await fs.writeFile(artifact('reports-statement.pdf'), statement);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: artifact(`reports-${width}.png`), fullPage: true });
  }
  // The phone's first screen, and the donors as cards.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: artifact('reports-390-top.png') });
  await donorsTable(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: artifact('reports-390-donors.png') });
});

test('the events report shows an event created for the period, by month', async ({ page }) => {
  await signInAs(page, DEMO.admin);
  const token = await tokenOf(page.request, DEMO.admin);
  const title = `Reports check ${Date.now()}`;
  const start = new Date(Date.now() - 3 * 86_400_000);
  const created = await page.request.post('/api/events', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title,
      location: 'Fellowship Hall',
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 3_600_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await showReports(page);
  const events = page.getByRole('region', { name: 'Events' });
  await expect(events.getByRole('rowheader', { name: title })).toBeVisible();
  const row = events.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Fellowship Hall');

  const downloading = page.waitForEvent('download');
  await events.getByRole('button', { name: 'Download events PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`events-${range.startDate}-to-${range.endDate}.pdf`);
  const pdf = await fs.readFile((await download.path()) ?? '');
  expect((await pdfText(pdf)).replace(/\s+/g, ' ')).toContain(title);
  await fs.writeFile(artifact('reports-events.pdf'), pdf);
});
