// Two replicas of the built server behind HAProxy over one PostgreSQL and one file store
// (decision 0081): what a person would notice if the replicas kept state of their own. Their
// mail goes by SMTP to a mail server in this test (mail-sink.ts), where it is counted.
// `pnpm --filter @church/launcher test:cluster`, a step of `pnpm test` after the build.
// Needs haproxy (skipped with a message when it is missing here; CI installs it) and
// TEST_DATABASE_URL, whose database it empties.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { repoRoot } from '../paths';
import { findHaproxy } from './balancer';
import { emptyDatabase } from './empty-database';
import { startMailSink, type MailSink } from './mail-sink';
import type { Replica } from './replica';
import { startCluster, type RunningCluster } from './start-cluster';

const databaseUrl = process.env.TEST_DATABASE_URL;
const missing = [
  ...(findHaproxy() ? [] : ['haproxy (apt-get install -y haproxy)']),
  ...(databaseUrl ? [] : ['TEST_DATABASE_URL (a PostgreSQL the test may empty)']),
];
if (missing.length > 0 && process.env.CI) throw new Error(`The cluster test needs ${missing.join(' and ')}`);
const skip = missing.length > 0 ? `needs ${missing.join(' and ')}` : false;
if (skip) console.log(`# SKIPPED: the two-replica cluster test ${skip}`);

/** The site is served too when the front ends are built (`pnpm test` builds them first). */
const siteBuilt = fs.existsSync(path.join(repoRoot, 'shell/dist/index.html'));
const STATEMENT_YEAR = 2020;
const DONORS = 8;

type Session = { accessToken: string; userId: string };
const auth = (session: Session) => ({ authorization: `Bearer ${session.accessToken}` });
const json = { 'content-type': 'application/json' };

