import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import {
  campaignMessages,
  churchDay,
  sandboxTestCards,
  type Campaign,
  type CampaignPledgeList,
  type MyPledges,
  type PledgeProgress,
  type PublicCampaign,
} from '@church/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildTestApp, callApi, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';

/** A day `offset` days from the church's today ('America/Chicago', the default), 'YYYY-MM-DD'. */
const dayFromToday = (offset: number) => {
  const today = Date.parse(`${churchDay(new Date(), 'America/Chicago')}T00:00:00Z`);
  return new Date(today + offset * 86_400_000).toISOString().slice(0, 10);
};

describeEachDatabase('pledge campaigns', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let leader: TestSession;
  let member: TestSession;
  /** A giving type of these tests alone: the demo gifts count toward none of the campaigns. */
  let building: number;
  let tithe: number;
  /** Runs from 5 days ago to 45 days from now. */
  let open: Campaign;
  /** Ran from 20 days ago until 6 days ago. */
  let ended: Campaign;
  const call = (method: InjectOptions['method'], url: string, session?: TestSession, payload?: object) =>
    callApi(app, method, url, session, payload);
  const campaign = (fields: object) => ({
    name: 'New roof',
    description: 'The sanctuary roof before winter',
    goal: 5000,
    givingTypeId: building,
    showTotal: false,
    ...fields,
  });
  const raisedOf = async (id: number) =>
    (await call('GET', '/campaigns?take=50', leader))
      .json<{ entities: Campaign[] }>()
      .entities.find((entry) => entry.id === id)?.raised;
  const offline = async (fields: object) => {
    const response = await call('POST', '/givings/offline', leader, { method: 'cash', ...fields });
    assert.equal(response.statusCode, 201, response.body);
  };

  before(async () => {
    app = await buildTestApp(await target.fresh());
    [admin, leader, member] = await Promise.all([
      login(app, demo.admin),
      login(app, demo.leader),
      login(app, demo.member),
    ]);
    building = (await call('POST', '/givingTypes', leader, { name: 'Roof Fund' })).json<{ id: number }>().id;
    tithe = (await call('GET', '/givingTypes')).json<{ id: number }[]>()[0]!.id;

    const created = await call(
      'POST',
      '/campaigns',
      leader,
      campaign({ startsOn: dayFromToday(-5), endsOn: dayFromToday(45) }),
    );
    assert.equal(created.statusCode, 201, created.body);
    open = created.json<Campaign>();
    ended = (
      await call(
        'POST',
        '/campaigns',
        admin,
        campaign({ name: 'Youth trip', startsOn: dayFromToday(-20), endsOn: dayFromToday(-6) }),
      )
    ).json<Campaign>();

    // The member's $30 on the open campaign's first day; a guest's $100 today and $7 the day before it.
    await offline({ givingTypeId: building, amount: 30, receivedOn: dayFromToday(-5), userId: member.userId });
    await offline({ givingTypeId: building, amount: 100, receivedOn: dayFromToday(0), donorName: 'Ruth Miller' });
    await offline({ givingTypeId: building, amount: 7, receivedOn: dayFromToday(-6), donorName: 'Ruth Miller' });
    // Another type, in the days: counts toward neither.
    await offline({ givingTypeId: tithe, amount: 11, receivedOn: dayFromToday(0), userId: member.userId });
    // The member's $20 by card today, then refunded: counts toward nothing.
    const gift = await call('POST', '/givings/one-time-giving', member, {
      designations: [{ amount: 20, givingTypeId: building }],
    });
    const { id, designations } = gift.json<{ id: string; designations: { id: number }[] }>();
    const { clientSecret } = (await call('POST', '/givings/one-time-giving-payment', member, { givingId: id })).json<{
      clientSecret: string;
    }>();
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
    assert.equal(confirmed.json<{ status: string }>().status, 'succeeded');
    assert.equal(await raisedOf(open.id), 150, 'paid, it counts');
    const refund = await call('PUT', '/givings/refund', member, { givingDetailId: designations[0]?.id });
    assert.equal(refund.statusCode, 204, refund.body);
  });
  after(() => app.close());

  it("counts the paid gifts of the campaign's type within its days, both days included, and no refund", async () => {
    assert.deepEqual([await raisedOf(open.id), await raisedOf(ended.id)], [130, 7]);
  });

  it('a member pledges monthly until the campaign ends; their own gifts count toward it', async () => {
    const offered = (await call('GET', '/pledges/current', member)).json<MyPledges>().openCampaigns;
    assert.deepEqual(
      offered.find((entry) => entry.id === open.id),
      {
        id: open.id,
        name: 'New roof',
        startsOn: dayFromToday(-5),
        endsOn: dayFromToday(45),
        givingTypeName: 'Roof Fund',
      },
      'offered with its days and giving type before the member pledges',
    );
    const pledged = await call('PUT', `/campaigns/${open.id}/my-pledge`, member, { amount: 50, frequency: 'monthly' });
    assert.equal(pledged.statusCode, 200, pledged.body);
    // Today and a month from today fall before the last day, 45 days away; two months do not.
    assert.deepEqual(pledged.json<PledgeProgress>(), {
      campaignId: open.id,
      campaignName: 'New roof',
      endsOn: dayFromToday(45),
      amount: 50,
      frequency: 'monthly',
      installments: 2,
      pledged: 100,
      given: 30,
      remaining: 70,
    });

    const mine = (await call('GET', '/pledges/current', member)).json<MyPledges>();
    assert.deepEqual(
      mine.pledges.map((pledge) => [pledge.campaignName, pledge.pledged, pledge.given, pledge.remaining]),
      [['New roof', 100, 30, 70]],
    );
    assert.ok(!mine.openCampaigns.some((entry) => [open.id, ended.id].includes(entry.id)), 'pledged, or ended');

    const list = (await call('GET', '/campaigns', admin)).json<{ entities: Campaign[] }>();
    const roof = list.entities.find((entry) => entry.id === open.id);
    assert.deepEqual([roof?.pledged, roof?.pledgeCount], [100, 1]);
    const pledges = (await call('GET', `/campaigns/${open.id}/pledges`, leader)).json<CampaignPledgeList>();
    assert.deepEqual(
      pledges.entities.map((pledge) => [pledge.memberName.length > 0, pledge.pledged, pledge.given]),
      [[true, 100, 30]],
    );
  });

  it('a pledge once replaces the monthly one; withdrawn, it is gone', async () => {
    const once = await call('PUT', `/campaigns/${open.id}/my-pledge`, member, { amount: 80, frequency: 'once' });
    assert.deepEqual(
      [
        once.json<PledgeProgress>().installments,
        once.json<PledgeProgress>().pledged,
        once.json<PledgeProgress>().remaining,
      ],
      [1, 80, 50],
    );
    assert.equal((await call('DELETE', `/campaigns/${open.id}/my-pledge`, member)).statusCode, 204);
    assert.deepEqual((await call('GET', `/campaigns/${open.id}/my-pledge`, member)).json(), { pledge: null });
    const again = await call('DELETE', `/campaigns/${open.id}/my-pledge`, member);
    assert.deepEqual([again.statusCode, again.json()], [404, { errors: [campaignMessages.pledgeNotFound] }]);
  });

  it('refuses a pledge to an ended campaign, and checks every field again', async () => {
    const late = await call('PUT', `/campaigns/${ended.id}/my-pledge`, member, { amount: 10, frequency: 'once' });
    assert.deepEqual([late.statusCode, late.json()], [409, { errors: [campaignMessages.campaignEnded] }]);
    const backwards = await call(
      'POST',
      '/campaigns',
      leader,
      campaign({ startsOn: dayFromToday(3), endsOn: dayFromToday(2) }),
    );
    assert.deepEqual([backwards.statusCode, backwards.json()], [400, { errors: [campaignMessages.endBeforeStart] }]);
    const noType = await call('POST', '/campaigns', leader, {
      ...campaign({ startsOn: dayFromToday(0), endsOn: dayFromToday(2) }),
      givingTypeId: 999_999,
    });
    assert.equal(noType.statusCode, 400);
    const invalid = await call('PUT', `/campaigns/${open.id}/my-pledge`, member, { amount: 0, frequency: 'daily' });
    assert.equal(invalid.statusCode, 400);
  });

  it('shows the public total only once its managers turn it on', async () => {
    const hidden = (await call('GET', `/campaigns/${open.id}`)).json<PublicCampaign>();
    assert.deepEqual([hidden.name, hidden.goal, hidden.raised], ['New roof', 5000, null]);
    const shown = await call(
      'PUT',
      `/campaigns/${open.id}`,
      leader,
      campaign({ startsOn: open.startsOn, endsOn: open.endsOn, showTotal: true }),
    );
    assert.equal(shown.statusCode, 200, shown.body);
    assert.equal((await call('GET', `/campaigns/${open.id}`)).json<PublicCampaign>().raised, 130);
  });

  it('lets only admins and the Givings action manage campaigns; pledging needs a sign-in', async () => {
    const body = campaign({ startsOn: dayFromToday(0), endsOn: dayFromToday(9) });
    assert.equal((await call('POST', '/campaigns', member, body)).statusCode, 403);
    assert.equal((await call('GET', `/campaigns/${open.id}/pledges`, member)).statusCode, 403);
    assert.equal((await call('PUT', `/campaigns/${open.id}`, member, body)).statusCode, 403);
    assert.equal((await call('DELETE', `/campaigns/${open.id}`, member)).statusCode, 403);
    assert.equal(
      (await call('PUT', `/campaigns/${open.id}/my-pledge`, undefined, { amount: 5, frequency: 'once' })).statusCode,
      401,
    );
    assert.equal((await call('GET', '/pledges/current')).statusCode, 401);

    assert.equal((await call('DELETE', `/campaigns/${ended.id}`, admin)).statusCode, 204);
    assert.equal((await call('GET', `/campaigns/${ended.id}`)).statusCode, 404);
  });

  it('keeps each campaign made, changed and deleted in the audit log, with who and what changed', async () => {
    const log = async (action: string) =>
      (await call('GET', `/audit-log?action=${action}&take=50`, admin)).json<{
        entities: {
          subjectId: string | null;
          actor: { email: string | null } | null;
          details: Record<string, unknown>;
        }[];
      }>().entities;
    const made = (await log('campaign.create')).find((entry) => entry.subjectId === String(open.id));
    assert.deepEqual(
      [made?.actor?.email, made?.details.name, made?.details.goal],
      [demo.leader.email, 'New roof', 5000],
    );
    const [changed] = (await log('campaign.update')).filter((entry) => entry.subjectId === String(open.id));
    assert.deepEqual(
      [
        changed?.actor?.email,
        (changed?.details.before as { showTotal: boolean }).showTotal,
        (changed?.details.after as { showTotal: boolean }).showTotal,
      ],
      [demo.leader.email, false, true],
    );
    const [deleted] = (await log('campaign.delete')).filter((entry) => entry.subjectId === String(ended.id));
    assert.deepEqual([deleted?.actor?.email, deleted?.details.name], [demo.admin.email, 'Youth trip']);
  });
});
