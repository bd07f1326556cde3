import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { RemotesConfig } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, tempDir } from '../../test/helper';
import { siteCsp } from './site-csp';

const INDEX = '<!doctype html><html><head><title>Church</title></head><body><div id="root"></div></body></html>';
const HASHED = 'main.3f9a1c2b7d.js';

describe('site serving', () => {
  let app: FastifyInstance;
  let remotesFile: string;
  const writeRemotes = (config: RemotesConfig) => fs.writeFileSync(remotesFile, JSON.stringify(config));

  before(async () => {
    const shellDir = tempDir('church-shell-');
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

  /** index.html as served: the file with the site settings and remotes config inlined before </head>. */
  const served = (config: RemotesConfig) =>
    INDEX.replace(
      '</head>',
      '<script type="application/json" id="site-settings">{"timeZone":"America/Denver"}</script>' +
        `<script type="application/json" id="remotes-config">${JSON.stringify(config)}</script></head>`,
    );

  it('serves index.html for a page without long caching, with the church time zone and remotes config inlined', async () => {
    const response = await page('/about-us');
    assert.equal(response.statusCode, 200);
    assert.equal(response.body, served({ remotes: { mfe_public: 'http://localhost:3001/mf-manifest.json' } }));
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
    assert.ok(!(await page('/videos')).body.includes('rel="preload"'));
  });

  it("names the home page's remote manifest in its HTML, so it loads beside the shell's scripts", async () => {
    const hint = '<link rel="preload" as="fetch" href="http://localhost:3001/mf-manifest.json" crossorigin>';
    assert.ok((await page('/')).body.includes(hint));
    assert.ok(!(await page('/about-us')).body.includes(hint));
  });

  it("inlines the home page's first data, so its first picture needs no API round trip", async () => {
    const read = async (url: string) => (await app.inject({ method: 'GET', url })).json<unknown>();
    const inlined = (body: string) => /<script type="application\/json" id="home-data">(.*?)<\/script>/.exec(body)?.[1];
    const block = inlined((await page('/')).body);
    assert.ok(block, 'the home page carries its data');
    assert.deepEqual(JSON.parse(block), {
      'posts/highlighted': await read('/api/posts/highlighted'),
      'videos/home': await read('/api/videos/home'),
    });
    assert.equal(inlined((await page('/videos')).body), undefined);
    assert.equal(inlined((await page('/posts/1')).body), undefined);
  });

  it('inlines the current config on every page load, with nothing that could close the script', async () => {
    writeRemotes({ remotes: { mfe_public: 'http://localhost:3009/</script>.json' } });
    try {
      const body = (await page('/videos')).body;
      assert.match(body, /"mfe_public":"http:\/\/localhost:3009\/\\u003c\/script>\.json"/);
      assert.equal(body.split('</script>').length, 3);
    } finally {
      writeRemotes({ remotes: { mfe_public: 'http://localhost:3001/mf-manifest.json' } });
    }
  });

  it('answers any page URL with index.html and 200, so the client router decides', async () => {
    for (const url of ['/videos', '/account/Reports', '/no/such/page']) {
      const response = await page(url);
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.body, served({ remotes: { mfe_public: 'http://localhost:3001/mf-manifest.json' } }), url);
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
    assert.match(csp, /frame-src https:/);
    assert.doesNotMatch(csp, /script-src [^;]*'unsafe-inline'/);
  });

  it("lets Stripe.js load and call its API only when the card field is Stripe's", async () => {
    const sandboxCsp = String((await page('/')).headers['content-security-policy']);
    assert.doesNotMatch(sandboxCsp, /stripe/);
    const stripeCsp = siteCsp([], { stripe: true });
    assert.match(stripeCsp, /script-src 'self' https:\/\/js\.stripe\.com/);
    assert.match(stripeCsp, /connect-src 'self' https:\/\/api\.stripe\.com/);
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