async function call(base: string, method: string, url: string, session?: Session, body?: unknown) {
  return fetch(`${base}/api${url}`, {
    method,
    headers: { ...(session ? auth(session) : {}), ...(body === undefined ? {} : json) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function signIn(base: string, email: string, password: string): Promise<Session> {
  const answer = await call(base, 'POST', '/account/login', undefined, { email, password });
  assert.equal(answer.status, 200, await answer.clone().text());
  return (await answer.json()) as Session;
}

/** Polls `check` until it is true or `ms` have passed; answers whether it became true. */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  for (const deadline = Date.now() + ms; ; await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
  }
}

/** Reads a server-sent event stream until `accept` takes an event's data or `ms` pass. */
async function awaitEvent(url: string, accept: (data: unknown) => boolean, ms: number, ready: () => Promise<void>) {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), ms);
  try {
    const answer = await fetch(url, { headers: { accept: 'text/event-stream' }, signal: abort.signal });
    assert.equal(answer.status, 200);
    let buffer = '';
    let started = false;
    for await (const chunk of answer.body as AsyncIterable<Uint8Array>) {
      buffer += Buffer.from(chunk).toString('utf8');
      if (!started) {
        started = true;
        await ready();
      }
      for (const line of buffer.split('\n')) {
        if (line.startsWith('data: ') && accept(JSON.parse(line.slice(6)))) return true;
      }
    }
    return false;
  } catch (error) {
    // The deadline aborts the read; anything else (the post failing) is the test's failure.
    if (abort.signal.aborted) return false;
    throw error;
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
}

describe('two replicas behind HAProxy over one PostgreSQL', { skip }, () => {
  /** Six readers of the home page's reads through the balancer until `done()`; what failed. */
  const readUntil = async (done: () => boolean): Promise<string[]> => {
    const failures: string[] = [];
    const reader = async () => {
      for (let i = 0; !done(); i += 1) {
        const url = i % 2 ? '/videos/home' : '/posts/highlighted';
        const answer = await call(cluster.url, 'GET', url).catch((error: Error) => error);
        if (answer instanceof Error || answer.status !== 200) {
          failures.push(`${url}: ${answer instanceof Error ? answer.message : answer.status}`);
        } else {
          await answer.arrayBuffer();
        }
      }
    };
    await Promise.all([1, 2, 3, 4, 5, 6].map(reader));
    return failures;
  };

  let cluster: RunningCluster;
  let mail: MailSink;
  let one: string;
  let two: string;
  let admin: Session;
  const files = fs.mkdtempSync(path.join(os.tmpdir(), 'church-cluster-'));

  before(async () => {
    emptyDatabase(databaseUrl!);
    mail = await startMailSink();
    cluster = await startCluster({
      replicas: 2,
      bundle: siteBuilt ? 'site' : 'server',
      databaseUrl: databaseUrl!,
      dataDir: files,
      port: Number(process.env.CLUSTER_TEST_PORT ?? 4400),
      checkIntervalMs: 300,
      env: {
        LOG_LEVEL: 'warn',
        PASSWORD_HASH_COST: '10',
        LOGIN_MAX_FAILURES_PER_PAIR: '3',
        LOGIN_MAX_FAILURES_PER_EMAIL: '1000',
        // Mail goes out by SMTP, as a site's does: queued with what caused it, sent by a job.
        SMTP_URL: mail.url,
        // A job held by a killed replica is another's after 5 s (each kind sets minutes).
        JOB_EXPIRE_SECONDS: '5',
        JOB_RETRY_DELAY_SECONDS: '1',
        JOB_MAINTENANCE_SECONDS: '1',
      },
    });
    [one, two] = cluster.replicas.map((replica) => replica.url) as [string, string];
    admin = await signIn(one, 'admin@example.com', 'Admin123');
  });
  after(async () => {
    await cluster?.close();
    await mail?.close();
    fs.rmSync(files, { recursive: true, force: true });
  });

  it('serves the site and the API at the balancer’s one address', async () => {
    assert.deepEqual(await (await fetch(`${cluster.url}/api/health`)).json(), { status: 'ok', database: 'ok' });
    if (!siteBuilt) return console.log('# the front ends are not built: only the API replicas were checked');
    const page = await fetch(`${cluster.url}/videos`, { headers: { accept: 'text/html' } });
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<html/i);
    const remotes = (await (await fetch(`${cluster.url}/remotes.json`)).json()) as { remotes: Record<string, string> };
    const balancerPort = Number(new URL(cluster.url).port);
    for (const manifest of Object.values(remotes.remotes)) {
      const port = Number(new URL(manifest).port);
      assert.ok(port > balancerPort && port <= balancerPort + 5, `a remote named at the balancer: ${manifest}`);
      assert.equal((await fetch(manifest)).status, 200, `and served through it: ${manifest}`);
    }
  });

  // The writer's answer leaves after its NOTIFY does, but the other replica hears it on its own
  // connection: a client asking that replica the same millisecond can be there first (seen once
  // in six runs, after the cached reads got faster). A person cannot ask that soon; a test can.
  it('reads a write made through one replica through the other within a quarter of a second (the public cache)', async () => {
    await call(two, 'GET', '/posts'); // the other replica's cache holds the list before the write
    const created = await call(one, 'POST', '/posts', admin, {
      heading: 'Coats for winter',
      text: 'Bring coats to the lobby.',
      titlePictureUrl: '/api/files/00000000-0000-4000-a000-000000000000.webp',
      rowPosition: null,
      postItems: [{ orderNumber: 1, pictureUrl: null, text: 'Sundays.' }],
    });
    assert.equal(created.status, 201, await created.clone().text());
    const { id } = (await created.json()) as { id: number };
    const listed = async () =>
      ((await (await call(two, 'GET', '/posts')).json()) as { id: number }[]).some((post) => post.id === id);
    assert.ok(await within(250, listed), 'the new post is in the other replica’s list');
  });

  it('ends a session on the other replica within a second of signing out through one', async () => {
    const member = await signIn(one, 'member@example.com', 'Member123');
    assert.equal((await call(two, 'GET', '/users/current', member)).status, 200);
    assert.equal((await call(one, 'POST', '/account/logout', member)).status, 204);
    assert.ok(await within(1000, async () => (await call(two, 'GET', '/users/current', member)).status === 401));
  });

  it('delivers a prayer message posted through one replica to an event stream held by the other', async () => {
    const member = await signIn(two, 'member@example.com', 'Member123');
    const request = await call(two, 'POST', '/requests', member, { requestText: 'For my brother', page: '/' });
    const { id: requestId } = (await request.json()) as { id: number };
    const messageText = `We pray with you (${randomBytes(4).toString('hex')})`;
    const arrived = await awaitEvent(
      `${two}/api/requests/events?accessToken=${member.accessToken}`,
      (data) => (data as { messageText?: string }).messageText === messageText,
      3000,
      async () => {
        const sent = await call(one, 'POST', '/messages', admin, { requestId, messageText });
        assert.equal(sent.status, 201, await sent.clone().text());
      },
    );
    assert.ok(arrived, 'the message reached the stream on the other replica within 3 s');
  });

  it('serves a file uploaded through one replica from the other', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'picture.png');
    const uploaded = await fetch(`${one}/api/files`, { method: 'POST', headers: auth(admin), body: form });
    assert.equal(uploaded.status, 201, await uploaded.clone().text());
    const { url } = (await uploaded.json()) as { url: string };
    const served = await fetch(`${two}${url}`);
    assert.equal(served.status, 200);
    assert.deepEqual(Buffer.from(await served.arrayBuffer()), png);
  });

  it('counts the sign-in throttle across both replicas', async () => {
    const attempt = (base: string) =>
      call(base, 'POST', '/account/login', undefined, { email: 'guess@example.com', password: 'Wrong123' });
    const failures = [await attempt(one), await attempt(two), await attempt(one)].map((answer) => answer.status);
    assert.ok(!failures.includes(429), `three failures are answered, not throttled: ${failures}`);
    // Each replica has seen at most two of them; only a shared count throttles the fourth.
    assert.equal((await attempt(two)).status, 429);
  });

  it('sends each donor one statement when a year-end run is started through both replicas at once', async () => {
    const types = (await (await call(one, 'GET', '/givingTypes')).json()) as { id: number }[];
    for (let n = 1; n <= DONORS; n += 1) {
      const gift = await call(n % 2 ? one : two, 'POST', '/givings/offline', admin, {
        givingTypeId: types[0]?.id,
        amount: 10 + n,
        method: 'cash',
        receivedOn: `${STATEMENT_YEAR}-06-15`,
        donorName: `Donor ${n}`,
        donorEmail: `donor${n}@example.com`,
      });
      assert.equal(gift.status, 201, await gift.clone().text());
    }
    const answers = await Promise.all(
      [one, two].map((base) => call(base, 'POST', '/givings/year-end-statements', admin, { year: STATEMENT_YEAR })),
    );
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [202, 409]);
    const { id } = (await answers.find((answer) => answer.status === 202)!.json()) as { id: number };
    const done = await within(30_000, async () => {
      const run = (await (await call(two, 'GET', `/givings/year-end-statements/${id}`, admin)).json()) as {
        status: string;
      };
      return run.status !== 'running';
    });
    assert.ok(done, 'the run finished within 30 s');
    // Counted where the mail arrives: the mail server, after the send-mail jobs of both replicas.
    const statements = () => mail.accepted.filter((message) => message.subject.includes('contribution statement'));
    assert.ok(await within(30_000, async () => statements().length >= DONORS), 'the statements were delivered');
    await new Promise((resolve) => setTimeout(resolve, 500)); // time for a second copy to arrive, were there one
    const counts = new Map<string, number>();
    for (const message of statements()) counts.set(message.to, (counts.get(message.to) ?? 0) + 1);
    assert.deepEqual(
      [...counts].sort(),
      Array.from({ length: DONORS }, (_, index) => [`donor${index + 1}@example.com`, 1]).sort(),
    );
  });

  it('restarts a replica with SIGTERM mid-traffic: its event streams end, they reopen through the balancer, reads answer', async () => {
    const member = await signIn(one, 'member@example.com', 'Member123');
    const held = await fetch(`${two}/api/requests/events?accessToken=${member.accessToken}`);
    assert.equal(held.status, 200);
    const streamEnded = (async () => {
      for await (const chunk of held.body as AsyncIterable<Uint8Array>) void chunk;
      return Date.now();
    })();
    let stopped = false;
    const readers = readUntil(() => stopped);
    const stopping = Date.now();
    await cluster.replicas[1]!.stop();
    const exitedAfter = Date.now() - stopping;
    assert.ok((await streamEnded) - stopping < exitedAfter + 100, 'the stream ended as the replica stopped');
    assert.ok(exitedAfter < 5000, `the replica exited in ${exitedAfter} ms, not at the 10 s limit`);

    // The browser's EventSource reconnects to the site's address: the other replica answers.
    const request = await call(cluster.url, 'POST', '/requests', member, { requestText: 'For travel', page: '/' });
    const { id: requestId } = (await request.json()) as { id: number };
    const messageText = `Safe travels (${randomBytes(4).toString('hex')})`;
    const arrived = await awaitEvent(
      `${cluster.url}/api/requests/events?accessToken=${member.accessToken}`,
      (data) => (data as { messageText?: string }).messageText === messageText,
      3000,
      async () => {
        const sent = await call(cluster.url, 'POST', '/messages', admin, { requestId, messageText });
        assert.equal(sent.status, 201, await sent.clone().text());
      },
    );
    assert.ok(arrived, 'a stream reopened through the balancer gets the next message');
    stopped = true;
    assert.deepEqual(await readers, [], 'every read during the stop was answered');

    // Back (healthy on its own port), and in the balancer after two good checks (0.6 s).
    await cluster.restart(1);
    two = cluster.replicas[1]!.url;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  });

  it('sends a mail queued through a replica that is then killed once, from the other replica', async () => {
    const email = `newcomer.${randomBytes(3).toString('hex')}@example.com`;
    // The mail server holds this address's delivery open: the replica that took it waits for an answer.
    mail.hold(email);
    // The other replica is paused meanwhile, so the replica the sign-up went through takes the delivery.
    const [survivor, victim] = cluster.replicas as [Replica, Replica];
    process.kill(survivor.pid, 'SIGSTOP');
    try {
      const signedUp = await call(victim.url, 'POST', '/account/register', undefined, {
        firstName: 'Nora',
        lastName: 'Newcomer',
        address: { streetAddress: '12 Elm St', city: 'Newton', stateId: 17, zipCode: '67114' },
        email,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        phoneNumber: '+13165550199',
      });
      assert.equal(signedUp.status, 204, await signedUp.clone().text());
      assert.ok(await within(10_000, async () => mail.heldCount(email) > 0), 'the replica was handing it over');
      await victim.kill();
    } finally {
      process.kill(survivor.pid, 'SIGCONT');
    }
    mail.release(email);

    const sent = () => mail.accepted.filter((message) => message.to === email);
    assert.ok(await within(20_000, async () => sent().length > 0), 'the other replica sent it');
    await new Promise((resolve) => setTimeout(resolve, 1000)); // time for a second copy to arrive, were there one
    assert.deepEqual(
      sent().map((message) => message.subject),
      ['Please confirm your email for Cornerstone Community Church'],
    );

    await cluster.restart(1);
    two = cluster.replicas[1]!.url;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  });

  it('loses no acknowledged write and keeps answering reads when a replica is killed mid-traffic', async () => {
    const acknowledged: number[] = [];
    let stop = false;
    const writer = async (n: number) => {
      for (let i = 0; !stop; i += 1) {
        const answer = await call(cluster.url, 'POST', '/posts', admin, {
          heading: `Load ${n}-${i}`,
          text: 'Written while a replica dies.',
          titlePictureUrl: '/api/files/00000000-0000-4000-a000-000000000000.webp',
          rowPosition: null,
          postItems: [{ orderNumber: 1, pictureUrl: null, text: 'One.' }],
        }).catch(() => undefined);
        if (answer?.status === 201) acknowledged.push(((await answer.json()) as { id: number }).id);
      }
    };
    const readers = readUntil(() => stop);
    const traffic = [1, 2, 3].map(writer);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const before = acknowledged.length;
    await cluster.replicas[1]!.kill();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    stop = true;
    await Promise.all(traffic);
    const readFailures = await readers;

    assert.ok(
      before > 0 && acknowledged.length > before,
      `writes went on after the kill (${before}, ${acknowledged.length})`,
    );
    assert.deepEqual(readFailures, [], 'every read was answered');
    const stored = new Set(
      ((await (await call(one, 'GET', '/posts')).json()) as { id: number }[]).map((post) => post.id),
    );
    assert.deepEqual(
      acknowledged.filter((id) => !stored.has(id)),
      [],
      'every acknowledged write is stored',
    );
  });
});
