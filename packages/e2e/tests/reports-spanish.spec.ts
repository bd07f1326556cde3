import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO, signInAs, tokenOf } from '../src/accounts';
import { siteHeader } from '../src/page-parts';
import { pdfText } from '@church/testing/pdf-text';

// Issue 31: an admin who reads the site in Spanish gets the dashboard in Spanish, and the gifts
// report PDF the server writes for them is in Spanish too (decision 0070: the request's language,
// else the account's).

/** YYYY-MM-DD of a day `daysAgo` before today (UTC; the range is wide enough for any zone). */
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const range = { startDate: day(200), endDate: day(-1) };

/** Where the PDFs to look at go (test-results, unless E2E_ARTIFACTS_DIR says). */
const artifact = (name: string) => `${process.env.E2E_ARTIFACTS_DIR ?? 'test-results'}/${name}`;

test.use({ locale: 'es-MX', extraHTTPHeaders: { 'accept-language': 'es-MX,es;q=0.9' } });

// The switch keeps the choice on the admin's account: the specs after this one read English.
test.afterEach(async ({ request }) => {
  const token = await tokenOf(request, DEMO.admin);
  const reset = await request.put('/api/users/current/language', {
    headers: { Authorization: `Bearer ${token}` },
    data: { language: 'en' },
  });
  expect(reset.ok()).toBe(true);
});

test('an admin who chose Spanish downloads the gifts report PDF in Spanish', async ({ page }) => {
  test.slow();
  await signInAs(page, DEMO.admin);
  await page.goto('/dashboard/reports');
  // The account says English (the demo's default) until the admin picks Español in the header.
  await siteHeader(page).getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { name: 'Informes', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  const form = page.getByRole('form', { name: 'Período del informe' });
  await form.getByLabel('Fecha de inicio').fill(range.startDate);
  await form.getByLabel('Fecha de fin').fill(range.endDate);
  await form.getByRole('button', { name: 'Mostrar informes' }).click();
  await expect(page.getByRole('table', { name: 'Donantes' }).locator('tbody tr').first()).toBeVisible();
  const grandTotal = (
    await page.getByLabel('Totales').getByText('Total general').locator('xpath=following-sibling::dd').innerText()
  ).trim();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar PDF de ofrendas' }).click();
  const download = await downloading;
  const pdf = await fs.readFile((await download.path()) ?? '');
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
  await fs.writeFile(artifact('reports-gifts-es.pdf'), pdf);
  expect(text).toContain('Informe de ofrendas');
  expect(text).toContain(`Total general ${grandTotal}`);
  expect(text).not.toContain('Grand total');
});
