import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Response } from '@playwright/test';
import { writeBudgetSection } from '../src/budget-report';
import { isScript } from '../src/network';
import { HOME_HEADING, giveButton, siteHeader } from '../src/page-parts';

// Issue 16's line: 140 KB on each first visit below. Today 138.9-139.8 KiB (decisions 0053 and
// 0054), so a change that adds to the first visit meets it here.
const INITIAL_JS_BUDGET = 140 * 1024;

interface Script {
  url: string;
  rawBytes: number;
  gzipBytes: number;
  body: string;
}

/** Collects every script body the page downloads; `settle()` waits for all of them. */
function collectScripts(page: Page) {
  // Chromium sometimes reports a second response for a URL it already has: webpack's script tag
  // reading the shell's preloaded chunk from the memory cache (~1 ms, no request headers). One
  // URL is one download and one copy: the first response whose body can be read counts. Now and
  // then none can (the browser dropped it from its buffer): the same URL is then fetched again,
  // so a script is never left out of a budget or a count of copies.
  const bodies = new Map<string, Promise<Buffer | undefined>[]>();
  page.on('response', (response: Response) => {
    if (!isScript(response)) return;
    const url = response.url();
    bodies.set(url, [...(bodies.get(url) ?? []), response.body().catch(() => undefined)]);
  });
  const scriptOf = async (url: string, reads: Promise<Buffer | undefined>[]): Promise<Script> => {
    const body =
      (await Promise.all(reads)).find((read) => read !== undefined) ?? (await (await page.request.get(url)).body());
    return {
      url,
      rawBytes: body.length,
      // The budget is in gzip bytes whatever the server sends: gzip the body ourselves.
      gzipBytes: gzipSync(body, { level: 9 }).length,
      body: body.toString('utf8'),
    };
  };
  return {
    settle: () => Promise.all([...bodies].map(([url, reads]) => scriptOf(url, reads))),
  };
}

function formatScripts(scripts: Script[]): string {
  return scripts.map((script) => `${String(script.gzipBytes).padStart(8)}  ${script.url}`).join('\n');
}

/** The first visits issue 16 names: the home page, the sermons page and a post. */
const FIRST_VISITS = [
  { name: 'the home page', section: 'homeInitialJs', url: async () => '/', heading: HOME_HEADING as string | RegExp },
  { name: 'the sermons page', section: 'videosInitialJs', url: async () => '/videos', heading: 'Sermons' },
  {
    name: 'a post',
    section: 'postInitialJs',
    url: async (page: Page) => {
      const [post] = (await (await page.request.get('/api/posts/highlighted')).json()) as { id: number }[];
      return `/posts/${post!.id}`;
    },
    heading: /.+/,
  },
];

for (const visit of FIRST_VISITS) {
  test(`${visit.name} downloads at most ${INITIAL_JS_BUDGET / 1024} KB of gzipped JavaScript`, async ({ page }) => {
    const url = await visit.url(page);
    const collector = collectScripts(page);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: visit.heading })).toBeVisible();
    // A page drawn on the server fetches its scripts after its first paint (decision 0052).
    await expect(page.locator('[data-server-drawn]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const scripts = await collector.settle();
    const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);

    writeBudgetSection(visit.section, {
      url,
      limitGzipBytes: INITIAL_JS_BUDGET,
      totalGzipBytes: total,
      scripts: scripts
        .map(({ url: scriptUrl, rawBytes, gzipBytes }) => ({ url: scriptUrl, rawBytes, gzipBytes }))
        .sort((a, b) => b.gzipBytes - a.gzipBytes),
    });

    expect(scripts.length).toBeGreaterThan(0);
    expect(
      total,
      `initial JS is ${total} gzip bytes, over the ${INITIAL_JS_BUDGET} budget:\n${formatScripts(scripts)}`,
    ).toBeLessThanOrEqual(INITIAL_JS_BUDGET);
  });
}

