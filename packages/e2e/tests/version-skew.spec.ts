import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { giveButton, GIVING_OPTIONS, HOME_HEADING, retryPanel, siteFooter } from '../src/page-parts';
import { buildCopy, releaseCommand, releasedId, type ChangedBuild } from '../src/releases';
import { repoRoot, writeRemotesConfig } from '../src/site';
import { builtForRuntimeCore, previousMinor, requiringReact, serveShellFrom, todaysReact } from '../src/version-skew';

// "Previous" is built here from today's code with one text changed and React's version stamped
// one minor back: the runtime compares declared versions, so to it this is last month's build.
const previousReact = previousMinor(todaysReact);
const PREVIOUS_HEADING = 'A place to belong, believe and become (last release)';
let built: ChangedBuild | undefined;
let stopOldShell: (() => Promise<void>) | undefined;

test.afterEach(async () => {
  await stopOldShell?.();
  stopOldShell = undefined;
  writeRemotesConfig();
  built?.remove();
  built = undefined;
});

async function visitPublicPages(page: Page, homeHeading: string, site = ''): Promise<void> {
  await page.goto(`${site}/`);
  await expect(page.getByRole('heading', { level: 1, name: homeHeading })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Events' }).click();
  await expect(page.getByRole('heading', { name: 'Upcoming events' })).toBeVisible();
  await nav.getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(retryPanel(page, 'This page')).toHaveCount(0);
}

/**
 * With mfe-public's region failed on /about-us: the shell and the other remotes still work
 * around it, and after a rollback to `good`, Try again loads the page without a reload.
 */
async function expectOthersWorkThenRollbackRecovers(page: Page, good: string): Promise<void> {
  await expect(siteFooter(page).getByRole('heading', { name: 'Visit us' })).toBeVisible();
  await giveButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Giving' }).getByText(GIVING_OPTIONS[0]!)).toBeVisible();
  await page.keyboard.press('Escape');

  expect(releasedId(releaseCommand(['rollback', 'mfe-public']))).toBe(good);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
}

test(`today's shell runs the previous release of mfe-public (React ${previousReact})`, async ({ page }) => {
  test.setTimeout(120_000);
  built = buildCopy('mfe-public', {
    edits: [
      {
        file: 'src/features/home/components/welcome-slide.tsx',
        from: `{t('${HOME_HEADING}')}`,
        to: `{t('${PREVIOUS_HEADING}')}`,
      },
    ],
    versions: { react: previousReact },
  });
  writeRemotesConfig({}, ['mfe_public']);
  releaseCommand(['release', 'mfe-public', '--from', built.dist]);

  await visitPublicPages(page, PREVIOUS_HEADING);
  await expect(siteFooter(page).getByRole('heading', { name: 'Visit us' })).toBeVisible();
});

test(`the previous shell (React ${previousReact}) runs today's remotes`, async ({ page }) => {
  test.setTimeout(150_000);
  built = buildCopy('shell', {
    edits: [
      {
        file: 'src/components/layout/footer.tsx',
        from: ">{t('Visit us')}</h2>",
        to: ">{t('Come and visit')}</h2>",
      },
    ],
    versions: { react: previousReact },
  });
  const oldShell = await serveShellFrom(built.dist);
  stopOldShell = oldShell.close;

  await visitPublicPages(page, HOME_HEADING, oldShell.url);
  await expect(siteFooter(page).getByRole('heading', { name: 'Come and visit' })).toBeVisible();
  await giveButton(page).click();
  const giving = page.getByRole('dialog', { name: 'Giving' });
  await expect(giving.getByText(GIVING_OPTIONS[0]!)).toBeVisible();
});

test('a release that needs another major of React fails only its own region; after a rollback, Try again loads it', async ({
  page,
}) => {
  writeRemotesConfig({}, ['mfe_public']);
  const good = releasedId(releaseCommand(['release', 'mfe-public', '--from', 'mfe-public/dist']));
  built = requiringReact(path.join(repoRoot, 'mfe-public/dist'), '^20.0.0');
  releaseCommand(['release', 'mfe-public', '--from', built.dist]);

  await page.goto('/about-us');
  await expect(retryPanel(page, 'This page')).toBeVisible();
  await expectOthersWorkThenRollbackRecovers(page, good);
});

test('a release built for another federation runtime core fails only its own region; after a rollback, Try again loads it', async ({
  page,
}) => {
  writeRemotesConfig({}, ['mfe_public']);
  const good = releasedId(releaseCommand(['release', 'mfe-public', '--from', 'mfe-public/dist']));
  built = builtForRuntimeCore(path.join(repoRoot, 'mfe-public/dist'), '2.99.0');
  releaseCommand(['release', 'mfe-public', '--from', built.dist]);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/about-us');
  await expect(retryPanel(page, 'This page')).toBeVisible();
  // The remote refused the shell's core itself, rather than running on it (decision 0051).
  expect(errors.join('\n')).toContain(
    'mfe_public needs the federation runtime core 2.99.0 from the shell, which lends',
  );
  await expectOthersWorkThenRollbackRecovers(page, good);
});
