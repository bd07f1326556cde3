import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sessionHintCookie, utcOffsetAt, type RemotesConfig, type SiteSettings } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, callApi, demo, login, tempDir } from '../../test/helper';
import { siteCsp } from './site-csp';
import { rendererPin } from './site-renderer-source';

const INDEX =
  '<!doctype html><html lang="en"><head><title>Church</title></head><body><noscript>This site needs JavaScript to run.</noscript><div id="root"></div></body></html>';
const HASHED = 'main.3f9a1c2b7d.js';

describe('site serving', () => {
  let app: FastifyInstance;
  let remotesFile: string;
  let shellDir: string;
  const writeRemotes = (config: RemotesConfig) => fs.writeFileSync(remotesFile, JSON.stringify(config));

  before(async () => {
    shellDir = tempDir('church-shell-');
    fs.writeFileSync(path.join(shellDir, 'index.html'), INDEX);
    fs.writeFileSync(path.join(shellDir, HASHED), `console.log(${JSON.stringify('x'.repeat(4000))});`);
    fs.writeFileSync(path.join(shellDir, 'favicon.ico'), 'icon');
    fs.writeFileSync(path.join(shellDir, `${HASHED}.map`), '{"sources":["src/secret.ts"]}');
    remotesFile = path.join(tempDir('church-remotes-'), 'remotes.json');
    writeRemotes({ remotes: { mfe_public: 'http://localhost:3001/mf-manifest.json' } });
    app = await buildTestApp(
      { dataDir: tempDir() },
      {
        site: {
          shellDir,
          remotesConfig: async () => JSON.parse(await fs.promises.readFile(remotesFile, 'utf8')) as RemotesConfig,
          timeZone: 'America/Denver',
        },
      },
    );
  });
  after(() => app.close());

  const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*;q=0.8' } });

  const settingsBlock = /<script type="application\/json" id="site-settings">(.*?)<\/script>/;
  /** The site settings a page was given. */
  const settingsOf = (html: string) => JSON.parse(settingsBlock.exec(html)?.[1] ?? 'null') as SiteSettings | null;

  /** index.html as served: the file with the site settings (as given) and remotes config inlined before </head>. */
  const served = (config: RemotesConfig, html: string) =>
    INDEX.replace(
      '</head>',
      `${settingsBlock.exec(html)?.[0]}<script type="application/json" id="remotes-config">${JSON.stringify(config)}</script></head>`,
    );

  it("tells every page the church's zone and its offsets from UTC over the years around now", async () => {
    const settings = settingsOf((await page('/events')).body);
    assert.equal(settings?.timeZone, 'America/Denver');
    assert.ok(settings?.utcOffsets);
    const year = new Date().getUTCFullYear();
    // Mountain time: seven hours behind UTC in winter, six in summer, for 20 years back and 10 ahead.
    for (const y of [year - 20, year, year + 9]) {
      assert.equal(utcOffsetAt(settings.utcOffsets, Date.UTC(y, 0, 15)), -420, `January ${y}`);
      assert.equal(utcOffsetAt(settings.utcOffsets, Date.UTC(y, 6, 15)), -360, `July ${y}`);
    }
    assert.equal(utcOffsetAt(settings.utcOffsets, Date.UTC(year + 11, 0, 15)), undefined);
  });

  it('serves index.html for a page without long caching, with the church time zone and remotes config inlined', async () => {
    const response = await page('/account/Reports');
    assert.equal(response.statusCode, 200);
    assert.equal(
      response.body,
      served({ remotes: { mfe_public: 'http://localhost:3001/mf-manifest.json' } }, response.body),
    );
    assert.equal(response.headers['cache-control'], 'no-cache');
  });

  it("names the home page's largest picture in its HTML, so it loads beside the scripts", async () => {
    const highlighted = (await app.inject({ method: 'GET', url: '/api/posts/highlighted' })).json<
      { titlePictureUrl: string; rowPosition: number }[]
    >();
    const first = highlighted.find((post) => post.rowPosition === 1);
    assert.ok(first, 'the demo data highlights a post in row 1');
    const hint = `<link rel="preload" as="image" href="${first.titlePictureUrl}" fetchpriority="high">`;
    assert.ok((await page('/')).body.includes(`${hint}</head>`));
    assert.ok(!(await page('/videos')).body.includes('as="image"'));
  });

  it("names a public page's remote entry in its HTML, so it loads beside the shell's scripts", async () => {
    const hint = '<link rel="preload" as="script" href="http://localhost:3001/remoteEntry.js">';
    for (const url of ['/about-us', '/videos/7']) assert.ok((await page(url)).body.includes(hint), url);
    assert.ok(!(await page('/account')).body.includes(hint));
    // The browser loads the entry, not the manifest: nothing preloads the manifest.
    assert.ok(!(await page('/about-us')).body.includes('as="fetch"'));
  });

  it("names the remote's entry, route module, the page's chunk and their styles from its manifest", async () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          name: 'routes',
          assets: {
            js: { sync: ['978.ab12cd34.js'], async: ['page-videos.12ab34cd.js', 'page-video.56ef78ab.js'] },
            css: { sync: ['routes.ef56ab78.css'], async: ['page-videos.9a8b7c6d.css'] },
          },
        },
        { name: 'prayer-request', assets: { js: { sync: ['prayer.js'] }, css: { sync: [] } } },
      ],
    };
    const server = http.createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(manifest));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/releases/a1`;
    writeRemotes({ remotes: { mfe_public: `${base}/mf-manifest.json` } });
    try {
      const body = (await page('/videos')).body;
      assert.ok(body.includes(`<link rel="preload" as="style" href="${base}/routes.ef56ab78.css">`), body);
      assert.ok(body.includes(`<link rel="preload" as="script" href="${base}/remoteEntry.js">`));
      assert.ok(body.includes(`<link rel="preload" as="script" href="${base}/978.ab12cd34.js">`));
      assert.ok(
        body.includes(`<link rel="preload" as="script" href="${base}/page-videos.12ab34cd.js">`),
        "the page's chunk",
      );
      assert.ok(body.includes(`<link rel="preload" as="style" href="${base}/page-videos.9a8b7c6d.css">`));
      assert.ok(!body.includes('page-video.56ef78ab.js'), "another page's chunk is not named");
      assert.ok(!body.includes('prayer.js'), "another module's files are not named");
      assert.ok(
        (await page('/videos/12')).body.includes(`${base}/page-video.56ef78ab.js`),
        "a sermon's own page chunk",
      );
      assert.ok(
        !(await page('/account')).body.includes('remoteEntry.js'),
        'only public pages are drawn by this remote',
      );
    } finally {
      writeRemotes({ remotes: { mfe_public: 'http://localhost:3001/mf-manifest.json' } });
      server.close();
    }
  });

  it("names an area page's remotes in its HTML for a signed-in browser: the area's routes and the page's module", async () => {
    const manifestOf = (exposes: Record<string, string>) => ({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: Object.entries(exposes).map(([name, file]) => ({
        name,
        assets: { js: { sync: [file], async: ['lazy.1a2b3c4d.js'] }, css: { sync: [], async: [] } },
      })),
    });
    const manifests: Record<string, object> = {
      '/account/mf-manifest.json': manifestOf({
        routes: 'routes.aa11aa11.js',
        'account-settings': 'settings.bb22bb22.js',
      }),
      // The page's module consumes two libraries (decision 0110): the shell's copy of the one
      // it does not load at boot comes with the page's files; the other is in its boot already.
      '/giving/mf-manifest.json': {
        ...manifestOf({ 'payment-settings': 'payment.cc33cc33.js' }),
        exposes: [
          {
            ...manifestOf({ 'payment-settings': 'payment.cc33cc33.js' }).exposes[0],
            requires: ['react', 'react-hook-form'],
          },
        ],
      },
      '/dashboard/mf-manifest.json': manifestOf({ routes: 'routes.dd44dd44.js', charts: 'charts.ee55ee55.js' }),
    };
    const server = http.createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(manifests[request.url ?? ''] ?? {}));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    writeRemotes({
      remotes: {
        mfe_public: 'http://localhost:3001/mf-manifest.json',
        mfe_account: `${base}/account/mf-manifest.json`,
        mfe_giving: `${base}/giving/mf-manifest.json`,
        mfe_dashboard: `${base}/dashboard/mf-manifest.json`,
      },
    });
    const withHint = async (url: string, hint?: string) =>
      (
        await app.inject({
          method: 'GET',
          url,
          headers: { accept: 'text/html', ...(hint ? { cookie: `${sessionHintCookie}=${hint}` } : {}) },
        })
      ).body;
    const preloads = (body: string) =>
      [...body.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((match) => match[1]);
    fs.writeFileSync(
      path.join(shellDir, 'shared-files.json'),
      JSON.stringify({ 'react-hook-form': ['21.f0f0f0f0.js'] }),
    );
    try {
      // Payment Settings sits in the account area and is drawn by mfe-giving: both remotes' files,
      // and the shell's form library, which its module consumes.
      assert.deepEqual(preloads(await withHint('/account/payment-settings', '/account/settings')), [
        `${base}/account/remoteEntry.js`,
        `${base}/account/routes.aa11aa11.js`,
        `${base}/giving/remoteEntry.js`,
        `${base}/giving/payment.cc33cc33.js`,
        '/21.f0f0f0f0.js',
      ]);
      // The area's own path opens on the page the hint names; an older browser's hint names none.
      assert.deepEqual(preloads(await withHint('/account', '/account/settings')), [
        `${base}/account/remoteEntry.js`,
        `${base}/account/routes.aa11aa11.js`,
        `${base}/account/settings.bb22bb22.js`,
      ]);
      assert.deepEqual(preloads(await withHint('/account', '1')), []);
      assert.deepEqual(preloads(await withHint('/dashboard/charts', '1')), [
        `${base}/dashboard/remoteEntry.js`,
        `${base}/dashboard/routes.dd44dd44.js`,
        `${base}/dashboard/charts.ee55ee55.js`,
      ]);
      // No hint: a visitor is sent away from an area, so nothing is fetched for it; nor for a
      // session whose header leads to the other area, nor for a path that is no page.
      assert.deepEqual(preloads(await withHint('/account/payment-settings')), []);
      assert.deepEqual(preloads(await withHint('/dashboard/charts', '/account/settings')), []);
      assert.deepEqual(preloads(await withHint('/account/no-such-page', '/account/settings')), []);
    } finally {
      fs.rmSync(path.join(shellDir, 'shared-files.json'));
      writeRemotes({ remotes: { mfe_public: 'http://localhost:3001/mf-manifest.json' } });
      server.close();
    }
  });

  it("draws a public page on the server: the shell's frame around the remote's page, from the page's reads", async () => {
    const shellRenderer = path.join(shellDir, 'server/render.js');
    fs.mkdirSync(path.dirname(shellRenderer), { recursive: true });
    fs.writeFileSync(
      shellRenderer,
      `exports.pageSlot = '<church-page></church-page>';
       exports.renderFrame = ({ path, signedIn, areaEntry, language }) =>
         '<header>' + path + (signedIn ? ' for a member' : '') + (areaEntry ? ' linking ' + areaEntry : '') +
         (language === 'en' ? '' : ' in ' + language) +
         '</header><main><church-page></church-page></main>';`,
    );
    // The remote's renderer draws what it was handed: the page's path, reads and origin.
    const r1 = `exports.renderPage = async ({ path, reads, origin, timeZone }) =>
         '<h1>' + Object.keys(reads).join(',') + ' at ' + path + ' ' + timeZone + ' ' + origin + '</h1>';`;
    const remoteFiles: Record<string, string> = {
      '/r1/mf-manifest.json': JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ name: 'routes', assets: { js: { sync: [] }, css: { sync: ['routes.ef56ab78.css'] } } }],
      }),
      '/r1/server/render.js': r1,
      '/r2/mf-manifest.json': '{}',
      '/r2/server/render.js': `const fs = require('node:fs'); const lib = require('left-pad'); exports.renderPage = async () => 'x';`,
    };
    const server = http.createServer((request, response) => {
      const file = remoteFiles[request.url ?? ''];
      response.statusCode = file === undefined ? 404 : 200;
      response.end(file ?? '');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const root = (body: string) =>
      /<div id="root"( data-server-drawn)?(?: data-session-hint="[^"]*")?>(.*?)<\/div><\/body>/
        .exec(body)
        ?.slice(1)
        .join('');
    const pinned = (folder: string) => ({
      remotes: { mfe_public: `${base}/${folder}/mf-manifest.json` },
      serverRenderers: { mfe_public: rendererPin(remoteFiles[`/${folder}/server/render.js`] ?? '') },
    });
    try {
      writeRemotes(pinned('r1'));
      const videos = (await page('/videos?page=1')).body;
      assert.equal(
        root(videos),
        ' data-server-drawn<header>/videos?page=1</header><main>' +
          '<h1>paginated-videos?skip=0&take=6,videos/filters,live-stream at /videos?page=1 America/Denver http://localhost:3000</h1></main>',
      );
      assert.ok(!videos.includes('serverRenderers'), 'browsers are not sent the pins');
      // The share links' origin is the configured public URL, whatever Host the request named.
      const forged = await app.inject({
        method: 'GET',
        url: '/videos?page=1',
        headers: { accept: 'text/html', host: 'evil.example' },
      });
      assert.ok(root(forged.body)?.includes('America/Denver http://localhost:3000</h1>'), forged.body);
      assert.ok(!forged.body.includes('evil.example'));
      // A browser with a session says so in a cookie (only that): the frame is drawn for a member.
      const forMember = await app.inject({
        method: 'GET',
        url: '/videos?page=1',
        headers: { accept: 'text/html', cookie: `theme=dark; ${sessionHintCookie}=1` },
      });
      assert.ok(root(forMember.body)?.includes('<header>/videos?page=1 for a member</header>'));
      // The browser hydrates from the hint the page was drawn with, which its scripts may have rewritten by then.
      assert.ok(forMember.body.includes('<div id="root" data-server-drawn data-session-hint="1">'), forMember.body);
      assert.ok(!videos.includes('data-session-hint'), "a visitor's page names no hint");
      assert.equal(forMember.headers.vary, 'cookie, accept-language', 'no cache hands one to the other');
      // The visitor's language: their remembered choice (cookie), else their Accept-Language.
      const inLanguage = (headers: Record<string, string>) =>
        app.inject({ method: 'GET', url: '/videos?page=1', headers: { accept: 'text/html', ...headers } });
      const spanish = await inLanguage({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' });
      assert.ok(spanish.body.includes('<html lang="es">'), spanish.body);
      assert.ok(spanish.body.includes('<noscript>Este sitio necesita JavaScript para funcionar.</noscript>'));
      assert.ok(root(spanish.body)?.includes('<header>/videos?page=1 in es</header>'));
      const chosen = await inLanguage({ 'accept-language': 'es-MX', cookie: 'church-language=en' });
      assert.ok(chosen.body.includes('<html lang="en">'));
      assert.ok(root(chosen.body)?.includes('<header>/videos?page=1</header>'));
      // A newer browser's hint names where the header's area link leads; anything else is no hint.
      const drawnWith = async (hint: string) =>
        root(
          (
            await app.inject({
              method: 'GET',
              url: '/videos?page=1',
              headers: { accept: 'text/html', cookie: `${sessionHintCookie}=${hint}` },
            })
          ).body,
        );
      assert.ok((await drawnWith('/dashboard/charts'))?.includes('for a member linking /dashboard/charts</header>'));
      const linking = await app.inject({
        method: 'GET',
        url: '/videos?page=1',
        headers: { accept: 'text/html', cookie: `${sessionHintCookie}=/dashboard/charts` },
      });
      assert.ok(linking.body.includes('data-session-hint="/dashboard/charts"'));
      assert.ok((await drawnWith('"><script>'))?.includes('<header>/videos?page=1</header>'));
      assert.ok(
        videos.includes(`<link rel="stylesheet" href="${base}/r1/routes.ef56ab78.css">`),
        "a drawn page's styles hold its first paint",
      );
      // With the shell's loader beside its index.html, the drawn page's scripts wait for its paint.
      const indexFile = path.join(shellDir, 'index.html');
      fs.writeFileSync(
        indexFile,
        INDEX.replace(
          '</head>',
          '<script defer="defer" src="/main.1a2b3c4d.js"></script><link rel="preload" as="script" href="/12.5e6f7a8b.js"></head>',
        ),
      );
      fs.writeFileSync(path.join(shellDir, 'after-paint.js'), '// loader');
      try {
        const later = (await page('/videos')).body;
        const block = /<script type="application\/json" id="after-paint">(.*?)<\/script>/.exec(later)?.[1];
        assert.deepEqual(JSON.parse(block ?? 'null'), {
          entry: '/main.1a2b3c4d.js',
          preload: ['/12.5e6f7a8b.js', `${base}/r1/remoteEntry.js`],
        });
        assert.ok(later.includes('<script defer src="/after-paint.js"></script>'));
        assert.ok(!later.includes('<script defer="defer"') && !later.includes('as="script"'), 'no script starts early');
        assert.ok(
          (await page('/events')).body.includes('<script defer="defer" src="/main.1a2b3c4d.js">'),
          'a page drawn in the browser loads its scripts at once',
        );
      } finally {
        fs.writeFileSync(indexFile, INDEX);
        fs.rmSync(path.join(shellDir, 'after-paint.js'));
      }

      assert.equal(root((await page('/events')).body), '', 'a page without inlined reads is drawn in the browser');
      assert.equal(root((await page('/posts/999999')).body), '', 'nor is a page whose reads did not answer');

      writeRemotes(pinned('r2'));
      assert.equal(root((await page('/videos')).body), '', 'a renderer may only require harmless parts of Node');
      writeRemotes({
        remotes: { mfe_public: `${base}/r3/mf-manifest.json` },
        serverRenderers: { mfe_public: rendererPin('r3') },
      });
      assert.equal(root((await page('/videos')).body), '', 'nor is a page whose remote has no renderer');
    } finally {
      fs.rmSync(shellRenderer);
      writeRemotes({ remotes: { mfe_public: 'http://localhost:3001/mf-manifest.json' } });
      server.close();
    }
  });

  it("runs a remote's renderer only when the remotes config pins its bytes, fetched over HTTPS or from this machine, in a thread without the API's secrets", async () => {
    const shellRenderer = path.join(shellDir, 'server/render.js');
    fs.mkdirSync(path.dirname(shellRenderer), { recursive: true });
    fs.writeFileSync(
      shellRenderer,
      `exports.pageSlot = '<church-page></church-page>'; exports.renderFrame = () => '<main><church-page></church-page></main>';`,
    );
    process.env.CHURCH_TEST_SECRET = 'api-only';
    // Evaluating the renderer calls home, so a test can tell whether it ran at all.
    let ran = 0;
    const renderer = `fetch(new URL('/ran', __filename)).catch(() => {});
      exports.renderPage = async ({ path }) => {
        if (path.includes('hang')) for (;;) {}
        let fsModule = 'fs given';
        try { require('node:fs'); } catch { fsModule = 'fs refused'; }
        return '<h1>drawn, env: ' + Object.keys(process.env).join(',') + ', ' + fsModule + '</h1>';
      };`;
    const files: Record<string, string> = {
      '/good/server/render.js': renderer,
      '/altered/server/render.js': renderer.replace('drawn', 'altered'),
    };
    const fetched: string[] = [];
    const server = http.createServer((request, response) => {
      fetched.push(`${request.headers.host} ${request.url}`);
      if (request.url === '/ran') ran += 1;
      const file = files[request.url ?? ''] ?? (request.url?.endsWith('mf-manifest.json') ? '{}' : undefined);
      response.statusCode = file === undefined ? 404 : 200;
      response.end(file ?? '');
    });
    await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
    const port = (server.address() as AddressInfo).port;
    const local = `http://127.0.0.1:${port}`;
    const pin = rendererPin(renderer);
    const root = async () =>
      /<div id="root"( data-server-drawn)?>(.*?)<\/div><\/body>/
        .exec((await page('/videos')).body)
        ?.slice(1)
        .join('');
    try {
      writeRemotes({ remotes: { mfe_public: `${local}/good/mf-manifest.json` } });
      assert.equal(await root(), '', 'unpinned: the page is served, drawn in the browser');

      writeRemotes({
        remotes: { mfe_public: `${local}/altered/mf-manifest.json` },
        serverRenderers: { mfe_public: pin },
      });
      assert.equal(await root(), '', 'altered: the page is served, drawn in the browser');
      assert.ok(
        fetched.some((line) => line.endsWith('/altered/server/render.js')),
        'it was fetched and checked',
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.equal(ran, 0, 'neither renderer ran');

      // Plain HTTP to another machine is not even asked (this machine's own network address stands in for one).
      const outside = Object.values(os.networkInterfaces())
        .flat()
        .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;
      const hosts = [`http://renderer.example.org:${port}`, ...(outside ? [`http://${outside}:${port}`] : [])];
      for (const host of hosts) {
        writeRemotes({
          remotes: { mfe_public: `${host}/good/mf-manifest.json` },
          serverRenderers: { mfe_public: pin },
        });
        assert.equal(await root(), '', host);
      }
      assert.ok(!fetched.some((line) => line.endsWith('/good/server/render.js')), 'no plain HTTP to another machine');

      writeRemotes({ remotes: { mfe_public: `${local}/good/mf-manifest.json` }, serverRenderers: { mfe_public: pin } });
      const drawn = await root();
      assert.match(drawn ?? '', /^ data-server-drawn<main><h1>drawn, env: (NODE_ENV)?, fs refused<\/h1><\/main>$/);
      for (let waited = 0; ran === 0 && waited < 2000; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      assert.equal(ran, 1, 'the pinned renderer ran, once');

      // A render that hangs is given up with its thread: that page comes undrawn, the next one drawn.
      const hung = await page('/videos?hang');
      assert.equal(hung.statusCode, 200);
      assert.equal(/<div id="root"( data-server-drawn)?>/.exec(hung.body)?.[1], undefined);
      assert.match((await root()) ?? '', /drawn, env/);
    } finally {
      delete process.env.CHURCH_TEST_SECRET;
      fs.rmSync(shellRenderer);
      writeRemotes({ remotes: { mfe_public: 'http://localhost:3001/mf-manifest.json' } });
      server.close();
    }
  });

  it('inlines the first data of the home page and of a post, so their first picture needs no API round trip', async () => {
    const read = async (url: string) => (await app.inject({ method: 'GET', url })).json<unknown>();
    const inlined = (body: string) => /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(body)?.[1];
    const block = inlined((await page('/')).body);
    assert.ok(block, 'the home page carries its data');
    assert.deepEqual(JSON.parse(block), {
      'posts/highlighted': await read('/api/posts/highlighted'),
      'videos/home': await read('/api/videos/home'),
      // "Up next": the first three posts.
      'paginated-posts?skip=0&take=3': await read('/api/paginated-posts?skip=0&take=3'),
      // "Plan your visit": service times, address, parking, access, contact.
      'visit-info': await read('/api/visit-info'),
      // "Live now" during a service.
      'live-stream': await read('/api/live-stream'),
    });
    const firstVideos = 'paginated-videos?skip=0&take=6';
    assert.deepEqual(JSON.parse(inlined((await page('/videos')).body) ?? 'null'), {
      [firstVideos]: await read(`/api/${firstVideos}`),
      // Its filters' series and speakers.
      'videos/filters': await read('/api/videos/filters'),
      // The live stream's player, or the next service's countdown.
      'live-stream': await read('/api/live-stream'),
    });
    assert.equal(inlined((await page('/events')).body), undefined);

    const post = (await read('/api/paginated-posts?skip=0&take=1')) as { entities: { id: number }[] };
    const postId = post.entities[0]?.id;
    assert.ok(postId, 'the demo data has a post');
    const postPage = (await page(`/posts/${postId}`)).body;
    const postRead = (await read(`/api/posts/${postId}`)) as { titlePictureUrl: string };
    assert.deepEqual(JSON.parse(inlined(postPage) ?? 'null'), { [`posts/${postId}`]: postRead });
    assert.ok(
      postPage.includes(`<link rel="preload" as="image" href="${postRead.titlePictureUrl}" fetchpriority="high">`),
    );
    assert.equal(inlined((await page('/posts/999999')).body), undefined, 'a post that does not exist inlines nothing');
  });

  it('inlines the current config on every page load, with nothing that could close the script', async () => {
    writeRemotes({ remotes: { mfe_public: 'http://localhost:3009/</script>.json' } });
    try {
      const body = (await page('/about-us')).body;
      assert.match(body, /"mfe_public":"http:\/\/localhost:3009\/\\u003c\/script>\.json"/);
      assert.equal(body.split('</script>').length, 3);
    } finally {
      writeRemotes({ remotes: { mfe_public: 'http://localhost:3001/mf-manifest.json' } });
    }
  });

  it('answers any page URL with index.html and 200, so the client router decides', async () => {
    for (const url of ['/dashboard', '/account/Reports', '/no/such/page']) {
      const response = await page(url);
      assert.equal(response.statusCode, 200, url);
      assert.equal(
        response.body,
        served({ remotes: { mfe_public: 'http://localhost:3001/mf-manifest.json' } }, response.body),
        url,
      );
      assert.equal(response.headers['cache-control'], 'no-cache', url);
    }
  });

  it('keeps unknown /api URLs a JSON 404, even for a browser', async () => {
    const response = await page('/api/nope');
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { errors: ['Route GET /api/nope not found'] });
  });

  it('answers a missing asset that is not a page with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/missing.js', headers: { accept: '*/*' } });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { errors: ['Route GET /missing.js not found'] });
  });

  it('never serves the source maps a production build keeps beside its scripts', async () => {
    const response = await app.inject({ method: 'GET', url: `/${HASHED}.map`, headers: { accept: '*/*' } });
    assert.equal(response.statusCode, 404);
    assert.doesNotMatch(response.body, /secret/);
  });

  it('caches content-hashed assets forever, and other files only with revalidation', async () => {
    const hashed = await app.inject({ method: 'GET', url: `/${HASHED}` });
    assert.equal(hashed.statusCode, 200);
    assert.equal(hashed.headers['cache-control'], 'public, max-age=31536000, immutable');
    const icon = await app.inject({ method: 'GET', url: '/favicon.ico' });
    assert.equal(icon.headers['cache-control'], 'no-cache');
  });

  it('compresses assets for browsers that accept it', async () => {
    const response = await app.inject({ method: 'GET', url: `/${HASHED}`, headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(response.headers['content-encoding'], 'br');
  });

  it('serves remotes.json uncached and re-reads it on every request', async () => {
    const first = await app.inject({ method: 'GET', url: '/remotes.json' });
    assert.equal(first.statusCode, 200);
    assert.equal(first.headers['cache-control'], 'no-cache');
    assert.deepEqual(first.json(), { remotes: { mfe_public: 'http://localhost:3001/mf-manifest.json' } });

    writeRemotes({ remotes: { mfe_public: 'https://cdn.example.org/public/v2/mf-manifest.json' } });
    const second = await app.inject({ method: 'GET', url: '/remotes.json' });
    assert.deepEqual(second.json(), { remotes: { mfe_public: 'https://cdn.example.org/public/v2/mf-manifest.json' } });
  });

  it("lets the page load scripts, styles and manifests from the current remotes' origins", async () => {
    writeRemotes({
      remotes: {
        mfe_public: 'http://localhost:3001/mf-manifest.json',
        mfe_giving: 'https://giving.example.org/v3/mf-manifest.json',
      },
    });
    const csp = String((await page('/giving')).headers['content-security-policy']);
    for (const directive of ['script-src', 'style-src', 'connect-src', 'font-src', 'img-src']) {
      const sources = csp.split('; ').find((part) => part.startsWith(`${directive} `)) ?? '';
      assert.match(sources, /'self'/, directive);
      assert.match(sources, /http:\/\/localhost:3001/, directive);
      assert.match(sources, /https:\/\/giving\.example\.org/, directive);
    }
    assert.match(csp, /style-src [^;]*'unsafe-inline'/);
    assert.match(csp, /img-src [^;]*data: blob:/);
    // Frames only from the video sites whose players are embedded, not from any https origin.
    assert.match(csp, /frame-src [^;]*https:\/\/www\.youtube\.com/);
    assert.doesNotMatch(csp, /frame-src [^;]*https:(;|\s|$)/);
    assert.doesNotMatch(csp, /script-src [^;]*'unsafe-inline'/);
  });

  it("lets Stripe.js load and call its API only when the card field is Stripe's", async () => {
    const sandboxCsp = String((await page('/')).headers['content-security-policy']);
    assert.doesNotMatch(sandboxCsp, /stripe/);
    const stripeCsp = siteCsp([], { stripe: true });
    assert.match(stripeCsp, /script-src 'self' https:\/\/js\.stripe\.com/);
    assert.match(stripeCsp, /connect-src 'self' https:\/\/api\.stripe\.com/);
  });

  it("lets the live player load media from the church's own HLS stream once an admin sets it", async () => {
    const before = String((await page('/videos')).headers['content-security-policy']);
    assert.match(before, /media-src 'self' blob:;/);
    const admin = await login(app, demo.admin);
    const saved = await callApi(app, 'PUT', '/live-stream/settings', admin, {
      url: 'https://stream.example.org/live/church.m3u8',
      useServiceTimes: true,
      times: [],
      durationMinutes: 90,
    });
    assert.equal(saved.statusCode, 200);
    const after = String((await page('/videos')).headers['content-security-policy']);
    assert.match(after, /media-src 'self' blob: https:\/\/stream\.example\.org;/);
  });

  it("asks the browser to preconnect to the remotes' origins", async () => {
    const response = await page('/');
    assert.match(String(response.headers.link), /<http:\/\/localhost:3001>; rel=preconnect/);
  });

  it('never answers a page with 304, so a cached page cannot keep an old policy or config', async () => {
    const response = await page('/');
    assert.equal(response.headers.etag, undefined);
    assert.equal(response.headers['last-modified'], undefined);
  });

  it('keeps the strict policy on API responses', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(response.statusCode, 200);
    assert.doesNotMatch(String(response.headers['content-security-policy']), /localhost:3001/);
  });
});
