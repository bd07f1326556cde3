import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  allowedActionNames,
  sandboxTestCards,
  type AllowedActionName,
  type SubscriptionData,
  type SubscriptionView,
} from '@church/contracts';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type HTTPMethods } from 'fastify';
import { bearer, buildTestApp, demo, login, tempDir, type TestSession } from '../test/helper';
import type { Access } from './lib/permissions';
import { bankVerifications } from './modules/bank-verifications/bank-verifications.table';
import { allowedActions, roleAllowedActions, roles } from './modules/roles/roles.table';
import { users } from './modules/users/users.table';
import { routeAccessPlugin } from './plugins/route-access';

type Caller = TestSession | undefined;

// Signing out would end the member's session half-way, and an event stream never ends by itself:
// these two are called as a visitor only.
const VISITOR_ONLY = new Set(['POST /api/account/logout', 'GET /api/requests/events']);
/** An id no object has, so that a write that passes its checks changes nothing. */
const NO_SUCH_ID = '2147483000';

/** Every documented route as Fastify spells it ('GET /api/videos/:id'): new routes included. */
async function registeredRoutes(app: FastifyInstance): Promise<string[]> {
  const document = (await app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, object> }>();
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`),
  );
}

/** Past the access checks: anything but 401 and 403 (a 400 for the empty body, a 404 for the id). */
const admitted = (status: number) => status !== 401 && status !== 403;

describe('a route without declared access', () => {
  it('stops the start', async () => {
    const app = Fastify();
    await app.register(routeAccessPlugin);
    app.get('/api/forgotten', async () => 'secret');
    await assert.rejects(async () => app.ready(), /GET \/api\/forgotten declares no access/);
    await app.close();
  });
});

describe('every route has a declared access policy, and answers by it', () => {
  let app: FastifyInstance;
  let member: TestSession;
  let otherMember: TestSession;
  let leader: TestSession;
  let admin: TestSession;
  /** A member whose role holds exactly one allowed action, per action. */
  const holderOf = new Map<AllowedActionName, TestSession>();

  const call = (route: string, caller: Caller, options: { url?: string; payload?: object } = {}) => {
    const [method, pattern] = route.split(' ') as [HTTPMethods, string];
    const withBody = method !== 'GET' && method !== 'DELETE';
    return app.inject({
      method,
      url: options.url ?? pattern.replace(/:[A-Za-z]+/g, NO_SUCH_ID),
      headers: caller ? bearer(caller) : {},
      ...(withBody ? { payload: options.payload ?? {} } : {}),
    });
  };

  /** The members holding one action each, made the way an admin would: a role, then a member in it. */
  async function createSingleActionHolders() {
    const db = app.database.db;
    const [template] = await db.select().from(users).where(eq(users.email, demo.member.email));
    assert.ok(template);
    const { id: _id, createdAt: _createdAt, ...person } = template;
    for (const action of allowedActionNames) {
      const [role] = await db
        .insert(roles)
        .values({ name: `Only ${action}` })
        .returning();
      const [allowed] = await db.select().from(allowedActions).where(eq(allowedActions.name, action));
      assert.ok(role && allowed);
      await db.insert(roleAllowedActions).values({ roleId: role.id, allowedActionId: allowed.id });
      const email = `only.${action.toLowerCase().replace(/ /g, '.')}@example.com`;
      await db.insert(users).values({ ...person, email, roleId: role.id });
      holderOf.set(action, await login(app, { email, password: demo.member.password }));
    }
  }

  before(async () => {
    app = await buildTestApp({ dataDir: tempDir() });
    [member, otherMember, leader, admin] = await Promise.all([
      login(app, demo.member),
      login(app, { email: 'naomi.washington@example.com', password: 'Member123' }),
      login(app, demo.leader),
      login(app, demo.admin),
    ]);
    await createSingleActionHolders();
  });
  after(() => app.close());

  it('reads every documented route in the access table the routes declared', async () => {
    const routes = await registeredRoutes(app);
    assert.ok(routes.length > 100, `only ${routes.length} routes found`);
    assert.deepEqual(
      routes.filter((route) => !app.accessTable.has(route)),
      [],
    );
  });

  it('answers every route as its policy says: visitor, member, each single action, all actions, admin', async () => {
    const mismatches: string[] = [];
    const expect = async (route: string, who: string, caller: Caller, shouldPass: boolean) => {
      const status = (await call(route, caller)).statusCode;
      if (admitted(status) !== shouldPass) mismatches.push(`${route} as ${who}: ${status}`);
    };
    for (const route of await registeredRoutes(app)) {
      const policy: Access | undefined = app.accessTable.get(route);
      if (!policy) continue; // reported by the test above
      if (VISITOR_ONLY.has(route)) {
        await expect(route, 'visitor', undefined, policy === 'public');
        continue;
      }
      await expect(route, 'visitor', undefined, policy === 'public');
      if (policy === 'public') continue;
      await expect(route, 'member', member, policy === 'signed-in' || policy === 'owner');
      if (policy === 'signed-in' || policy === 'owner') continue;
      await expect(route, 'admin', admin, true);
      if (policy === 'admin') {
        await expect(route, 'holder of every action', leader, false);
        continue;
      }
      for (const [action, holder] of holderOf)
        await expect(route, `holder of ${action}`, holder, policy.includes(action));
    }
    assert.deepEqual(mismatches, []);
  });

  it('lets nobody below admin give an action they lack, nor Roles or Members, nor touch their own or the Member role', async () => {
    const db = app.database.db;
    const roleIdOf = async (name: string) => {
      const [role] = await db.select().from(roles).where(eq(roles.name, name));
      assert.ok(role, name);
      return role.id;
    };
    const actionIdOf = async (name: string) => {
      const [action] = await db.select().from(allowedActions).where(eq(allowedActions.name, name));
      assert.ok(action, name);
      return action.id;
    };
    const memberRoleId = await roleIdOf('Member');
    const givers: [string, TestSession, readonly string[]][] = [
      ...[...holderOf].map(([action, holder]): [string, TestSession, string[]] => [
        `holder of ${action}`,
        holder,
        [action],
      ]),
      ['leader (every action)', leader, allowedActionNames],
      ['admin', admin, []],
    ];
    const mismatches: string[] = [];
    for (const [who, giver, holds] of givers) {
      const isAdmin = giver === admin;
      const passesGuard = (route: string) =>
        isAdmin || (app.accessTable.get(route) as readonly string[]).some((action) => holds.includes(action));
      const expect = async (
        route: string,
        what: string,
        payload: object,
        url: string | undefined,
        mayGive: boolean,
      ) => {
        if (!passesGuard(route)) return; // the guard's 403, checked above
        const response = await call(route, giver, { payload, ...(url ? { url } : {}) });
        if (admitted(response.statusCode) !== (isAdmin || mayGive))
          mismatches.push(`${route} ${what} as ${who}: ${response.statusCode}`);
        return response;
      };
      for (const action of allowedActionNames) {
        const mayGive = holds.includes(action) && action !== 'Roles' && action !== 'Members';
        const actionId = await actionIdOf(action);
        await expect(
          'POST /api/roles',
          `giving ${action}`,
          { name: `${action} by ${who}`, allowedActionIds: [actionId] },
          undefined,
          mayGive,
        );
        const assigned = await expect(
          'PUT /api/users/role',
          `giving the role Only ${action}`,
          { userId: otherMember.userId, roleId: await roleIdOf(`Only ${action}`) },
          undefined,
          mayGive,
        );
        if (assigned?.statusCode === 204)
          await call('PUT /api/users/role', admin, { payload: { userId: otherMember.userId, roleId: memberRoleId } });
      }
      const ownRoleId = isAdmin
        ? undefined
        : await roleIdOf(holds.length === 1 ? `Only ${holds[0]}` : 'Ministry Leader');
      for (const [what, roleId] of [
        ['the Member role', memberRoleId],
        ['their own role', ownRoleId],
      ] as const) {
        if (roleId === undefined) continue;
        const unchanged = {
          allowedActionIds: (
            await db.select().from(roleAllowedActions).where(eq(roleAllowedActions.roleId, roleId))
          ).map((row) => row.allowedActionId),
        };
        await expect('PUT /api/roles/:id', `on ${what}`, unchanged, `/api/roles/${roleId}`, false);
        await expect('PUT /api/roles/range', `on ${what}`, [{ id: roleId, ...unchanged }], undefined, false);
      }
    }
    assert.deepEqual(mismatches, []);
  });

  it("refuses another member's real objects on every owner route, which their owner can use", async () => {
    const ownerRoutes = (await registeredRoutes(app)).filter((route) => app.accessTable.get(route) === 'owner');
    const checked = new Set<string>();
    /** The other member first (403 or 404, nothing done), then the owner (2xx): the object is real. */
    const holds = async (route: string, options: { url?: string; payload?: object }, others?: object) => {
      const refused = await call(route, otherMember, { ...options, ...(others ? { payload: others } : {}) });
      assert.ok([403, 404].includes(refused.statusCode), `${route} as another member: ${refused.statusCode}`);
      const used = await call(route, member, options);
      assert.ok(used.statusCode < 300, `${route} as its owner: ${used.statusCode} ${used.body}`);
      checked.add(route);
      return used;
    };

    const request = (
      await call('POST /api/requests', member, { payload: { requestText: 'For my family', page: '/' } })
    ).json<{
      id: number;
    }>();
    await holds('GET /api/messages', { url: `/api/messages?requestId=${request.id}` });
    await holds('POST /api/messages', { payload: { requestId: request.id, messageText: 'Thank you all' } });
    await holds('PUT /api/requests/:id/seen', { url: `/api/requests/${request.id}/seen` });
    await holds('PUT /api/requests/:id/answered', { url: `/api/requests/${request.id}/answered` });
    await holds('DELETE /api/requests/:id/answered', { url: `/api/requests/${request.id}/answered` });

    const videoId = (await app.inject({ url: '/api/videos/home' })).json<{ id: number }[]>()[0]?.id;
    const comment = (await call('POST /api/comments', member, { payload: { videoId, text: 'Amen' } })).json<{
      id: number;
    }>();
    await holds('DELETE /api/comments/:id', { url: `/api/comments/${comment.id}` });

    const history = (await app.inject({ url: '/api/givings/history/current?take=50', headers: bearer(member) })).json<{
      entities: { id: number; isRefunded: boolean }[];
    }>();
    const gift = history.entities.find((entry) => !entry.isRefunded);
    await holds('PUT /api/givings/refund', { payload: { givingDetailId: gift?.id } });

    const newCard = async (number: string) =>
      (
        await call('POST /api/sandbox/payment-methods', undefined, {
          payload: { card: { number, expMonth: 12, expYear: 2099, cvc: '123' } },
        })
      ).json<{ id: string }>().id;
    const saved = (
      await call('POST /api/payment-methods', member, {
        payload: { stripePaymentMethodId: await newCard(sandboxTestCards.succeeds) },
      })
    ).json<{ id: number }>();
    await holds('PUT /api/payment-methods/:id/default', { url: `/api/payment-methods/${saved.id}/default` });
    await holds('DELETE /api/payment-methods/:id', { url: `/api/payment-methods/${saved.id}` });

    const [plan] = (await app.inject({ url: '/api/giving-plans' })).json<{ id: number }[]>();
    const [type] = (await app.inject({ url: '/api/givingTypes' })).json<{ id: number }[]>();
    const subject = (
      await call('POST /api/givings/subscription-subject', member, {
        url: `/api/givings/subscription-subject?givingPlanId=${plan?.id}&givingTypeId=${type?.id}`,
      })
    ).json<SubscriptionData>();
    const othersCard = await newCard(sandboxTestCards.succeeds);
    const declined = (
      await holds(
        'POST /api/givings/create-subscription',
        {
          payload: {
            customerId: subject.customerId,
            priceId: subject.priceId,
            paymentMethodId: await newCard(sandboxTestCards.declined),
          },
        },
        { customerId: subject.customerId, priceId: subject.priceId, paymentMethodId: othersCard },
      )
    ).json<SubscriptionView>();
    const invoice = { customerId: subject.customerId, invoiceId: declined.latestInvoice.id };
    await holds(
      'POST /api/givings/retry-invoice',
      { payload: { ...invoice, paymentMethodId: await newCard(sandboxTestCards.succeeds) } },
      { ...invoice, paymentMethodId: othersCard },
    );
    const [recurring] = (await app.inject({ url: '/api/recurring-givings/current', headers: bearer(member) })).json<
      { id: number }[]
    >();
    await holds('PUT /api/recurring-givings/current/:id', {
      url: `/api/recurring-givings/current/${recurring?.id}`,
      payload: { amount: 30, schedule: 'weekly', givingTypeId: type?.id },
    });
    // Only a past-due gift has a missed charge to pay: another member's try finds no gift, the
    // owner's passes to the check that there is nothing to pay.
    const payPastDue = 'POST /api/recurring-givings/current/:id/pay-past-due';
    const pastDue = {
      url: `/api/recurring-givings/current/${recurring?.id}/pay-past-due`,
      payload: { paymentMethodId: othersCard },
    };
    assert.equal((await call(payPastDue, otherMember, pastDue)).statusCode, 404);
    const ownersTry = await call(payPastDue, member, pastDue);
    assert.deepEqual(
      [ownersTry.statusCode, ownersTry.json()],
      [400, { errors: ['This recurring gift has no missed charge to pay'] }],
    );
    checked.add(payPastDue);
    await holds('DELETE /api/recurring-givings/current/:id', {
      url: `/api/recurring-givings/current/${recurring?.id}`,
    });

    // A bank account of the member's waiting for micro-deposits (Stripe only; written here as its
    // event would): another member's try finds none, the owner's reaches the sandbox, which has none.
    const [wait] = await app.database.db
      .insert(bankVerifications)
      .values({
        intentId: 'seti_waiting',
        intentKind: 'setup',
        userId: member.userId,
        hostedVerificationUrl: 'https://payments.stripe.com/microdeposit/x',
        microdepositType: 'amounts',
        since: new Date(),
      })
      .returning();
    const verifyBank = 'POST /api/bank-verifications/:id/verify';
    const bankEntry = { url: `/api/bank-verifications/${wait?.id}/verify`, payload: { amounts: [32, 45] } };
    assert.equal((await call(verifyBank, otherMember, bankEntry)).statusCode, 404);
    const ownersEntry = await call(verifyBank, member, bankEntry);
    assert.deepEqual(
      [ownersEntry.statusCode, ownersEntry.json()],
      [400, { errors: ['The bank account could not be verified. Please try again in a moment.'] }],
    );
    checked.add(verifyBank);

    // The member is on the demo Worship team's Vocals: scheduled there, only they answer.
    const [sunday] = (
      await app.inject({ url: '/api/service-types?search=Sunday%20Morning', headers: bearer(admin) })
    ).json<{ id: number }[]>();
    const { teams } = (await app.inject({ url: `/api/scheduling/plans/${sunday?.id}`, headers: bearer(admin) })).json<{
      teams: { positions: { id: number; name: string }[] }[];
    }>();
    const vocals = teams.flatMap((team) => team.positions).find((position) => position.name === 'Vocals');
    const assignment = (
      await call('POST /api/scheduling/assignments', admin, {
        payload: { positionId: vocals?.id, userId: member.userId },
      })
    ).json<{ id: number }>();
    await holds('GET /api/scheduling/my-assignments/:id/replacements', {
      url: `/api/scheduling/my-assignments/${assignment.id}/replacements`,
    });
    await holds('PUT /api/scheduling/my-assignments/:id', {
      url: `/api/scheduling/my-assignments/${assignment.id}`,
      payload: { answer: 'accept' },
    });

    // A date the member cannot serve: only they remove it.
    const blockout = (
      await call('POST /api/scheduling/my-blockouts', member, { payload: { firstDay: '2027-03-10' } })
    ).json<{ id: number }>();
    await holds('DELETE /api/scheduling/my-blockouts/:id', { url: `/api/scheduling/my-blockouts/${blockout.id}` });

    // A second sign-in of the member: the other member cannot sign it out, the member can.
    const phone = await login(app, demo.member);
    const phoneSession = app.accessTokens.inspect(phone.accessToken)?.sessionId;
    await holds('DELETE /api/account/sessions/:id', { url: `/api/account/sessions/${phoneSession}` });

    assert.deepEqual(
      ownerRoutes.filter((route) => !checked.has(route)),
      [],
      'every owner route has a real object of another member tried here',
    );
  });
});
