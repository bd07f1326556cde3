import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { baseURL, repoRoot } from './site';

/** The React version today's apps are built with (the shell's). */
export const todaysReact = (
  createRequire(path.join(repoRoot, 'shell/package.json'))('react/package.json') as { version: string }
).version;

/** `19.3.1` -> `19.2.0`: the previous minor, which every app must still run with. */
export function previousMinor(version: string): string {
  const [major, minor] = version.split('.').map(Number) as [number, number];
  return `${major}.${Math.max(minor - 1, 0)}.0`;
}

/** The JSON data blocks the site inlines into its page (site settings, remotes config). */
function dataBlocks(html: string): string {
  return (html.match(/<script type="application\/json" id="[^"]+">.*?<\/script>/gs) ?? []).join('');
}

/**
 * Serves the shell from `dist`, an earlier build, on a port of its own, with the API, the
 * remotes config and the remotes today's: the old shell's files, its index.html with the data
 * blocks today's server inlines, and everything else passed through to the site under test.
 * Shell releases do not exist (0046 covers the remotes); this is the old shell as a deploy of it
 * would serve it. A real server, not a routed page: Chromium lets only a page that came from
 * the loopback address load the remotes on other loopback ports.
 */
export async function serveShellFrom(dist: string): Promise<{ url: string; close(): Promise<void> }> {
  const oldIndex = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const server = createServer((request, response) => {
    void (async () => {
      const { pathname, search } = new URL(request.url ?? '/', baseURL);
      const file = path.join(dist, pathname);
      if (pathname !== '/' && existsSync(file) && statSync(file).isFile() && pathname !== '/remotes.json') {
        response.writeHead(200, { 'Content-Type': contentTypes[path.extname(file)] ?? 'application/octet-stream' });
        response.end(readFileSync(file));
        return;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => !['host', 'connection'].includes(name)),
      ) as Record<string, string>;
      const today = await fetch(`${baseURL}${pathname}${search}`, {
        method: request.method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      });
      const isPage = (today.headers.get('content-type') ?? '').startsWith('text/html');
      const body = isPage
        ? oldIndex.replace('</head>', `${dataBlocks(await today.text())}</head>`)
        : Buffer.from(await today.arrayBuffer());
      const passed = [...today.headers].filter(([name]) => !['content-encoding', 'content-length'].includes(name));
      response.writeHead(today.status, Object.fromEntries(passed));
      response.end(body);
    })().catch((error: unknown) => {
      response.writeHead(502);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/**
 * A copy of a remote's build that declares it needs React `range` for its shared singletons:
 * what a build against another major of React declares. Only the declarations change (in
 * remoteEntry.js and the manifest), which is all the federation runtime compares.
 */
export function requiringReact(builtDir: string, range: string): { dist: string; remove(): void } {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'church-requiring-react-'));
  cpSync(builtDir, copy, { recursive: true });
  const today = `"^${previousMinor(todaysReact)}"`;
  let rewritten = 0;
  for (const name of ['remoteEntry.js', 'mf-manifest.json']) {
    const text = readFileSync(path.join(copy, name), 'utf8');
    rewritten += text.split(today).length - 1;
    writeFileSync(path.join(copy, name), text.replaceAll(today, `"${range}"`));
  }
  if (rewritten === 0) throw new Error(`${builtDir} declares no React range ${today}`);
  return { dist: copy, remove: () => rmSync(copy, { recursive: true, force: true }) };
}

/**
 * A copy of a remote's build made for another federation runtime core, as after an upgrade of
 * the federation packages: only the version its entry expects the shell to lend changes
 * (decision 0051), which is all the entry checks before it borrows the shell's core.
 */
export function builtForRuntimeCore(builtDir: string, version: string): { dist: string; remove(): void } {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'church-other-runtime-core-'));
  cpSync(builtDir, copy, { recursive: true });
  const entry = path.join(copy, 'remoteEntry.js');
  const text = readFileSync(entry, 'utf8');
  const today = /needs the federation runtime core (\S+) from the shell/.exec(text)?.[1];
  if (!today || !text.includes(`"${today}"`)) throw new Error(`${builtDir} does not check the shell's runtime core`);
  writeFileSync(
    entry,
    text.replaceAll(`"${today}"`, `"${version}"`).replaceAll(`core ${today} from`, `core ${version} from`),
  );
  return { dist: copy, remove: () => rmSync(copy, { recursive: true, force: true }) };
}
