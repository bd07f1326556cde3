import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { refundMessages, sandboxTestCards, type AuditLogPage, type GivingHistoryItem } from '@church/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';
import { givingDetails, givings } from '../givings';

const DAY_MS = 24 * 60 * 60 * 1000;
const browser = 'Mozilla/5.0 (audit test)';

describeEachDatabase('audit log and refund window', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let member: TestSession;
  let leader: TestSession;
  let types: { id: number; name: string }[];

  /** A request as a browser at a known address sends it. */
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session?: TestSession, payload?: object) =>
    app.inject({
      method,
      url: `/api${url}`,
      remoteAddress: '203.0.113.7',
      headers: { 'user-agent': browser, ...(session ? bearer(session) : {}) },
      ...(payload ? { payload } : {}),
    });
  const log = async (query = '') => {
    const response = await call('GET', `/audit-log${query}`, admin);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<AuditLogPage>();
  };
  /** The member's paid gift of one designation, paid `daysAgo` days ago: its designation's id. */
  const paidGift = async (amount: number, daysAgo = 0) => {
    const created = await call('POST', '/givings/one-time-giving', member, {
      designations: [{ amount, givingTypeId: types[0]?.id }],
    });
    const { id, designations } = created.json<{ id: string; designations: { id: number }[] }>();
    const { clientSecret } = (await call('POST', '/givings/one-time-giving-payment', member, { givingId: id })).json();
    const card = await call('POST', '/sandbox/payment-methods', undefined, {
      card: { number: sandboxTestCards.succeeds, expMonth: 12, expYear: 2099, cvc: '123' },
    });
    const confirmed = await call(
      'POST',
      `/sandbox/payment-intents/${clientSecret.split('_secret_')[0]}/confirm`,
      undefined,
      {
        clientSecret,
        paymentMethodId: card.json<{ id: string }>().id,
      },
    );
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    if (daysAgo > 0) {
      const paidAt = new Date(Date.now() - daysAgo * DAY_MS);
      await app.database.db.update(givings).set({ paidAt }).where(eq(givings.id, id));
      await app.database.db.update(givingDetails).set({ paidAt }).where(eq(givingDetails.givingId, id));
    }
    const detailId = designations[0]?.id;
    assert.ok(detailId);
    return detailId;
  };
  const refund = (givingDetailId: number, session: TestSession) =>
    call('PUT', '/givings/refund', session, { givingDetailId });
  const historyItem = async (detailId: number) => {
    const history = await call('GET', '/givings/history/current?take=50', member);
    return history.json<{ entities: GivingHistoryItem[] }>().entities.find((item) => item.id === detailId);
  };

  before(async () => {
    app = await buildTestApp(await target.fresh());
    [admin, member, leader] = await Promise.all([
      login(app, demo.admin),
      login(app, demo.member),
      login(app, demo.leader),
    ]);
    types = (await call('GET', '/givingTypes')).json();
  });
  after(() => app.close());

  it('refuses a member the refund of their gift of 61 days ago, and lets an admin refund it, recorded', async () => {
    const old = await paidGift(61, 61);
    assert.equal((await historyItem(old))?.refundableUntil, null, 'Givings History offers no Refund');
    const refused = await refund(old, member);
    assert.deepEqual([refused.statusCode, refused.json()], [400, { errors: [refundMessages.windowPassed(60)] }]);

    const recent = await paidGift(59, 59);
    const until = (await historyItem(recent))?.refundableUntil;
    assert.ok(until && new Date(until).getTime() > Date.now(), 'still refundable for a day');

    assert.equal((await refund(old, admin)).statusCode, 204);
    const [entry] = (await log('?action=giving.refund')).entities;
    assert.equal(entry?.subjectId, String(old));
    assert.deepEqual(entry?.actor, { id: admin.userId, name: 'Grace Whitaker', email: demo.admin.email });
    assert.equal(entry?.ip, '203.0.113.7');
    assert.equal(entry?.userAgent, browser);
    assert.equal(entry?.details.amount, 61);
    assert.equal(entry?.details.ownGift, false);
    assert.equal(entry?.details.memberEmail, demo.member.email);
    assert.ok(Date.now() - new Date(entry?.at ?? 0).getTime() < 60_000, 'when: just now');
  });

  it("follows the church's refund window", async () => {
    const gift = await paidGift(20, 10);
    const settings = { twoFactorForStaff: false, twoFactorForEveryone: false, taxWording: '' };
    assert.equal((await call('PUT', '/church-settings', admin, { ...settings, refundWindowDays: 7 })).statusCode, 200);
    assert.equal((await historyItem(gift))?.refundableUntil, null, 'the cached history follows the setting');
    const refused = await refund(gift, member);
    assert.deepEqual(refused.json(), { errors: [refundMessages.windowPassed(7)] });
    await call('PUT', '/church-settings', admin, { ...settings, refundWindowDays: 60 });
    assert.equal((await refund(gift, member)).statusCode, 204, 'a member refunds their own gift within the window');

    const [change] = (await log('?action=church-settings.update')).entities;
    assert.deepEqual(change?.details.after, { ...settings, refundWindowDays: 60 });
    assert.deepEqual(change?.details.before, { ...settings, refundWindowDays: 7 });
  });

  it('stops offering a Refund when the window closes, though the history is cached and nothing was written', async () => {
    const closesInMs = 1500;
    const gift = await paidGift(60, 60 - closesInMs / DAY_MS);
    assert.ok((await historyItem(gift))?.refundableUntil, 'refundable for another moment');
    await new Promise((resolve) => setTimeout(resolve, closesInMs + 200));
    assert.equal((await historyItem(gift))?.refundableUntil, null, 'the Refund button goes');
  });

  it('refuses a member the refund of a gift after the year-end statement covering it was sent', async () => {
    const gift = await paidGift(33);
    const year = Number(
      new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'America/Chicago' }).format(new Date()),
    );
    const started = await call('POST', '/givings/year-end-statements', admin, { year });
    assert.equal(started.statusCode, 202, started.body);
    for (;;) {
      const job = (await call('GET', `/givings/year-end-statements/${started.json().id}`, admin)).json();
      if (job.status !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.equal((await historyItem(gift))?.refundableUntil, null);
    const refused = await refund(gift, member);
    assert.deepEqual([refused.statusCode, refused.json()], [400, { errors: [refundMessages.afterStatement] }]);
    assert.equal((await refund(gift, admin)).statusCode, 204, 'an admin still can');

    const [statements] = (await log('?action=statement.year-end-started')).entities;
    assert.deepEqual([statements?.actor?.email, statements?.details.year], [demo.admin.email, year]);
  });

  it('records role and member changes, gifts, giving types and reports with who did them', async () => {
    const role = await call('POST', '/roles', admin, { name: 'Treasurer', allowedActionIds: [] });
    assert.equal(role.statusCode, 201, role.body);
    const roleId = role.json<{ id: number }>().id;
    assert.equal(
      (await call('PUT', `/roles/${roleId}`, admin, { name: 'Treasurers', allowedActionIds: [] })).statusCode,
      200,
    );
    assert.equal((await call('PUT', '/users/role', admin, { userId: member.userId, roleId })).statusCode, 204);
    const type = (await call('POST', '/givingTypes', leader, { name: 'Youth Camp' })).json<{ id: number }>();
    await call('PUT', `/givingTypes/${type.id}`, leader, { name: 'Youth Camps' });
    await call('DELETE', `/givingTypes/${type.id}`, leader);
    const offline = await call('POST', '/givings/offline', leader, {
      givingTypeId: types[0]?.id,
      amount: 40,
      method: 'check',
      checkNumber: '1001',
      receivedOn: '2026-01-05',
      donorName: 'Walk-in Donor',
    });
    assert.equal(offline.statusCode, 201, offline.body);
    await call('DELETE', `/givings/offline/${offline.json<{ id: string }>().id}`, leader);
    const pdf = await call('GET', '/givings/report-pdf?startDate=2026-01-01&endDate=2026-01-31', leader);
    assert.equal(pdf.statusCode, 200);
    await call('DELETE', `/roles/${roleId}`, admin);

    const entries = (await log('?take=50')).entities.map((entry) => [entry.action, entry.actor?.email]);
    for (const expected of [
      ['role.create', demo.admin.email],
      ['role.update', demo.admin.email],
      ['member.role-change', demo.admin.email],
      ['giving-type.create', demo.leader.email],
      ['giving-type.rename', demo.leader.email],
      ['giving-type.delete', demo.leader.email],
      ['offline-giving.create', demo.leader.email],
      ['offline-giving.delete', demo.leader.email],
      ['report.export', demo.leader.email],
      ['role.delete', demo.admin.email],
    ]) {
      assert.ok(
        entries.some(([action, email]) => action === expected[0] && email === expected[1]),
        `${expected.join(' by ')}`,
      );
    }
    const [roleChange] = (await log('?action=member.role-change')).entities;
    assert.deepEqual(roleChange?.details, {
      roleId,
      roleName: 'Treasurers',
      memberName: 'Daniel Okafor',
      memberEmail: demo.member.email,
    });
    const [rename] = (await log('?action=giving-type.rename')).entities;
    assert.deepEqual(rename?.details, { from: 'Youth Camp', to: 'Youth Camps' });
  });

  it("keeps a deleted member's name and e-mail with their deletion", async () => {
    const found = await call('GET', '/users?search=maria.hernandez', admin);
    const [row] = found.json<{ id: string }[]>();
    assert.ok(row);
    assert.equal((await call('DELETE', '/users/multiple', admin, { ids: [row.id] })).statusCode, 204);
    const [deleted] = (await log('?action=member.delete')).entities;
    assert.equal(deleted?.subjectId, row.id);
    assert.deepEqual(
      [deleted?.details.memberName, deleted?.details.memberEmail],
      ['María Hernández', 'maria.hernandez@example.com'],
    );
  });

  it('filters by action, person and dates, newest first, paged', async () => {
    const byLeader = await log(`?person=${encodeURIComponent('LEADER@')}`);
    assert.ok(byLeader.count > 0);
    assert.ok(byLeader.entities.every((entry) => entry.actor?.email === demo.leader.email));
    const all = await log('?take=50');
    const times = all.entities.map((entry) => entry.at);
    assert.deepEqual(times, [...times].sort().reverse(), 'newest first');
    const paged = await log('?take=2&skip=1');
    assert.deepEqual(
      paged.entities.map((entry) => entry.id),
      all.entities.slice(1, 3).map((entry) => entry.id),
    );
    const future = new Date(Date.now() + DAY_MS).toISOString();
    assert.equal((await log(`?from=${future}`)).count, 0);
    assert.equal((await log(`?to=${future}&action=role.create`)).count, 1);
    const bad = await call('GET', '/audit-log?action=drop-table&from=0000-01-01T00:00:00Z', admin);
    assert.equal(bad.statusCode, 400);
  });

  it('is for admins only', async () => {
    assert.equal((await call('GET', '/audit-log')).statusCode, 401);
    assert.equal((await call('GET', '/audit-log', member)).statusCode, 403);
    assert.equal((await call('GET', '/audit-log', leader)).statusCode, 403, 'every allowed action is not enough');
  });

  it('cannot be changed or emptied, not even with SQL as the app connects', async () => {
    const { count } = await log();
    assert.ok(count > 0);
    const db = app.database.db;
    // drizzle wraps the database's error; the trigger's message is its cause.
    const appendOnly = (error: { cause?: { message?: string } }) =>
      /audit_log is append-only/.test(error.cause?.message ?? '');
    await assert.rejects(db.execute(sql`update audit_log set action = 'nothing'`), appendOnly);
    await assert.rejects(db.execute(sql`delete from audit_log`), appendOnly);
    await assert.rejects(db.execute(sql`truncate audit_log`), appendOnly);
    assert.equal((await log()).count, count);
  });
});
