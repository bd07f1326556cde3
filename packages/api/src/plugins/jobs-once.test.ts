import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { OutboxMessage } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../db/types';
import { buildTestApp, callApi, demo, describeEachDatabase, login } from '../../test/helper';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quickKind = { retryLimit: 3, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 1 };

// Issue 35: a mail job is "sent with retries, never twice". `jobs.once` commits a job's writes
// with its completion; here a first run outlives its expiry, so the queue hands the same job to a
// second run while the first still holds it, as when a replica stalls or dies mid-job.
describeEachDatabase('a job whose writes happen once', (target) => {
  let app: FastifyInstance;

  before(async () => {
    app = await buildTestApp(await target.fresh(), {
      jobs: { expireInSeconds: 1, maintenanceIntervalSeconds: 1, retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 },
    });
  });
  after(() => app.close());

  it('writes one mail when an expired run and its retry both finish', async () => {
    let runs = 0;
    let secondStarted: () => void = () => {};
    const second = new Promise<void>((resolve) => (secondStarted = resolve));
    const prepare = async ({ to }: { to: string }) => {
      const run = (runs += 1);
      if (run === 1) await Promise.race([second, sleep(20_000)]);
      else secondStarted();
      return (tx: Tx) =>
        app.mailer.send({ to, subject: `Welcome (run ${run})`, text: 'Welcome.', html: '<p>Welcome.</p>' }, tx);
    };
    // Two workers, as two replicas have: the second takes the job over while the first holds it.
    await app.jobs.once('test-once-mail', quickKind, prepare);
    await app.jobs.once('test-once-mail', quickKind, prepare);

    await app.jobs.send('test-once-mail', { to: 'once@example.com' });
    for (const started = Date.now(); runs < 2 && Date.now() - started < 20_000;) await sleep(50);
    await app.background.idle();
    await sleep(500);

    assert.equal(runs, 2, 'the job was run a second time while its first run still held it');
    const admin = await login(app, demo.admin);
    const mails = (await callApi(app, 'GET', '/outbox?take=100', admin))
      .json<OutboxMessage[]>()
      .filter((mail) => mail.to === 'once@example.com');
    assert.equal(mails.length, 1, `one mail, not one per run: ${mails.map((mail) => mail.subject).join(', ')}`);
  });
});
