import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { AllowedActionName } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import {
  callApi,
  buildTestApp,
  demo,
  describeEachDatabase,
  linkFromOutbox,
  login,
  type TestSession,
} from '../../../test/helper';

interface Role {
  id: number;
  name: string;
  allowedActions: { id: number; name: string }[];
}

const password = 'Member123';
const maria = { email: 'maria.hernandez@example.com', password };
const james = { email: 'james.nguyen@example.com', password };
const abigail = { email: 'abigail.brooks@example.com', password };

const refusal = (message: string) => [403, { errors: [message] }];

/**
 * The privilege escalation of issue 29, each path as the attacker took it, and the rule that
 * closes them (decision 0055): a non-admin gives only what they hold, never Roles or Members,
 * never changes their own role, the Member role, or anyone or any role holding more than they do.
 */
describeEachDatabase('delegation cannot climb', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let leader: TestSession;
  let actionIds: Record<AllowedActionName, number>;
  const every = () => Object.values(actionIds);
  const roles = async () => (await callApi(app, 'GET', '/roles', admin)).json<Role[]>();
  const role = async (name: string) => {
    const found = (await roles()).find((candidate) => candidate.name === name);
    assert.ok(found, name);
    return found;
  };
  const actionsOf = async (name: string) => (await role(name)).allowedActions.map((action) => action.name);
  const answer = async (response: Promise<{ statusCode: number; json(): unknown }>) => {
    const settled = await response;
    return [settled.statusCode, settled.json()];
  };

  /** A role made by the admin, and a demo member put in it by the admin, signed in afresh. */
  async function holderOf(
    credentials: { email: string; password: string },
    roleName: string,
    actions: AllowedActionName[],
  ) {
    const created = await callApi(app, 'POST', '/roles', admin, {
      name: roleName,
      allowedActionIds: actions.map((action) => actionIds[action]),
    });
    assert.equal(created.statusCode, 201, created.body);
    const session = await login(app, credentials);
    const assigned = await callApi(app, 'PUT', '/users/role', admin, {
      userId: session.userId,
      roleId: created.json<Role>().id,
    });
    assert.equal(assigned.statusCode, 204);
    return login(app, credentials);
  }

  before(async () => {
    app = await buildTestApp(await target.fresh());
    [admin, leader] = await Promise.all([login(app, demo.admin), login(app, demo.leader)]);
    const listed = (await callApi(app, 'GET', '/allowed-actions', admin)).json<{ id: number; name: string }[]>();
    actionIds = Object.fromEntries(listed.map((action) => [action.name, action.id])) as typeof actionIds;
  });
  after(() => app.close());

  it('a Members holder cannot give an accomplice a role that holds Roles, nor a Roles holder widen its own role to read every gift', async () => {
    const membersHolder = await holderOf(maria, 'Membership', ['Members']);
    const accomplice = await login(app, james);
    const rolesRole = (
      await callApi(app, 'POST', '/roles', admin, { name: 'Role Keepers', allowedActionIds: [actionIds.Roles] })
    ).json<Role>();

    assert.deepEqual(
      await answer(
        callApi(app, 'PUT', '/users/role', membersHolder, { userId: accomplice.userId, roleId: rolesRole.id }),
      ),
      refusal('Only an admin can give the Roles or Members action'),
    );
    assert.deepEqual((await login(app, james)).allowedActions, [], 'the accomplice holds nothing more');

    // Even one a real admin trusted with Roles cannot climb from there: not their own role, not at once.
    await callApi(app, 'PUT', '/users/role', admin, { userId: accomplice.userId, roleId: rolesRole.id });
    const rolesHolder = await login(app, james);
    assert.deepEqual(
      await answer(callApi(app, 'PUT', `/roles/${rolesRole.id}`, rolesHolder, { allowedActionIds: every() })),
      refusal('Only an admin can change the role you hold'),
    );
    assert.deepEqual(
      await answer(callApi(app, 'PUT', '/roles/range', rolesHolder, [{ id: rolesRole.id, allowedActionIds: every() }])),
      refusal('Only an admin can change the role you hold'),
    );
    assert.deepEqual(await actionsOf('Role Keepers'), ['Roles']);
    assert.equal((await callApi(app, 'GET', '/givings/history', rolesHolder)).statusCode, 403);
    assert.equal((await callApi(app, 'POST', '/givings/report-html', rolesHolder, {})).statusCode, 403);
  });

  it('a Roles holder cannot add actions to the Member role, so a member who signs up reads no gifts', async () => {
    const rolesHolder = await holderOf(abigail, 'Role Editors', ['Roles']);
    const memberRole = await role('Member');
    assert.deepEqual(
      await answer(callApi(app, 'PUT', `/roles/${memberRole.id}`, rolesHolder, { allowedActionIds: every() })),
      refusal('Only an admin can change the Member role, which every new member gets'),
    );
    // The leader holds all nine actions, and still may not touch the role every sign-up gets.
    assert.deepEqual(
      await answer(
        callApi(app, 'PUT', '/roles/range', leader, [{ id: memberRole.id, allowedActionIds: [actionIds.Givings] }]),
      ),
      refusal('Only an admin can change the Member role, which every new member gets'),
    );
    assert.deepEqual(await actionsOf('Member'), []);

    const email = 'new.arrival@example.com';
    const registered = await callApi(app, 'POST', '/account/register', undefined, {
      firstName: 'Hannah',
      lastName: 'Miller',
      address: { streetAddress: '12 Elm St', city: 'Newton', stateId: 17, zipCode: '67114' },
      email,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      phoneNumber: '+13165550199',
    });
    assert.equal(registered.statusCode, 204, registered.body);
    const token = await linkFromOutbox(app, admin, email, 'confirm-email');
    assert.equal((await callApi(app, 'POST', '/account/confirm-email', undefined, { token })).statusCode, 204);
    const newcomer = await login(app, { email, password: 'Secret123' });
    assert.deepEqual(newcomer.allowedActions, []);
    assert.equal((await callApi(app, 'GET', '/givings/history', newcomer)).statusCode, 403);
  });

  it('a non-admin creates and edits roles only with actions they hold, never Roles or Members', async () => {
    const rolesHolder = await login(app, abigail);
    assert.deepEqual(
      await answer(
        callApi(app, 'POST', '/roles', rolesHolder, { name: 'Treasurers', allowedActionIds: [actionIds.Givings] }),
      ),
      refusal('You can only give actions that your own role holds'),
    );
    for (const action of ['Roles', 'Members'] as const) {
      assert.deepEqual(
        await answer(
          callApi(app, 'POST', '/roles', leader, { name: `Deputy ${action}`, allowedActionIds: [actionIds[action]] }),
        ),
        refusal('Only an admin can give the Roles or Members action'),
      );
    }
    const created = await callApi(app, 'POST', '/roles', leader, {
      name: 'Worship',
      allowedActionIds: [actionIds['Video upload'], actionIds['Post upload']],
    });
    assert.equal(created.statusCode, 201, created.body);
    const worship = created.json<Role>();
    assert.deepEqual(
      await answer(
        callApi(app, 'PUT', `/roles/${worship.id}`, leader, {
          allowedActionIds: [actionIds['Video upload'], actionIds.Members],
        }),
      ),
      refusal('Only an admin can give the Roles or Members action'),
    );
    const widened = await callApi(app, 'PUT', `/roles/${worship.id}`, leader, {
      allowedActionIds: [actionIds['Video upload'], actionIds.Givings],
    });
    assert.equal(widened.statusCode, 200, widened.body);

    // A role holding more than the Roles holder: neither edited nor deleted by them (its holders would lose rights).
    assert.deepEqual(
      await answer(callApi(app, 'PUT', `/roles/${worship.id}`, rolesHolder, { allowedActionIds: [] })),
      refusal('You can only change a role that holds no more than yours'),
    );
    assert.deepEqual(
      await answer(callApi(app, 'DELETE', `/roles/${worship.id}`, rolesHolder)),
      refusal('You can only change a role that holds no more than yours'),
    );
    const leaders = await role('Ministry Leader');
    for (const attempt of [
      callApi(app, 'PUT', `/roles/${leaders.id}`, leader, { name: 'Elders', allowedActionIds: [] }),
      callApi(app, 'DELETE', `/roles/${leaders.id}`, leader),
    ]) {
      assert.deepEqual(await answer(attempt), refusal('Only an admin can change the role you hold'));
    }
    assert.equal((await callApi(app, 'DELETE', `/roles/${worship.id}`, leader)).statusCode, 204);
    const byAdmin = await callApi(app, 'POST', '/roles', admin, { name: 'Deputies', allowedActionIds: every() });
    assert.equal(byAdmin.statusCode, 201, 'an admin gives anything');
  });

  it('a non-admin gives only roles within their rights, to members within them', async () => {
    const membersHolder = await login(app, maria);
    const member = await login(app, demo.member);
    await callApi(app, 'POST', '/roles', admin, { name: 'Video Team', allowedActionIds: [actionIds['Video upload']] });
    const give = (actor: TestSession, userId: string, roleName: string) =>
      role(roleName).then((found) => callApi(app, 'PUT', '/users/role', actor, { userId, roleId: found.id }));

    assert.deepEqual(
      await answer(give(membersHolder, member.userId, 'Video Team')),
      refusal('You can only give a role whose actions your own role holds'),
    );
    assert.deepEqual(
      await answer(give(membersHolder, member.userId, 'Ministry Leader')),
      refusal('Only an admin can give the Roles or Members action'),
    );
    // Taking a role away is refused too when its holder has more than the actor: no demoting a peer above you.
    assert.deepEqual(
      await answer(give(membersHolder, leader.userId, 'Member')),
      refusal('You can only change a member whose role holds no more than yours'),
    );
    assert.deepEqual(
      await answer(callApi(app, 'DELETE', '/users/multiple', membersHolder, { ids: [leader.userId] })),
      refusal('You can only change a member whose role holds no more than yours'),
    );
    assert.equal((await login(app, demo.leader)).roles[0], 'Ministry Leader');

    // Within their rights it works, both ways.
    assert.equal((await give(leader, member.userId, 'Video Team')).statusCode, 204);
    assert.deepEqual((await login(app, demo.member)).allowedActions, ['Video upload']);
    assert.equal((await give(leader, member.userId, 'Member')).statusCode, 204);
    assert.equal((await give(leader, membersHolder.userId, 'Member')).statusCode, 204, 'a peer holding less');
    assert.equal((await give(admin, leader.userId, 'Membership')).statusCode, 204, 'an admin gives anything');
  });
});
