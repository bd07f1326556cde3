import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { pdfText } from '@church/testing/pdf-text';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';

describeEachDatabase("a member's own year and statement", (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let member: TestSession;
  let leader: TestSession;

  const get = (url: string, session?: TestSession, language?: string) =>
    app.inject({
      url: `/api${url}`,
      headers: { ...(session ? bearer(session) : {}), ...(language ? { 'accept-language': language } : {}) },
    });

  before(async () => {
    app = await buildTestApp(await target.fresh(), { timeZone: 'America/Chicago' });
    admin = await login(app, demo.admin);
    [member, leader] = await Promise.all([login(app, demo.member), login(app, demo.leader)]);
    const givingTypeId = (await get('/givingTypes')).json<{ id: number }[]>()[0]?.id;
    // The year's first and last days on the church's calendar count; the next year's first does not.
    for (const [amount, receivedOn] of [
      [25, '2021-01-01'],
      [15, '2021-12-31'],
      [7, '2022-01-01'],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/givings/offline',
        headers: bearer(admin),
        payload: { givingTypeId, method: 'cash', amount, receivedOn, userId: member.userId },
      });
      assert.equal(response.statusCode, 201, response.body);
    }
  });
  after(() => app.close());

  it("answers the year's total as the statement counts it, each member their own", async () => {
    assert.deepEqual((await get('/givings/statement/current?year=2021', member)).json(), { year: 2021, total: 40 });
    assert.deepEqual((await get('/givings/statement/current?year=2021', leader)).json(), { year: 2021, total: 0 });
    assert.equal((await get('/givings/statement/current?year=2021')).statusCode, 401);
    assert.equal((await get('/givings/statement/current?year=21', member)).statusCode, 400);
  });

  it("downloads the member's statement of the year, in the reader's language; none for a year without gifts", async () => {
    const pdf = await get('/givings/statement/current/pdf?year=2021', member);
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.match(String(pdf.headers['content-disposition']), /contribution-statement-2021-01-01-to-2021-12-31\.pdf/);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of ['Contribution statement', 'Daniel Okafor', 'Total $40.00']) {
      assert.ok(text.includes(expected), `${expected} in: ${text}`);
    }

    const spanish = await get('/givings/statement/current/pdf?year=2021', member, 'es');
    assert.ok((await pdfText(spanish.rawPayload)).includes('Constancia de donaciones'));

    const none = await get('/givings/statement/current/pdf?year=2021', leader);
    assert.deepEqual([none.statusCode, none.json()], [404, { errors: ['Donor has no gifts in this period'] }]);
  });

  it("ends the statement with the church's own tax wording once an admin writes one, in every language", async () => {
    const standard = 'No goods or services were provided in exchange for these contributions';
    const own = 'Grace Church is a 501(c)(3) organization, EIN 12-3456789. No goods or services were given.';
    const settings = (await get('/church-settings', admin)).json<object>();
    const save = (taxWording: string) =>
      app.inject({ method: 'PUT', url: '/api/church-settings', headers: bearer(admin), payload: { ...settings, taxWording } });
    assert.equal((await save(`  ${own}  `)).json<{ taxWording: string }>().taxWording, own);
    try {
      for (const language of ['en', 'es']) {
        const pdf = await get('/givings/statement/current/pdf?year=2021', member, language);
        const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
        assert.ok(text.includes(own), `${language}: ${text}`);
        assert.ok(!text.includes(standard), `${language}: ${text}`);
      }
    } finally {
      await save('');
    }
    const text = (await pdfText((await get('/givings/statement/current/pdf?year=2021', member)).rawPayload)).replace(/\s+/g, ' ');
    assert.ok(text.includes(standard), 'emptied, the standard wording is back');
  });
});
