import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInAs, tokenOf } from '../src/accounts';
import { pdfText } from '@church/testing/pdf-text';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

// Two small PDFs (the API checks the bytes, not the name), big enough to see their bars move.
const pdf = (label: string, kilobytes: number) => ({
  name: `${label}.pdf`,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${label}\n`.padEnd(kilobytes * 1024, ' ') + '\n%%EOF\n'),
});

/** Every upload bar that appears, by its name, recorded in the page as they come and go. */
async function recordBars(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __bars: string[] }).__bars = seen;
    const record = () => {
      for (const bar of document.querySelectorAll('[role="progressbar"]')) {
        const entry = `${bar.getAttribute('aria-label')} ${bar.getAttribute('aria-valuenow')}`;
        if (!seen.includes(entry)) seen.push(entry);
      }
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { __bars: string[] }).__bars);
}

/** Uploads crawl (about 60 KB/s), so each bar is seen moving. */
async function slowUploads(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 60 * 1024,
  });
  return () =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
}

test('the leader attaches two files with progress and a link, renames and deletes, and prints the plan as PDF and HTML', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await tokenOf(request, DEMO.leader);
  const name = `Attachments ${Date.now()}`;
  const created = await request.post('/api/service-types', { headers: bearer(token), data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  for (const item of [
    { kind: 'song', title: 'Holy, Holy, Holy', lengthMinutes: 4, songKey: 'D' },
    { kind: 'reading', title: 'Psalm 23', lengthMinutes: 3 },
    { kind: 'sermon', title: 'The Good Shepherd', lengthMinutes: 30 },
  ]) {
    const added = await request.post('/api/service-types/plan-items', {
      headers: bearer(token),
      data: { serviceTypeId: id, ...item },
    });
    expect(added.status(), await added.text()).toBe(201);
  }

  await signInAs(page, DEMO.leader);
  await page.goto(`/account/plan-page/${id}`);
  const section = page.getByRole('region', { name: 'Attachments' });
  await expect(section.getByText('No attachments yet.')).toBeVisible();

  // Two files at once: one bar after the other, then both attached.
  const bars = await recordBars(page);
  const fullSpeed = await slowUploads(page);
  await section.getByLabel('Add files').setInputFiles([pdf('Song sheets', 120), pdf('Bulletin', 90)]);
  await expect(section.getByRole('progressbar', { name: 'Uploading Song sheets.pdf' })).toBeVisible();
  await section.screenshot({ path: 'test-results/plan-attachments-uploading.png' });
  await expect(page.getByText('Successfully added!')).toBeVisible({ timeout: 30_000 });
  await fullSpeed();
  await expect(section.getByRole('link', { name: /^Song sheets\.pdf/ })).toBeVisible();
  await expect(section.getByRole('link', { name: /^Bulletin\.pdf/ })).toBeVisible();
  const seen = await bars();
  expect(seen.some((bar) => /^Uploading Song sheets\.pdf ([1-9]|[1-9]\d)$/.test(bar))).toBe(true);
  expect(seen.some((bar) => bar.startsWith('Uploading Bulletin.pdf'))).toBe(true);
  // Never two at once: Bulletin's bar only after Song sheets' last.
  const lastSongs = seen.findLastIndex((bar) => bar.startsWith('Uploading Song sheets.pdf'));
  const firstBulletin = seen.findIndex((bar) => bar.startsWith('Uploading Bulletin.pdf'));
  expect(firstBulletin).toBeGreaterThan(lastSongs);

  // A link.
  await section.getByLabel('Link name').fill('Chord charts');
  await section.getByLabel('URL').fill('https://example.org/charts');
  await section.getByRole('button', { name: 'Attach link' }).click();
  await expect(section.getByRole('link', { name: /^Chord charts/ })).toHaveAttribute(
    'href',
    'https://example.org/charts',
  );

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await section.screenshot({ path: `test-results/plan-attachments-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Rename in place, then delete with its file.
  await section.getByRole('button', { name: 'Rename Bulletin.pdf' }).click();
  await section.getByLabel('New name').fill('Bulletin (Advent 1)');
  await section.getByLabel('New name').press('Enter');
  await expect(section.getByRole('link', { name: /^Bulletin \(Advent 1\)/ })).toBeVisible();
  const fileUrl = (await section.getByRole('link', { name: 'Download Song sheets.pdf' }).getAttribute('href')) ?? '';
  expect(fileUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}\.pdf$/);
  expect((await request.get(fileUrl)).status()).toBe(200);
  await section.getByRole('button', { name: 'Delete Song sheets.pdf' }).click();
  await page.getByRole('dialog', { name: 'Delete this attachment?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(section.getByRole('link', { name: /^Song sheets\.pdf/ })).toBeHidden();
  expect((await request.get(fileUrl)).status()).toBe(404);

  // Printouts, named after the plan.
  let downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  let download = await downloading;
  expect(download.suggestedFilename()).toBe(`${name}.pdf`);
  const text = await pdfText(await fs.readFile((await download.path()) ?? ''));
  expect(text).toMatch(
    new RegExp(
      `${name}[\\s\\S]*Holy, Holy, Holy[\\s\\S]*Psalm 23[\\s\\S]*The Good Shepherd[\\s\\S]*Total length\\s+37 min`,
    ),
  );
  await fs.copyFile((await download.path()) ?? '', 'test-results/plan-print.pdf');

  downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download HTML' }).click();
  download = await downloading;
  expect(download.suggestedFilename()).toBe(`${name}.html`);
  const html = await fs.readFile((await download.path()) ?? '', 'utf8');
  expect(html).toContain(`<title>${name}</title>`);
  const printout = await page.context().newPage();
  await printout.setContent(html);
  await expect(printout.getByRole('heading', { level: 1, name })).toBeVisible();
  await printout.screenshot({ path: 'test-results/plan-print-html.png', fullPage: true });
});
