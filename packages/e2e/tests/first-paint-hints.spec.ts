import { expect, test, type Page } from '@playwright/test';
import { HOME_HEADING } from '../src/page-parts';

// Decision 0050: the page names, in its HTML, every script it needs before it can draw (the
// shell's boot chunks and the public remote's entry and route module), so a phone fetches them
// side by side instead of one round trip after another; and each is fetched once (a hint the
// browser could not match to the real request would download the file twice).

/** Scripts fetched until `ready` resolves, and how often each URL was fetched in all. */
async function scriptsUntil(page: Page, url: string, ready: () => Promise<void>) {
  const beforeReady: string[] = [];
  const fetchCount = new Map<string, number>();
  let drawn = false;
  let lastScriptAt = Date.now();
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    lastScriptAt = Date.now();
    fetchCount.set(request.url(), (fetchCount.get(request.url()) ?? 0) + 1);
    if (!drawn) beforeReady.push(request.url());
  });
  await page.goto(url);
  await ready();
  drawn = true;
  // Until no script has been asked for in a second: not 'networkidle', which a sermon's video
  // still loading (or any long request) can hold off for good.
  await expect.poll(() => Date.now() - lastScriptAt, { timeout: 15_000 }).toBeGreaterThan(1_000);
  return { beforeReady, fetchCount };
}

/**
 * The scripts the HTML the server sends for a page names: its preload hints, or, on a page drawn
 * on the server (decision 0052), the entry and scripts its `after-paint` block lists.
 */
async function hintsOf(page: Page, url: string): Promise<string[]> {
  const html = await (await page.request.get(url, { headers: { accept: 'text/html' } })).text();
  const afterPaint = /<script type="application\/json" id="after-paint">(.*?)<\/script>/.exec(html)?.[1];
  const listed = afterPaint ? (JSON.parse(afterPaint) as { entry: string; preload: string[] }) : undefined;
  const hrefs = listed
    ? [listed.entry, ...listed.preload]
    : [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map((match) => match[1]!);
  return hrefs.map((href) => new URL(href, page.url()).toString());
}

// Drawn by React: the HTML carries the page drawn on the server (0052), which React replaces.
const pageHeading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.locator('[data-server-drawn]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};

const pages = [
  { name: 'the home page', url: async () => '/', ready: pageHeading(HOME_HEADING) },
  { name: 'the sermons page', url: async () => '/videos', ready: pageHeading('Sermons') },
  {
    name: 'a post',
    url: async (page: Page) => {
      const [post] = (await (await page.request.get('/api/posts/highlighted')).json()) as { id: number }[];
      return `/posts/${post!.id}`;
    },
    ready: pageHeading(/.+/),
  },
];

for (const { name, url, ready } of pages) {
  test(`${name} names every script it needs to draw in its HTML, and fetches each once`, async ({ page }) => {
    const path = await url(page);
    const { beforeReady, fetchCount } = await scriptsUntil(page, path, () => ready(page));
    const hinted = await hintsOf(page, path);
    const entry = beforeReady[0];
    expect(hinted.length, 'the page names its boot scripts').toBeGreaterThan(5);
    const unhinted = beforeReady.filter((script) => script !== entry && !hinted.includes(script));
    expect(unhinted, 'scripts the page waited for that its HTML did not name').toEqual([]);
    const twice = [...fetchCount].filter(([, count]) => count > 1).map(([script]) => script);
    expect(twice, 'scripts downloaded more than once').toEqual([]);
    expect(
      hinted.some((script) => script.endsWith('/remoteEntry.js')),
      "the public remote's entry is named",
    ).toBe(true);
  });
}