/** Markers each library's production build carries exactly once, in the chunk that holds it. */
const LIBRARY_MARKERS: Record<string, RegExp> = {
  react: /useTransition\(\)\s*\}\s*,\s*[\w$]+\.version\s*=\s*"\d+\.\d+\.\d+"/,
  'react-dom': /rendererPackageName\s*:\s*"react-dom"/,
  'react-router-dom': /__reactRouterVersion\s*=\s*"\d+\.\d+\.\d+"/,
};

const ROUTER_SHARE_NAMES = ['react-router-dom', 'react-router', '@church/router'];

interface SharedView {
  versions: string[];
  loadedVersions: string[];
  providers: string[];
  users: string[];
}

test('react, react-dom and react-router are loaded once across shell and remotes', async ({ page }) => {
  const collector = collectScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();

  await siteHeader(page).getByRole('link', { name: 'About Us', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();

  await giveButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Giving' })).toBeVisible();
  await page.keyboard.press('Escape');

  // A client-side navigation, as a link would do, so the session keeps one document.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/dashboard');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');

  const shared: Record<string, SharedView> = await page.evaluate(
    (names) => {
      type Entry = { from?: string; loaded?: boolean; lib?: unknown; useIn?: string[] };
      type Share = Record<string, Record<string, Record<string, Record<string, Entry>>>>;
      const share = (window as unknown as { __FEDERATION__?: { __SHARE__?: Share } }).__FEDERATION__?.__SHARE__ ?? {};
      const views: Record<string, SharedViewInPage> = {};
      type SharedViewInPage = { versions: string[]; loadedVersions: string[]; providers: string[]; users: string[] };
      for (const name of names) {
        const versions = new Set<string>();
        const loaded = new Set<string>();
        const providers = new Set<string>();
        const users = new Set<string>();
        for (const scopes of Object.values(share)) {
          for (const packages of Object.values(scopes)) {
            for (const [version, entry] of Object.entries(packages[name] ?? {})) {
              versions.add(version);
              if (entry.loaded || entry.lib) {
                loaded.add(version);
                if (entry.from) providers.add(entry.from);
              }
              for (const user of entry.useIn ?? []) users.add(user);
            }
          }
        }
        views[name] = {
          versions: [...versions],
          loadedVersions: [...loaded],
          providers: [...providers],
          users: [...users],
        };
      }
      return views;
    },
    ['react', 'react-dom', ...ROUTER_SHARE_NAMES],
  );

  const scripts = await collector.settle();
  const copies = Object.fromEntries(
    Object.entries(LIBRARY_MARKERS).map(([name, marker]) => [
      name,
      scripts.filter((script) => marker.test(script.body)).map((script) => script.url),
    ]),
  );

  writeBudgetSection('sharedSingletons', {
    session: ['/', '/about-us', 'Give', '/dashboard'],
    federationShareScope: shared,
    downloadedCopies: copies,
    scriptsDownloaded: scripts.length,
    totalGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
  });

  for (const name of ['react', 'react-dom']) {
    const view = shared[name] as SharedView | undefined;
    expect(view?.loadedVersions, `${name}: loaded versions in the share scope`).toHaveLength(1);
    expect(view?.providers, `${name}: modules providing the loaded copy`).toHaveLength(1);
  }
  // The router may be shared as react-router-dom or through a workspace wrapper around it;
  // whichever names carry it, each must be loaded in one version from one provider.
  const routerShares = ROUTER_SHARE_NAMES.filter((name) => (shared[name]?.loadedVersions.length ?? 0) > 0);
  expect(routerShares, `no router found in the share scope: ${JSON.stringify(shared)}`).not.toHaveLength(0);
  for (const name of routerShares) {
    expect(shared[name]?.loadedVersions, `${name}: loaded versions in the share scope`).toHaveLength(1);
    expect(shared[name]?.providers, `${name}: modules providing the loaded copy`).toHaveLength(1);
  }
  for (const name of Object.keys(LIBRARY_MARKERS)) {
    expect(copies[name], `${name}: scripts whose body holds a copy`).toHaveLength(1);
  }
});
