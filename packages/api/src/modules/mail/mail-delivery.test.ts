import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { buildTestApp, callApi, demo, describeEachDatabase, login, testAccountsConfig } from '../../../test/helper';
import { outbox } from './mail.table';

/** A real SMTP server on loopback that refuses the first message it is given ("try later"). */
async function refusingOnceSmtpServer() {
  const attempts: { to: string; messageId: string; accepted: boolean }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        const accepted = attempts.length > 0;
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
        attempts.push({ to, messageId: /^Message-ID: *(.+)$/im.exec(raw)?.[1]?.trim() ?? '', accepted });
        if (accepted) done();
        else done(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    attempts,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

async function until(condition: () => boolean, what: string) {
  for (const started = Date.now(); !condition(); await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (Date.now() - started > 30_000) throw new Error(`Timed out waiting for ${what}`);
  }
}

// With SMTP, mail is queued in the database and handed over by a send-mail job (decision 0074).
describeEachDatabase('mail sent by a job', (target) => {
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof refusingOnceSmtpServer>>;

  before(async () => {
    smtp = await refusingOnceSmtpServer();
    app = await buildTestApp(await target.fresh(), {
      accounts: testAccountsConfig({ smtpUrl: smtp.url }),
      jobs: { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 },
    });
  });
  after(async () => {
    await app.close();
    await smtp.close();
  });

  it('tries a message the mail server refused again, delivers it once, and keeps no copy to read', async () => {
    const admin = await login(app, demo.admin);
    const asked = await callApi(app, 'POST', '/account/send-forgot-password-email', undefined, {
      email: demo.member.email,
    });
    assert.equal(asked.statusCode, 204, asked.body);
    await app.background.idle();
    await until(() => smtp.attempts.some((attempt) => attempt.accepted), 'the retried delivery');

    // Settle: whatever is due has run, and a second copy would have had time to arrive.
    await app.jobs.drain();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const [refused, delivered, ...more] = smtp.attempts;
    assert.deepEqual(
      [refused?.to, refused?.accepted, delivered?.to, delivered?.accepted, more.length],
      [demo.member.email, false, demo.member.email, true, 0],
    );
    assert.ok(delivered?.messageId, 'the message has an id');
    assert.equal(delivered?.messageId, refused?.messageId, 'a retry is the same message');

    // The reset link went to the member alone: not kept in the outbox for admins to read.
    const kept = await callApi(app, 'GET', '/outbox?take=100', admin);
    assert.deepEqual(kept.json<unknown[]>(), []);
    assert.deepEqual(await app.database.db.select().from(outbox).where(eq(outbox.to, demo.member.email)), []);
  });
});
