import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import spanishTitles from '@church/areas/i18n/es';
import { sitePageEntries, type PageRole, type SitePageEntry } from '@church/areas/site-table';
import { DEMO, signInAs, tokenOf } from '../src/accounts';
import { expectNoSeriousA11yViolations } from '../src/axe';
import { NOT_FOUND_TEXT } from '../src/page-parts';

// Driven by the site table (@church/areas): every row's path, opened as the role it names, in
// English and in Spanish, draws its own page with its content, neither the 404 page nor a bare
// heading, and axe finds no serious or critical WCAG 2.2 A/AA violation on it once its content is
// there (one visit a row and language).

type Language = 'en' | 'es';
const browserIn: Record<Language, { locale: string; extraHTTPHeaders: Record<string, string> }> = {
  en: { locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en-US,en;q=0.9' } },
  es: { locale: 'es-MX', extraHTTPHeaders: { 'accept-language': 'es-MX,es;q=0.9' } },
};
/** A row's title as the page shows it: the table's English text is the Spanish catalogue's key. */
const titleIn = (language: Language, title: string) =>
  language === 'es' ? ((spanishTitles as Record<string, string>)[title] ?? title) : title;

const accounts: Record<Exclude<PageRole, 'visitor'>, { email: string; password: string }> = {
  member: DEMO.member,
  leader: DEMO.leader,
  admin: DEMO.admin,
};

/** Real ids for the `:id` in a path, by the segment before it. */
async function realIds(request: APIRequestContext): Promise<Record<string, number>> {
  const videos = (await (await request.get('/api/paginated-videos?skip=0&take=1')).json()) as {
    entities: { id: number }[];
  };
  const posts = (await (await request.get('/api/posts')).json()) as { id: number }[];
  const events = (await (await request.get('/api/events/upcoming?skip=0&take=1')).json()) as {
    entities: { id: number }[];
  };
  const token = await tokenOf(request, DEMO.leader);
  const serviceTypes = (await (
    await request.get('/api/service-types', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { id: number }[];
  const campaigns = (await (
    await request.get('/api/campaigns?skip=0&take=1', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { entities: { id: number }[] };
  const ids = {
    videos: videos.entities[0]?.id,
    posts: posts[0]?.id,
    events: events.entities[0]?.id,
    'plan-page': serviceTypes[0]?.id,
    campaigns: campaigns.entities[0]?.id,
  };
  for (const [segment, id] of Object.entries(ids)) expect(id, `a demo ${segment} row`).toBeDefined();
  return ids as Record<string, number>;
}

/**
 * A signed-in person's language is the one on their account, whatever the browser says: the
 * Spanish pass sets it, and sets English back for the specs after it.
 */
async function setAccountLanguage(
  request: APIRequestContext,
  user: { email: string; password: string },
  language: Language,
): Promise<void> {
  const token = await tokenOf(request, user);
  const response = await request.put('/api/users/current/language', {
    headers: { Authorization: `Bearer ${token}` },
    data: { language },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

const fill = (path: string, ids: Record<string, number>) =>
  path.replace(/([^/]+)\/:id/g, (_whole, segment: string) => `${segment}/${ids[segment]}`);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectPage(page: Page, entry: SitePageEntry, url: string, language: Language) {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const title = titleIn(language, entry.title);
  const main = page.locator('main');
  if (entry.part === 'public' || entry.part === 'shell') {
    // The shell titles the document from the row.
    await expect(page).toHaveTitle(new RegExp(`^${escape(title)} \\|`));
    await expect(main.locator('h1').first()).toBeVisible();
  } else if (entry.path.includes(':id')) {
    // A record's page is headed by the record's own name (a plan's, say), not the row's title.
    await expect(main.locator('h1').first()).toBeVisible();
  } else {
    await expect(
      main
        .locator('h1')
        .filter({ hasText: new RegExp(`^${escape(title)}`, 'i') })
        .first(),
    ).toBeVisible();
  }
  await expect(page.getByText(NOT_FOUND_TEXT)).toHaveCount(0);
  // Content beside the heading, once loaded: not only a heading and a spinner. An area page's own
  // section, so the area's menu does not count; a public page's whole main (a sermon's heading
  // stands alone above its player).
  const section = entry.part === 'public' ? main : main.locator('h1').first().locator('xpath=..');
  await expect(
    section.locator(':is(p, li, tr, input, textarea, select, button, a, canvas, article, table, form):visible').first(),
  ).toBeVisible();
}

const roles: PageRole[] = ['visitor', 'member', 'leader', 'admin'];

/**
 * The public pages and the member's area are opened on a 390 px phone, where their layout
 * changes most (tables become cards, menus fold); the leader's and the admin's on a desktop.
 */
const phone = { width: 390, height: 844 };
const onPhone: PageRole[] = ['visitor', 'member'];

for (const language of ['en', 'es'] as const) {
  test.describe(`in ${language === 'en' ? 'English' : 'Spanish'}`, () => {
    test.use(browserIn[language]);
    for (const role of roles) {
      const entries = sitePageEntries().filter((entry) => entry.role === role);
      test(`every page for the ${role} renders at its path`, async ({ page, request }) => {
        // A row's visit and its axe run: about 3 s each locally, far more on a loaded CI machine.
        test.setTimeout(30_000 + entries.length * 25_000);
        const ids = await realIds(request);
        if (onPhone.includes(role)) await page.setViewportSize(phone);
        const account = role === 'visitor' ? undefined : accounts[role];
        if (account) {
          await setAccountLanguage(request, account, language);
          await signInAs(page, account);
        }
        try {
          for (const entry of entries) {
            // The shell's pages read a token from their link; an unknown one still draws the page.
            const url = entry.part === 'shell' ? `${entry.path}?token=not-a-token` : fill(entry.path, ids);
            await test.step(url, async () => {
              await expectPage(page, entry, url, language);
              await expectNoSeriousA11yViolations(page);
            });
          }
        } finally {
          if (account && language !== 'en') await setAccountLanguage(request, account, 'en');
        }
      });
    }
  });
}
