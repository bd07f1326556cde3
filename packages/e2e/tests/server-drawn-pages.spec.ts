import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { publicPages, publicPath } from '@church/areas/public-pages';
import { serverDrawnPages } from '@church/areas/server-drawn';
import { DEMO, signInThroughDialog } from '../src/accounts';
import { recordPageErrors } from '../src/network';
import { giveButton, GIVING_OPTIONS, HOME_HEADING } from '../src/page-parts';
import { defaultRemotesConfig, remotesConfigPath, writeRemotesConfig } from '../src/site';

// Decision 0052: the home page, the sermons page and a post come drawn in their HTML (the
// shell's frame around mfe-public's page, rendered by each app's server renderer), so a phone
// paints them before any script has run; React then hydrates them: it takes over the same DOM.

/** Every public page the site table says the server draws, a post's by the first highlighted one. */
function drawnPaths(postId: number): string[] {
  return publicPages.filter((page) => page.id in serverDrawnPages).map((page) => publicPath(page.id, { id: postId }));
}

async function firstHighlightedPost(page: Page): Promise<{ id: number; title: string }> {
  const [post] = (await (await page.request.get('/api/posts/highlighted')).json()) as { id: number; title: string }[];
  return post!;
}

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page, the sermons page and a post are readable from their HTML alone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    await expect(page.getByRole('link', { name: /Read more/ })).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'Recent sermons' })).toBeVisible();

    await page.goto('/videos');
    await expect(page.getByRole('heading', { level: 1, name: 'Sermons' })).toBeVisible();
    await expect(page.locator('main article h2')).toHaveCount(6);

    const post = await firstHighlightedPost(page);
    await page.goto(`/posts/${post.id}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    const picture = page.locator('main img').first();
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

    // A link is a link without scripts: it leads to the next drawn page.
    await page.getByRole('link', { name: 'Watch Live' }).click();
    await expect(page).toHaveURL(/\/videos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sermons' })).toBeVisible();
  });
});

test('React hydrates a drawn page: the same elements, nothing moved, and its buttons then work', async ({ page }) => {
  // A page that did not hydrate (React drew it anew) is reported by the shell.
  const errors = recordPageErrors(page);
  await page.addInitScript(() => {
    const seen = window as unknown as { shifts: number[]; drawnHeading?: Element | null };
    seen.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      seen.drawnHeading = document.querySelector('h1');
    });
  });

  const post = await firstHighlightedPost(page);
  const paths = drawnPaths(post.id);
  for (const path of paths) {
    const html = await (await page.request.get(path, { headers: { accept: 'text/html' } })).text();
    expect(html, `${path} comes drawn`).toContain('data-server-drawn');
    await page.goto(path);
    await expect(page.locator('[data-server-drawn]'), 'React has taken the page over').toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const kept = await page.evaluate(() => {
      const seen = window as unknown as { drawnHeading?: Element | null };
      return seen.drawnHeading !== null && seen.drawnHeading === document.querySelector('h1');
    });
    expect(kept, `${path}: the heading the server drew is the one on screen`).toBe(true);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts, `layout shifts on ${path}`).toEqual([]);
    // Its scripts are asked for once it has painted (its load event), after a tiny loader, and
    // soon after: not at the loader's 3 s limit, waiting on a picture that never comes (a video
    // with a poster fetches nothing before Play).
    const { early, firstAfterLoadMs } = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const loadedAt = navigation?.loadEventStart ?? 0;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && !entry.name.endsWith('/after-paint.js'));
      return {
        early: scripts.filter((entry) => entry.startTime < loadedAt).map((entry) => entry.name),
        firstAfterLoadMs: Math.min(...scripts.map((entry) => entry.startTime)) - loadedAt,
      };
    });
    expect(early, `${path}: scripts fetched before the page had painted`).toEqual([]);
    expect(firstAfterLoadMs, `${path}: ms from the load event to the first script`).toBeLessThan(1500);
  }

  // Ids the shell's header drew on the server still tie its controls to what they open.
  const joinUs = page.getByRole('button', { name: 'Join Us' });
  await joinUs.click();
  const menu = page.locator(`#${await joinUs.getAttribute('aria-controls')}`);
  await expect(menu.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.keyboard.press('Escape');

  await giveButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Giving' });
  await expect(dialog.getByRole('heading', { name: GIVING_OPTIONS[0], exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a page the server does not draw still comes, drawn in the browser', async ({ page }) => {
  for (const row of publicPages.filter((row) => !(row.id in serverDrawnPages) && !row.path.includes(':'))) {
    const html = await (await page.request.get(row.path, { headers: { accept: 'text/html' } })).text();
    expect(html, `${row.path} is not in the server-drawn column`).not.toContain('data-server-drawn');
  }
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
});

test('a member’s page comes drawn without Join Us and hydrates to their avatar; after Log out, Join Us again', async ({
  page,
}) => {
  const reports: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/client-errors')) reports.push(request.postData() ?? 'client error');
  });
  const drawnHeader = async () => {
    const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
    return /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
  };
  const header = page.locator('header');
  await page.goto('/');
  await signInThroughDialog(page, DEMO.member.email, DEMO.member.password);
  const avatar = header.getByRole('button', { name: /your account menu/i });
  await expect(avatar).toBeVisible();

  // The browser now says it has a session and where its header link leads (a cookie holding only
  // that): the header comes drawn with My Account and the avatar's place empty, not Join Us.
  const forMember = await drawnHeader();
  expect(forMember).toContain('data-session-pending');
  expect(forMember).toMatch(/<a href="\/account\/settings"[^>]*>My Account<\/a>/);
  expect(forMember).not.toContain('Join Us');
  await page.reload();
  await expect(avatar).toBeVisible();
  await expect(header.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account/settings');
  await expect(header.getByRole('button', { name: 'Join Us' })).toHaveCount(0);
  expect(reports, 'the drawn page hydrated as it was drawn').toEqual([]);

  await avatar.click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(header.getByRole('button', { name: 'Join Us' })).toBeVisible();
  expect(await drawnHeader()).toContain('Join Us');
});

test('a renderer the remotes config does not pin is not run: the page is served, drawn in the browser', async ({
  page,
}) => {
  // Decision 0059: the API runs a remote's renderer only when its bytes hash to the config's pin.
  writeFileSync(
    remotesConfigPath(),
    JSON.stringify({ ...defaultRemotesConfig(), serverRenderers: { mfe_public: '0'.repeat(64) } }),
  );
  try {
    const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
    expect(html).not.toContain('data-server-drawn');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  } finally {
    writeRemotesConfig();
  }
  const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
  expect(html, 'pinned again, it is drawn again').toContain('data-server-drawn');
});
