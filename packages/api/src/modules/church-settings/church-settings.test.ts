import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { callApi, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';
import { versionOf } from '../../db/table-versions';

describeEachDatabase('church settings', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let member: TestSession;

  before(async () => {
    app = await buildTestApp(await target.fresh());
    admin = await login(app, demo.admin);
    member = await login(app, demo.member);
  });
  after(() => app.close());

  it('starts the demo church without a second factor for staff, and a 60-day refund window', async () => {
    const settings = await callApi(app, 'GET', '/church-settings', admin);
    assert.equal(settings.statusCode, 200);
    assert.deepEqual(settings.json(), {
      twoFactorForStaff: false,
      twoFactorForEveryone: false,
      refundWindowDays: 60,
      taxWording: '',
    });
  });

  it("is read without counting as a write, so a member's cached giving history stays cached", async () => {
    // The history reads the refund window, and its cache is dropped when the settings' write
    // counter moves: a read that moved it made every history read miss (182 req/s in the bench).
    const version = () => versionOf(app.database.db, ['church_settings']);
    const before = await version();
    await callApi(app, 'GET', '/church-settings', admin);
    await callApi(app, 'GET', '/givings/history/current', member);
    await callApi(app, 'GET', '/givings/history/current', member);
    assert.equal(await version(), before, 'no write counted');
  });

  it('keeps what an admin saves, and refuses a refund window beyond a year with a clear message', async () => {
    const tooLong = await callApi(app, 'PUT', '/church-settings', admin, {
      twoFactorForStaff: true,
      twoFactorForEveryone: false,
      refundWindowDays: 400,
    });
    assert.equal(tooLong.statusCode, 400);
    assert.deepEqual(tooLong.json().errors, ['Refund window can be at most 365 days']);

    const saved = await callApi(app, 'PUT', '/church-settings', admin, {
      twoFactorForStaff: true,
      twoFactorForEveryone: true,
      refundWindowDays: 30,
    });
    assert.equal(saved.statusCode, 200);
    const read = await callApi(app, 'GET', '/church-settings', admin);
    // A client that sends no tax wording leaves it as it was.
    assert.deepEqual(read.json(), {
      twoFactorForStaff: true,
      twoFactorForEveryone: true,
      refundWindowDays: 30,
      taxWording: '',
    });
  });

  it('tells any visitor the service times, address and contact, and shows them what an admin saves', async () => {
    const first = await callApi(app, 'GET', '/visit-info');
    assert.equal(first.statusCode, 200);
    assert.deepEqual(first.json().serviceTimes[0], { day: 0, time: '09:00', name: 'Traditional worship' });
    assert.equal(first.json().address.city, 'Wichita');

    const changed = {
      ...first.json(),
      serviceTimes: [{ day: 6, time: '17:30', name: ' Saturday evening worship ' }],
      parking: 'Street parking on Elm St.',
    };
    const refused = await callApi(app, 'PUT', '/visit-info', member, changed);
    assert.equal(refused.statusCode, 403);
    const badTime = await callApi(app, 'PUT', '/visit-info', admin, {
      ...changed,
      serviceTimes: [{ day: 0, time: '25:00', name: 'Worship' }],
    });
    assert.equal(badTime.statusCode, 400);
    assert.deepEqual(badTime.json().errors, ['Time must be a time of day (HH:mm)']);

    const saved = await callApi(app, 'PUT', '/visit-info', admin, changed);
    assert.equal(saved.statusCode, 200);
    // A visitor's next read sees it at once: the cached answer is dropped by the write.
    const read = await callApi(app, 'GET', '/visit-info');
    assert.deepEqual(read.json().serviceTimes, [{ day: 6, time: '17:30', name: 'Saturday evening worship' }]);
    assert.equal(read.json().parking, 'Street parking on Elm St.');
  });
});
