import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findAreaPage } from '../find-area-page';
import { findSiteRoute } from '../site-routes';
import { areaPagePath, publicPath, shellPages, sitePageEntries } from '.';
import { areaPageAt } from './area-page-at';
import { findServerDrawnPage } from './server-drawn';

const repoRoot = path.resolve(__dirname, '../../../..');
const withIds = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, '1');

it('gives every path of the site one page', () => {
  const paths = sitePageEntries().map((entry) => entry.path);
  expect(new Set(paths).size).toBe(paths.length);
});

it.each(sitePageEntries().map((entry) => [entry.path, entry] as const))('%s is drawn by its row', (_path, entry) => {
  const pathname = withIds(entry.path);
  if (entry.part === 'public') {
    expect(findSiteRoute(pathname)).toMatchObject({ remote: 'mfe_public', title: entry.title });
  } else if (entry.part === 'shell') {
    expect(shellPages.find((page) => page.path === pathname)?.title).toBe(entry.title);
    expect(findSiteRoute(pathname)).toBeUndefined();
  } else {
    expect(findSiteRoute(pathname)?.remote).toBe(entry.part === 'account' ? 'mfe_account' : 'mfe_dashboard');
    expect(findAreaPage(entry.part, pathname)?.placement.title).toBe(entry.title);
    // The page server finds the same page from the path alone (it names the page's files).
    expect(areaPageAt(pathname)?.page[entry.part]?.title).toBe(entry.title);
  }
});

/** Every source file of the apps and packages that is not a test. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const full = path.join(dir, item.name);
    if (item.isDirectory()) return ['node_modules', 'dist', 'testing'].includes(item.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(item.name) && !/\.test\.tsx?$/.test(item.name) ? [full] : [];
  });
}

it('has no route that is not read from the table', () => {
  const roots = readdirSync(repoRoot)
    .filter((name) => name === 'shell' || name.startsWith('mfe-'))
    .map((name) => path.join(repoRoot, name, 'src'));
  const packages = readdirSync(path.join(repoRoot, 'packages')).map((name) =>
    path.join(repoRoot, 'packages', name, 'src'),
  );
  const literalRoutes = [...roots, ...packages]
    .filter((dir) => {
      try {
        return readdirSync(dir).length > 0;
      } catch {
        return false;
      }
    })
    .flatMap(sourceFiles)
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<Route\b[^>]*?\bpath=(["'])([^"']*)\1/g)]
        .map((match) => match[2])
        .filter((routePath) => routePath !== '*')
        .map((routePath) => `${path.relative(repoRoot, file)}: ${routePath}`),
    );
  // A route is one row of the site table: apps map the table's rows to <Route>s, never write a path.
  expect(literalRoutes).toEqual([]);
});

it('builds URLs from the rows', () => {
  expect(publicPath('video', { id: 7 })).toBe('/videos/7');
  expect(publicPath('home')).toBe('/');
  expect(areaPagePath('dashboard', 'plan-page', { id: 4 })).toBe('/dashboard/plan-page/4');
  expect(areaPagePath('account', 'payment-settings')).toBe('/account/payment-settings');
  expect(areaPagePath('account', 'sent-emails')).toBeNull();
});

it("names a server-drawn page's first reads by the keys the browser files them under", () => {
  const post = findServerDrawnPage('/posts/7/');
  expect(post?.server.reads(post.params)).toEqual(['posts/7']);
  const notAPost = findServerDrawnPage('/posts/seven');
  expect(notAPost?.server.reads(notAPost.params)).toBeUndefined();
  const home = findServerDrawnPage('/home');
  expect(home?.server.reads(home.params)).toEqual([
    'posts/highlighted',
    'videos/home',
    'paginated-posts?skip=0&take=3',
    'visit-info',
    'live-stream',
  ]);
  expect(
    home?.server.firstPicture?.({
      'posts/highlighted': [
        { titlePictureUrl: '/b.jpg', rowPosition: 2 },
        { titlePictureUrl: '/a.jpg', rowPosition: 1 },
      ],
    }),
  ).toBe('/a.jpg');
  expect(findServerDrawnPage('/events')?.server).toBeUndefined();
});
