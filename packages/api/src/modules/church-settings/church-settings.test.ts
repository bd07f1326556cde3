import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { callApi, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';

describeEachDatabase('church settings', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;

  before(async () => {
    app = await buildTestApp(await target.fresh());
    admin = await login(app, demo.admin);
  });
  after(() => app.close());

  it('starts the demo church without a second factor for staff, and a 60-day refund window', async () => {
    const settings = await callApi(app, 'GET', '/church-settings', admin);
    assert.equal(settings.statusCode, 200);
    assert.deepEqual(settings.json(), { twoFactorForStaff: false, twoFactorForEveryone: false, refundWindowDays: 60 });
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
    assert.deepEqual(read.json(), { twoFactorForStaff: true, twoFactorForEveryone: true, refundWindowDays: 30 });
  });
});
