import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { OutboxMessage, SessionResponse } from '@church/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pdfText } from '@church/testing/pdf-text';
import { givings } from '../../modules/givings';
import { prayerRequestMessages, prayerRequests } from '../../modules/prayer-requests';
import { users } from '../../modules/users';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';

// Issue 31: the server speaks the reader's language. The member chooses Spanish once; the mail
// they get and the answers to a Spanish browser come in Spanish, English readers see no change.
describeEachDatabase('the server in the reader language', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let member: TestSession;

  const inject = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: { session?: TestSession; payload?: object; language?: string } = {},
  ) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: {
        ...(options.session ? bearer(options.session) : {}),
        ...(options.language ? { 'accept-language': options.language } : {}),
      },
      ...(options.payload ? { payload: options.payload } : {}),
    });
  const outbox = async () => {
    await app.background.idle();
    return (await inject('GET', '/outbox?take=100', { session: admin })).json<OutboxMessage[]>();
  };

  before(async () => {
    app = await buildTestApp(await target.fresh());
    [admin, member] = await Promise.all([login(app, demo.admin), login(app, demo.member)]);
  });
  after(() => app.close());

  it('keeps the language a member chooses, answers it at sign-in and in their profile', async () => {
    const before = await app.inject({ method: 'POST', url: '/api/account/login', payload: demo.member });
    assert.equal(before.json<SessionResponse>().user.language, 'en');

    const invalid = await inject('PUT', '/users/current/language', { session: member, payload: { language: 'fr' } });
    assert.equal(invalid.statusCode, 400);
    const chosen = await inject('PUT', '/users/current/language', { session: member, payload: { language: 'es' } });
    assert.equal(chosen.statusCode, 204, chosen.body);
    const anonymous = await inject('PUT', '/users/current/language', { payload: { language: 'es' } });
    assert.equal(anonymous.statusCode, 401);

    const signedIn = await app.inject({ method: 'POST', url: '/api/account/login', payload: demo.member });
    assert.equal(signedIn.json<SessionResponse>().user.language, 'es');
    const profile = await inject('GET', '/users/current', { session: member });
    assert.equal(profile.json<{ language: string }>().language, 'es');
  });

  it('answers validation errors in the Accept-Language, else the account language, else English', async () => {
    const empty = { email: '' };
    const spanish = await inject('POST', '/account/send-forgot-password-email', {
      payload: empty,
      language: 'es-MX,en;q=0.5',
    });
    assert.deepEqual([spanish.statusCode, spanish.json()], [400, { errors: ['El correo electrónico es obligatorio'] }]);
    const english = await inject('POST', '/account/send-forgot-password-email', { payload: empty });
    assert.deepEqual(english.json(), { errors: ['Email is required'] });
    const unspoken = await inject('POST', '/account/send-forgot-password-email', { payload: empty, language: 'fr' });
    assert.deepEqual(unspoken.json(), { errors: ['Email is required'] });

    // The Spanish-speaking member's own requests, from a client that sends no Accept-Language.
    const ownError = await inject('PUT', '/users/current', { session: member, payload: {} });
    assert.equal(ownError.statusCode, 400);
    assert.ok(ownError.json<{ errors: string[] }>().errors.includes('El nombre es obligatorio'), ownError.body);
    const unauthorized = await inject('GET', '/users/current', { language: 'es' });
    assert.deepEqual(unauthorized.json(), { errors: ['No autorizado'] });
  });

  it("writes the password-reset e-mail in the member's language", async () => {
    await inject('POST', '/account/send-forgot-password-email', { payload: { email: demo.member.email } });
    await inject('POST', '/account/send-forgot-password-email', {
      payload: { email: demo.admin.email },
      language: 'es',
    });
    const mails = await outbox();
    const spanish = mails.find((mail) => mail.to === demo.member.email && mail.subject.startsWith('Restablezca'));
    assert.ok(spanish, JSON.stringify(mails.map((mail) => mail.subject)));
    assert.equal(spanish.subject, 'Restablezca su contraseña de Cornerstone Community Church');
    assert.match(spanish.text, /^Hola, Daniel:/);
    assert.match(spanish.text, /Elegir una contraseña nueva: http:\/\/localhost:3000\/reset-password\?token=/);
    assert.match(spanish.html, /<html lang="es">/);
    // The admin kept English: the recipient's language, not the asker's browser.
    const english = mails.find((mail) => mail.to === demo.admin.email);
    assert.equal(english?.subject, 'Reset your Cornerstone Community Church password');
  });

  it("sends a tax receipt in the donor's language, whoever sends it", async () => {
    const range = { startDate: '2000-01-01', endDate: '2100-12-31' };
    const report = await inject('POST', '/givings/report-html', { session: admin, payload: { ...range, take: 50 } });
    const donor = report
      .json<{ entities: { donorKey: string; email: string | null }[] }>()
      .entities.find((entry) => entry.email === demo.member.email);
    const sent = await inject('POST', '/givings/tax-receipt', {
      session: admin,
      payload: { ...range, donorKey: donor?.donorKey },
    });
    assert.equal(sent.statusCode, 200, sent.body);
    const mail = (await outbox()).find((message) => message.attachments.length > 0);
    assert.equal(mail?.subject, 'Su constancia de donaciones de Cornerstone Community Church');
    assert.match(
      mail?.text ?? '',
      /^Estimado\/a Daniel Okafor:\n\nGracias por su generosidad\. .* del período 01\/01\/2000 – 31\/12\/2100: \d+ ofrendas?, \$[\d,]+\.\d\d en total\./,
    );
    assert.equal(mail?.attachments[0]?.filename, 'constancia-de-donaciones-2000-01-01-a-2100-12-31.pdf');
    const file = await inject('GET', `/outbox/${mail?.id}/attachments/0`, { session: admin });
    const text = (await pdfText(file.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of [
      'Constancia de donaciones',
      'Donante',
      'Tipo de ofrenda',
      'No se entregaron bienes ni servicios',
      'Página 1 de 1',
    ]) {
      assert.ok(text.includes(expected), `${expected} in: ${text}`);
    }
    assert.match(text, /\d\d\/\d\d\/20\d\d/, 'dates as DD/MM/YYYY');
  });

  it('draws the gifts report PDF in the language of the browser that asks', async () => {
    const url = '/givings/report-pdf?startDate=2000-01-01&endDate=2100-12-31';
    const spanish = await inject('GET', url, { session: admin, language: 'es' });
    assert.equal(spanish.statusCode, 200, spanish.body);
    const text = (await pdfText(spanish.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of [
      'Informe de ofrendas',
      '01/01/2000 – 31/12/2100',
      'Totales',
      'En línea (tarjeta)',
      'Total general',
      'Donantes',
    ]) {
      assert.ok(text.includes(expected), `${expected} in: ${text}`);
    }
    const english = (await pdfText((await inject('GET', url, { session: admin })).rawPayload)).replace(/\s+/g, ' ');
    for (const expected of ['Gifts report', '01.01.2000 – 12.31.2100', 'Online (card)', 'Grand total', 'Page 1 of']) {
      assert.ok(english.includes(expected), `${expected} in: ${english}`);
    }
  });

  it("names someone no longer there in the reader's language: the prayer team, a deleted member", async () => {
    // What deleting an admin and a member does (ON DELETE SET NULL): their messages and gifts stay.
    const [answer] = await app.database.db
      .select({ id: prayerRequestMessages.id, requestId: prayerRequestMessages.requestId })
      .from(prayerRequestMessages)
      .innerJoin(prayerRequests, eq(prayerRequests.id, prayerRequestMessages.requestId))
      .innerJoin(users, eq(users.id, prayerRequests.creatorId))
      .where(and(eq(users.email, demo.member.email), eq(prayerRequestMessages.isFromStaff, true)));
    assert.ok(answer, 'the demo member has an answer from the ministry');
    await app.database.db
      .update(prayerRequestMessages)
      .set({ creatorId: null })
      .where(eq(prayerRequestMessages.id, answer.id));
    const thread = (language?: string) =>
      inject('GET', `/messages?requestId=${answer.requestId}&skip=0&take=50`, { session: member, language });
    const nameIn = async (language?: string) =>
      (await thread(language))
        .json<{ entities: { id: number; creatorName: string }[] }>()
        .entities.find((message) => message.id === answer.id)?.creatorName;
    assert.equal(await nameIn('es'), 'Equipo de oración');
    assert.equal(await nameIn('en'), 'Prayer team');

    type History = { entities: { id: number; givingId: string; donorKind: string; donorName: string }[] };
    const history = async (language: string) =>
      (await inject('GET', '/givings/history?take=20', { session: admin, language })).json<History>().entities;
    const gift = (await history('en')).find((item) => item.donorKind === 'member');
    assert.ok(gift, "the newest page holds a member's gift");
    await app.database.db.update(givings).set({ userId: null, donorName: null }).where(eq(givings.id, gift.givingId));
    const donorIn = async (language: string) =>
      (await history(language)).find((item) => item.id === gift.id)?.donorName;
    assert.equal(await donorIn('es'), 'Miembro eliminado');
    assert.equal(await donorIn('en'), 'Deleted member');
  });
});
