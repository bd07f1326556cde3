import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { hashToken } from '../lib/secure-token';
import { buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../test/helper';

// Issue 35: the hourly sweeps are the job queue's schedules, so several replicas run each once;
// here each is run the way its schedule runs it (a queued job) and must delete only what ended.
describeEachDatabase('the hourly sweeps', (target) => {
  let app: FastifyInstance;

  const query = async (text: string, values: unknown[] = []) => (await app.database.executeSql(text, values)).rows;
  const sweep = async (name: string) => {
    await app.jobs.send(name, {});
    await app.background.idle();
  };
  const familyOf = async (session: TestSession) =>
    String(
      (await query('select family_id from refresh_tokens where token_hash = $1', [hashToken(session.refreshToken)]))[0]
        ?.family_id,
    );
  const refresh = (session: TestSession) =>
    app.inject({
      method: 'POST',
      url: '/api/account/refresh-access-token',
      payload: { accessToken: '', refreshToken: session.refreshToken },
    });

  before(async () => {
    app = await buildTestApp(await target.fresh());
  });
  after(() => app.close());

  it('deletes a sign-in whose tokens ended over a day ago, and the member stays signed in elsewhere', async () => {
    const [ended, revoked, live] = [
      await login(app, demo.member),
      await login(app, demo.member),
      await login(app, demo.member),
    ];
    const [endedFamily, revokedFamily, liveFamily] = [
      await familyOf(ended),
      await familyOf(revoked),
      await familyOf(live),
    ];
    await query(`update refresh_tokens set expires_at = now() - interval '2 days' where family_id = $1`, [endedFamily]);
    // Signed out an hour ago: kept a day, so a replayed token is still recognised.
    await query(`update refresh_tokens set revoked_at = now() - interval '1 hour' where family_id = $1`, [
      revokedFamily,
    ]);
    await query(`update device_sessions set created_at = now() - interval '3 days'`);

    await sweep('sweep-ended-sessions');

    const families = async () =>
      (await query('select distinct family_id from refresh_tokens')).map((row) => String(row.family_id));
    const devices = async () => (await query('select id from device_sessions')).map((row) => String(row.id));
    assert.ok(!(await families()).includes(endedFamily));
    assert.ok(!(await devices()).includes(endedFamily));
    assert.ok((await families()).includes(revokedFamily));
    assert.ok((await devices()).includes(liveFamily));
    assert.equal((await refresh(live)).statusCode, 200);
    assert.equal((await refresh(ended)).statusCode, 401);
  });

  it('deletes mailed links expired over a day ago, and keeps the others', async () => {
    const email = demo.member.email;
    for (let asked = 0; asked < 2; asked += 1) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/account/send-forgot-password-email',
        payload: { email },
      });
      assert.equal(answer.statusCode, 204);
    }
    await app.background.idle();
    const [old] = await query(`select id from account_tokens order by id limit 1`);
    await query(`update account_tokens set expires_at = now() - interval '25 hours' where id = $1`, [old?.id]);

    await sweep('sweep-expired-links');

    const left = (await query('select id from account_tokens')).map((row) => Number(row.id));
    assert.ok(left.length > 0);
    assert.ok(!left.includes(Number(old?.id)));
  });

  it('deletes rate-limit counters whose window ended over an hour ago, and keeps current ones', async () => {
    for (let tries = 0; tries < 2; tries += 1)
      await app.inject({
        method: 'POST',
        url: '/api/account/login',
        payload: { ...demo.leader, password: 'Wrong1234' },
      });
    const [counters] = await query('select count(*)::int as n from rate_limits');
    assert.ok(Number(counters?.n) > 0);
    await query(
      `update rate_limits set expire = now() - interval '2 hours' where ctid = (select ctid from rate_limits limit 1)`,
    );

    await sweep('sweep-expired-limits');

    const [afterSweep] = await query('select count(*)::int as n from rate_limits');
    assert.equal(Number(afterSweep?.n), Number(counters?.n) - 1);
  });
});
