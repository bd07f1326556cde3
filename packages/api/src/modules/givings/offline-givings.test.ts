import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { CreatedGiving } from '@church/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';
import { givings } from './givings.table';
import { receivedAt } from './offline-givings.service';

interface HistoryItem {
  id: number;
  givingId: string;
  amount: number;
  givingTypeName: string;
  isRefunded: boolean;
  creationDate: string;
  donorName?: string;
  donorEmail?: string | null;
  donorKind?: string;
  kind?: string;
  paymentMethod?: unknown;
}

it('takes a received day as noon UTC but never later than now, and no day that has not begun anywhere', () => {
  const now = new Date('2026-03-10T11:00:00Z');
  assert.equal(receivedAt('2026-03-01', now).toISOString(), '2026-03-01T12:00:00.000Z');
  assert.equal(receivedAt('2026-03-10', now).toISOString(), now.toISOString(), 'today, before noon UTC: now');
  assert.equal(receivedAt('2026-03-11', now).toISOString(), now.toISOString(), 'already the 11th in Kiribati');
  assert.throws(() => receivedAt('2026-03-12', now), /Date cannot be in the future/);
  assert.throws(() => receivedAt('2026-02-30', now), /Date is invalid/);
});

describeEachDatabase('offline gifts', (target) => {
  let app: FastifyInstance;
  let member: TestSession;
  let leader: TestSession;
  let types: { id: number; name: string }[];
  /** Each gift its own check: a second check of one number for one donor asks first (409). */
  let checks = 2211;
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
    checkNumber: ` ${checks++} `,
    receivedOn: '2026-01-04',
    donorName: 'Daniel Okafor',
    donorEmail: 'Member@Example.com',
    note: 'Left in the offering box',
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

  it('records a member chosen by search by their account, and a check with its number', async () => {
    const response = await call('POST', '/givings/offline', leader, {
      givingTypeId: types[0]?.id,
      amount: 40,
      method: 'check',
      checkNumber: '3301',
      receivedOn: '2026-01-18',
      userId: member.userId,
    });
    assert.equal(response.statusCode, 201, response.body);
    const id = response.json<CreatedGiving>().id;
    const listed = (await adminHistory()).entities.find((item) => item.givingId === id);
    assert.deepEqual(
      [listed?.donorName, listed?.donorEmail, listed?.donorKind, listed?.paymentMethod],
      ['Daniel Okafor', 'member@example.com', 'member', { kind: 'offline', method: 'check', checkNumber: '3301' }],
    );
    assert.ok(
      (await memberHistory()).entities.some((item) => item.givingId === id),
      "in the member's own history",
    );

    const cash = await call('POST', '/givings/offline', leader, {
      ...gift(),
      method: 'cash',
      checkNumber: '77',
      donorEmail: undefined,
    });
    const cashListed = (await adminHistory()).entities.find((item) => item.givingId === cash.json<CreatedGiving>().id);
    assert.deepEqual(
      [cashListed?.donorKind, cashListed?.donorEmail, cashListed?.paymentMethod],
      ['guest', null, { kind: 'offline', method: 'cash' }],
      'cash has no check number',
    );
  });

  it('names anonymous donors with their e-mail, and a deleted member as deleted', async () => {
    const { entities } = await adminHistory();
    const anonymous = entities.find((item) => item.kind === 'anonymous');
    assert.ok(anonymous?.donorEmail, 'the demo data has anonymous gifts');
    assert.equal(anonymous.donorKind, 'guest');

    const online = entities.find((item) => item.kind === 'one-time' && item.donorKind === 'member');
    assert.ok(online);
    // What deleting a member does to their gifts: the gift stays, without them (ON DELETE SET NULL).
    await app.database.db.update(givings).set({ userId: null }).where(eq(givings.id, online.givingId));
    const orphan = (await adminHistory()).entities.find((item) => item.id === online.id);
    assert.deepEqual(
      [orphan?.donorName, orphan?.donorEmail, orphan?.donorKind, orphan?.amount],
      ['Deleted member', null, 'deleted', online.amount],
    );
  });

  it('filters by the days paid and by giving type, and counts what it filtered', async () => {
    const [first, second] = types;
    for (const [receivedOn, type] of [
      ['2020-03-01', first],
      ['2020-03-15', second],
      ['2020-03-31', first],
      ['2020-04-01', first],
    ] as const) {
      const response = await call('POST', '/givings/offline', leader, {
        ...gift(),
        receivedOn,
        givingTypeId: type?.id,
      });
      assert.equal(response.statusCode, 201, response.body);
    }
    const list = async (query: string) => {
      const response = await call('GET', `/givings/history?${query}`, leader);
      assert.equal(response.statusCode, 200, response.body);
      return response.json<{ count: number; entities: HistoryItem[] }>();
    };
    const march = 'from=2020-03-01T00:00:00.000Z&to=2020-04-01T00:00:00.000Z';
    const inMarch = await list(march);
    assert.deepEqual(
      inMarch.entities.map((item) => item.creationDate.slice(0, 10)),
      ['2020-03-31', '2020-03-15', '2020-03-01'],
      'newest first; the end is exclusive',
    );
    assert.equal(inMarch.count, 3);
    const firstType = await list(`${march}&givingTypeId=${first?.id}`);
    assert.deepEqual(
      [firstType.count, ...firstType.entities.map((item) => item.givingTypeName)],
      [2, first?.name, first?.name],
    );
    const paged = await list(`${march}&skip=1&take=1`);
    assert.deepEqual([paged.count, paged.entities[0]?.creationDate.slice(0, 10)], [3, '2020-03-15']);
    assert.equal((await list('from=2020-04-01T00:00:00.000Z&to=2020-04-02T00:00:00.000Z')).count, 1);

    for (const [query, error] of [
      ['from=2020-03-01', 'from must be an ISO 8601 date and time'],
      ['to=yesterday', 'to must be an ISO 8601 date and time'],
      ['givingTypeId=abc', 'givingTypeId must be a giving type id'],
    ] as const) {
      const response = await call('GET', `/givings/history?${query}`, leader);
      assert.deepEqual([response.statusCode, response.json()], [400, { errors: [error] }], query);
    }
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
      [{ checkNumber: undefined }, ['Check number is required']],
      [{ checkNumber: '  ' }, ['Check number is required']],
      [{ checkNumber: '1'.repeat(31) }, ['Check number max length is 30 characters']],
      [{ userId: 'someone' }, ['Member is invalid']],
      [{ userId: '00000000-0000-4000-8000-000000000000' }, ['Member not found']],
      [{ receivedOn: undefined }, ['Date is required']],
      [{ receivedOn: '04/01/2026' }, ['Date is invalid']],
      [{ receivedOn: '2026-02-30' }, ['Date is invalid']],
      [{ receivedOn: future }, ['Date cannot be in the future']],
      [{ donorName: ' ' }, ['Donor name is required']],
      [{ donorName: undefined }, ['Donor name is required']],
      [{ donorEmail: 'nobody' }, ['Email is invalid']],
      [{ note: 'x'.repeat(501) }, ['Note max length is 500 characters']],
    ] as const) {
      const response = await call('POST', '/givings/offline', leader, { ...gift(), ...change });
      assert.deepEqual([response.statusCode, response.json()], [400, { errors }], JSON.stringify(change));
    }
  });

  it('asks before a second gift with the same check number for the same donor, and records it once confirmed', async () => {
    const check = {
      givingTypeId: types[0]?.id,
      amount: 50,
      method: 'check',
      checkNumber: '5150',
      receivedOn: '2026-02-01',
      userId: member.userId,
    };
    assert.equal((await call('POST', '/givings/offline', leader, check)).statusCode, 201);
    const before = (await adminHistory()).count;
    const duplicate = { errors: ['Check 5150 from this donor is already recorded'] };
    const again = await call('POST', '/givings/offline', leader, { ...check, amount: 75 });
    assert.deepEqual([again.statusCode, again.json()], [409, duplicate]);
    // The same member typed by name and e-mail is the same donor.
    const typed = { ...check, userId: undefined, donorName: 'D. Okafor', donorEmail: 'member@example.com' };
    assert.deepEqual(
      await call('POST', '/givings/offline', leader, typed).then((response) => [response.statusCode, response.json()]),
      [409, duplicate],
    );
    assert.equal((await adminHistory()).count, before, 'nothing recorded without asking');

    // Another donor's check of the same number, and cash, are no duplicates; a typed name matches in any case.
    const walter = { ...check, userId: undefined, donorName: 'Walter Hughes' };
    assert.equal((await call('POST', '/givings/offline', leader, walter)).statusCode, 201);
    assert.equal(
      (await call('POST', '/givings/offline', leader, { ...walter, donorName: 'walter hughes' })).statusCode,
      409,
    );
    assert.equal((await call('POST', '/givings/offline', leader, { ...check, method: 'cash' })).statusCode, 201);

    const confirmed = await call('POST', '/givings/offline', leader, {
      ...check,
      amount: 75,
      duplicateConfirmed: true,
    });
    assert.equal(confirmed.statusCode, 201, confirmed.body);
    assert.equal((await adminHistory()).count, before + 3);
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
      [await call('GET', '/givings/history', member), 403],
      [await call('GET', '/givings/history'), 401],
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

  it('lets the Givings action, without the Members action, search members for the donor', async () => {
    const admin = await login(app, demo.admin);
    const actions = (await call('GET', '/allowed-actions', admin)).json<{ id: number; name: string }[]>();
    const givingsAction = actions.find((action) => action.name === 'Givings');
    const role = await call('POST', '/roles', admin, { name: 'Treasurer', allowedActionIds: [givingsAction?.id] });
    assert.equal(role.statusCode, 201, role.body);
    const changed = await call('PUT', '/users/role', admin, { userId: member.userId, roleId: role.json().id });
    assert.equal(changed.statusCode, 204, changed.body);
    const treasurer = await login(app, demo.member);
    assert.deepEqual(treasurer.allowedActions, ['Givings']);

    const found = await call('GET', '/users?search=okafor&limit=20', treasurer);
    assert.equal(found.statusCode, 200, found.body);
    assert.ok(found.json<{ email: string }[]>().some((user) => user.email === 'member@example.com'));
    assert.equal((await call('GET', '/users/members', treasurer)).statusCode, 403, 'the members page stays closed');
    assert.equal((await call('GET', '/paginated-givingTypes', treasurer)).statusCode, 200);
    assert.equal((await call('GET', '/users?search=okafor', undefined)).statusCode, 401);
  });
});
