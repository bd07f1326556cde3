import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { CreatedGiving } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';
import { receivedAt } from './offline-givings.service';

interface HistoryItem {
  id: number;
  givingId: string;
  amount: number;
  givingTypeName: string;
  isRefunded: boolean;
  creationDate: string;
  donorName?: string;
  kind?: string;
}

it('takes a received day as noon UTC, and no day that has not begun anywhere', () => {
  const now = new Date('2026-03-10T11:00:00Z');
  assert.equal(receivedAt('2026-03-01', now).toISOString(), '2026-03-01T12:00:00.000Z');
  assert.equal(receivedAt('2026-03-11', now).toISOString(), '2026-03-11T12:00:00.000Z', 'already the 11th in Kiribati');
  assert.throws(() => receivedAt('2026-03-12', now), /Date cannot be in the future/);
  assert.throws(() => receivedAt('2026-02-30', now), /Date is invalid/);
});

describeEachDatabase('offline gifts', (target) => {
  let app: FastifyInstance;
  let member: TestSession;
  let leader: TestSession;
  let types: { id: number; name: string }[];
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session?: TestSession, payload?: object) =>
    app.inject({
      method,
      url: `/api${url}`,
      ...(session ? { headers: bearer(session) } : {}),
      ...(payload ? { payload } : {}),
    });
  const gift = () => ({
    givingTypeId: types[1]?.id,
    amount: 120.5,
    method: 'check',
    receivedOn: '2026-01-04',
    donorName: 'Daniel Okafor',
    donorEmail: 'Member@Example.com',
    note: 'Check #2211',
  });
  const adminHistory = async () =>
    (await call('GET', '/givings/history?take=50', leader)).json<{ count: number; entities: HistoryItem[] }>();
  const memberHistory = async () =>
    (await call('GET', '/givings/history/current?take=50', member)).json<{ count: number; entities: HistoryItem[] }>();

  before(async () => {
    app = await buildTestApp(await target.fresh());
    [member, leader] = await Promise.all([login(app, demo.member), login(app, demo.leader)]);
    types = (await call('GET', '/givingTypes')).json();
  });
  after(() => app.close());

  it("records a paid gift, in the admin history and, by the donor's e-mail, in the member's", async () => {
    const [adminBefore, memberBefore] = [await adminHistory(), await memberHistory()];
    const response = await call('POST', '/givings/offline', leader, gift());
    assert.equal(response.statusCode, 201, response.body);
    const created = response.json<CreatedGiving>();
    assert.equal(created.status, 'paid');
    assert.equal(created.amount, 120.5);
    assert.deepEqual(
      created.designations.map((designation) => [designation.givingTypeId, designation.amount]),
      [[types[1]?.id, 120.5]],
    );
    const [admin, mine] = [await adminHistory(), await memberHistory()];
    assert.equal(admin.count, adminBefore.count + 1);
    assert.equal(mine.count, memberBefore.count + 1);
    const listed = mine.entities.find((item) => item.givingId === created.id);
    assert.deepEqual(
      [listed?.amount, listed?.givingTypeName, listed?.creationDate],
      [120.5, types[1]?.name, '2026-01-04T12:00:00.000Z'],
    );
    assert.equal(admin.entities.find((item) => item.givingId === created.id)?.donorName, 'Daniel Okafor');

    const cash = await call('POST', '/givings/offline', leader, {
      givingTypeId: types[0]?.id,
      amount: 20,
      method: 'cash',
      receivedOn: '2026-01-11',
      donorName: '  Walter Hughes ',
    });
    assert.equal(cash.statusCode, 201, cash.body);
    const unlinked = (await adminHistory()).entities.find((item) => item.givingId === cash.json<CreatedGiving>().id);
    assert.equal(unlinked?.donorName, 'Walter Hughes');
    assert.equal(unlinked?.kind, 'offline', 'the dashboard offers Delete only for offline gifts');
    assert.equal((await memberHistory()).count, mine.count, 'no e-mail: nobody else sees it');
  });

  it('checks every field with its message', async () => {
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    for (const [change, errors] of [
      [{ givingTypeId: undefined }, ['Giving type is required']],
      [{ givingTypeId: 999999 }, ['Giving type is invalid']],
      [{ amount: undefined }, ['Please, enter the amount']],
      [{ amount: 0.5 }, ['Minimum amount is $0.50']],
      [{ amount: 1000000 }, ['Maximum amount is $999999.99']],
      [{ method: 'card' }, ['Method is required']],
      [{ receivedOn: undefined }, ['Date is required']],
      [{ receivedOn: '04/01/2026' }, ['Date is invalid']],
      [{ receivedOn: '2026-02-30' }, ['Date is invalid']],
      [{ receivedOn: future }, ['Date cannot be in the future']],
      [{ donorName: ' ' }, ['Donor name is required']],
      [{ donorEmail: 'nobody' }, ['Email is invalid']],
      [{ note: 'x'.repeat(501) }, ['Note max length is 500 characters']],
    ] as const) {
      const response = await call('POST', '/givings/offline', leader, { ...gift(), ...change });
      assert.deepEqual([response.statusCode, response.json()], [400, { errors }], JSON.stringify(change));
    }
  });

  it('refuses to refund an offline gift, and deletes only offline gifts', async () => {
    const created = (await call('POST', '/givings/offline', leader, gift())).json<CreatedGiving>();
    const detailId = created.designations[0]?.id;
    const refund = await call('PUT', '/givings/refund', member, { givingDetailId: detailId });
    assert.deepEqual(
      [refund.statusCode, refund.json()],
      [400, { errors: ['A gift received offline cannot be refunded online'] }],
    );

    const online = (await memberHistory()).entities.find((item) => item.givingId !== created.id && !item.isRefunded);
    assert.ok(online, 'the demo member has paid online gifts');
    for (const [id, status, errors] of [
      [online.givingId, 404, ['Giving not found']],
      ['00000000-0000-4000-8000-000000000000', 404, ['Giving not found']],
      ['42', 400, ['Giving id is invalid']],
    ] as const) {
      const response = await call('DELETE', `/givings/offline/${id}`, leader);
      assert.deepEqual([response.statusCode, response.json()], [status, { errors }], id);
    }
    assert.equal((await call('DELETE', `/givings/offline/${created.id}`, leader)).statusCode, 204);
    assert.equal(
      (await memberHistory()).entities.some((item) => item.givingId === created.id),
      false,
    );
    assert.equal((await call('DELETE', `/givings/offline/${created.id}`, leader)).statusCode, 404);
  });

  it('is for the Givings action only', async () => {
    const created = (await call('POST', '/givings/offline', leader, gift())).json<CreatedGiving>();
    for (const [response, status] of [
      [await call('POST', '/givings/offline', member, gift()), 403],
      [await call('DELETE', `/givings/offline/${created.id}`, member), 403],
      [await call('POST', '/givings/offline', undefined, gift()), 401],
      [await call('DELETE', `/givings/offline/${created.id}`), 401],
    ] as const) {
      assert.equal(response.statusCode, status);
    }
    const admin = await login(app, demo.admin);
    assert.equal((await call('DELETE', `/givings/offline/${created.id}`, admin)).statusCode, 204);
  });
});
