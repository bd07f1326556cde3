import assert from 'node:assert/strict';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { after, before, it } from 'node:test';
import type { AllGivingHistory, GivingHistory, RecurringGiving } from '@church/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';
import { migrationsFolder as folder } from '../../db/migrate';
import { givings } from '../givings';
import { recurringGivings } from './recurring-givings.table';

const migrationsFolder = pathToFileURL(`${folder}/`);
const MIGRATION = '0008_prayer_threads_live_events_gift_cards.sql';
const CARDS_OF_RECURRING = '0009_recurring_gift_cards.sql';

describeEachDatabase('demo gift history', (target) => {
  let app: FastifyInstance;
  let member: TestSession;
  let leader: TestSession;
  const get = async <T>(url: string, session: TestSession) =>
    (await app.inject({ url: `/api${url}`, headers: bearer(session) })).json<T>();
  const refund = (givingDetailId: number) =>
    app.inject({ method: 'PUT', url: '/api/givings/refund', payload: { givingDetailId }, headers: bearer(member) });

  before(async () => {
    app = await buildTestApp(await target.fresh());
    [member, leader] = await Promise.all([login(app, demo.member), login(app, demo.leader)]);
  });
  after(() => app.close());

  it('gives the demo member months of gifts across giving types, one refunded, and a monthly tithe', async () => {
    const { count, entities } = await get<GivingHistory>('/givings/history/current?take=50', member);
    assert.equal(count, 12);
    assert.deepEqual(new Set(entities.map((item) => item.givingTypeName)).size, 4);
    assert.equal(entities.filter((item) => item.isRefunded).length, 1);
    const days = entities.map((item) => (Date.now() - Date.parse(item.creationDate)) / 86_400_000);
    assert.ok(Math.min(...days) > 7 && Math.max(...days) > 150, days.join());

    const recurring = await get<RecurringGiving[]>('/recurring-givings/current', member);
    assert.equal(recurring.length, 1);
    assert.deepEqual(
      [recurring[0]?.amount, recurring[0]?.givingTypeName, recurring[0]?.card, recurring[0]?.status],
      [100, 'Tithe', { brand: 'visa', last4: '4242' }, 'active'],
    );
    assert.ok(Date.parse(recurring[0]?.nextPaymentDate ?? '') > Date.now());
  });

  it('says how each gift was paid: the card, or offline', async () => {
    const { entities } = await get<GivingHistory>('/givings/history/current?take=50', member);
    assert.deepEqual(
      new Set(entities.map((item) => JSON.stringify(item.paymentMethod))),
      new Set([JSON.stringify({ kind: 'card', brand: 'visa', last4: '4242' })]),
      'one-time and monthly gifts alike',
    );
    const maria = await login(app, { email: 'maria.hernandez@example.com', password: 'Member123' });
    const mailed = await get<GivingHistory>('/givings/history/current', maria);
    assert.deepEqual(
      mailed.entities.map((item) => item.paymentMethod),
      [{ kind: 'offline', method: 'mail' }],
    );
  });

  it('brings back the cards of sandbox gifts paid before cards were recorded (migration 0008)', async () => {
    const db = app.database.db;
    await db.update(givings).set({ cardBrand: null, cardLast4: null }).where(eq(givings.userId, member.userId));
    const unknown = await get<GivingHistory>('/givings/history/current?take=50', member);
    assert.ok(unknown.entities.every((item) => item.paymentMethod === null));
    const migration = fs.readFileSync(new URL(MIGRATION, migrationsFolder), 'utf8');
    const backfill = migration.slice(migration.indexOf('UPDATE "givings"'));
    await db.execute(sql.raw(backfill));
    const restored = await get<GivingHistory>('/givings/history/current?take=50', member);
    assert.ok(restored.entities.every((item) => item.paymentMethod?.kind === 'card'));
  });

  it('brings back the card of sandbox monthly gifts made before it was recorded (migration 0009)', async () => {
    const db = app.database.db;
    await db
      .update(recurringGivings)
      .set({ cardBrand: null, cardLast4: null })
      .where(eq(recurringGivings.userId, member.userId));
    assert.equal((await get<RecurringGiving[]>('/recurring-givings/current', member))[0]?.card, null);
    const migration = fs.readFileSync(new URL(CARDS_OF_RECURRING, migrationsFolder), 'utf8');
    await db.execute(sql.raw(migration.slice(migration.indexOf('UPDATE "recurring_givings"'))));
    assert.deepEqual((await get<RecurringGiving[]>('/recurring-givings/current', member))[0]?.card, {
      brand: 'visa',
      last4: '4242',
    });
  });

  it('shows anonymous and offline gifts to the Givings action', async () => {
    const { count, entities } = await get<AllGivingHistory>('/givings/history?take=50', leader);
    assert.equal(count, 23);
    const donors = new Set(entities.map((item) => item.donorName));
    for (const name of ['Daniel Okafor', 'Harold Jensen', 'Linda Park', 'Margaret Ellis', 'María Hernández']) {
      assert.ok(donors.has(name), name);
    }
  });

  it('makes real sandbox gifts: seeded payments refund end to end, the monthly gift cancels', async () => {
    const before = await get<GivingHistory>('/givings/history/current?take=50', member);
    const monthly = before.entities[0];
    // A one-time gift within the church's refund window: the demo's older gifts are past it (decision 0058).
    const oneTime = before.entities.find((item) => item !== monthly && !item.isRefunded && item.refundableUntil);
    assert.ok(oneTime && monthly);
    assert.deepEqual([monthly.givingTypeName, monthly.amount], ['Tithe', 100], "the newest is this month's tithe");
    assert.equal((await refund(oneTime.id)).statusCode, 204);
    assert.equal((await refund(monthly.id)).statusCode, 204);
    const afterRefunds = await get<GivingHistory>('/givings/history/current?take=50', member);
    assert.deepEqual(
      afterRefunds.entities.filter((item) => [oneTime.id, monthly.id].includes(item.id)).map((item) => item.isRefunded),
      [true, true],
    );

    const [tithe] = await get<RecurringGiving[]>('/recurring-givings/current', member);
    const cancel = await app.inject({
      method: 'DELETE',
      url: `/api/recurring-givings/current/${tithe?.id}`,
      headers: bearer(member),
    });
    assert.equal(cancel.statusCode, 204);
    assert.equal((await get<RecurringGiving[]>('/recurring-givings/current', member))[0]?.status, 'canceled');
  });
});
