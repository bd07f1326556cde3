import { readFileSync } from 'node:fs';
import path from 'node:path';
import { publicPages } from '@church/areas/public-pages';
import { publicRoutes } from './routes';

it("serves exactly the site table's public paths", () => {
  expect(publicRoutes.map((route) => route.path)).toEqual(
    publicPages.flatMap((row) => [row.path, ...('alsoAt' in row ? row.alsoAt : [])]),
  );
});

it("names each lazy page's chunk as its row does, so the server hints the right file", () => {
  const source = readFileSync(path.join(__dirname, 'routes.tsx'), 'utf8');
  const named = [
    ...source.matchAll(/'(page-[a-z-]+)': pageComponent\(\s*\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\//g),
  ];
  expect(named.length).toBeGreaterThan(0);
  for (const [, key, chunk] of named) expect(chunk).toBe(key);
  // Every row, the home page's too, has a lazy chunk of its own.
  expect(named.map(([, key]) => key).sort()).toEqual(publicPages.map((row) => row.chunk).sort());
});
