import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';
import { localeFor } from '../../lib/i18n';
import { renderEmail } from './mail.layout';

describeEachDatabase('GET /api/outbox', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  before(async () => {
    app = await buildTestApp(await target.fresh());
    admin = await login(app, demo.admin);
    for (const email of ['one@example.com', 'two@example.com', 'three@example.com']) {
      await app.mailer.send({ to: email, subject: `To ${email}`, text: 'Hello', html: '<p>Hello</p>' });
    }
  });
  after(() => app.close());

  it('lists stored messages newest first, a page at a time', async () => {
    const all = await app.inject({ method: 'GET', url: '/api/outbox', headers: bearer(admin) });
    assert.equal(all.statusCode, 200);
    const messages = all.json<{ to: string; createdAt: string }[]>();
    assert.deepEqual(
      messages.map((message) => message.to),
      ['three@example.com', 'two@example.com', 'one@example.com'],
    );
    assert.deepEqual(Object.keys(messages[0] ?? {}).sort(), [
      'attachments',
      'createdAt',
      'html',
      'id',
      'subject',
      'text',
      'to',
    ]);
    assert.ok(!Number.isNaN(Date.parse(messages[0]?.createdAt ?? '')));
    const page = await app.inject({ method: 'GET', url: '/api/outbox?skip=1&take=1', headers: bearer(admin) });
    assert.deepEqual(
      page.json<{ to: string }[]>().map((message) => message.to),
      ['two@example.com'],
    );
  });

  it('keeps attachments with their message, listed by name, type and size, and served as they were', async () => {
    const pdf = Buffer.from('%PDF-1.7 not really a document');
    const csv = Buffer.from('a,b\n1,2\n');
    await app.mailer.send({
      to: 'files@example.com',
      subject: 'Two files',
      text: 'See attached',
      html: '<p>See attached</p>',
      attachments: [
        { filename: 'statement 2025.pdf', contentType: 'application/pdf', content: pdf },
        { filename: 'gifts.csv', contentType: 'text/csv', content: csv },
      ],
    });
    const [message] = (await app.inject({ method: 'GET', url: '/api/outbox?take=1', headers: bearer(admin) })).json<
      { id: number; to: string; attachments: unknown[] }[]
    >();
    assert.equal(message?.to, 'files@example.com');
    assert.deepEqual(message?.attachments, [
      { filename: 'statement 2025.pdf', contentType: 'application/pdf', size: pdf.length },
      { filename: 'gifts.csv', contentType: 'text/csv', size: csv.length },
    ]);
    const file = await app.inject({
      method: 'GET',
      url: `/api/outbox/${message?.id}/attachments/0`,
      headers: bearer(admin),
    });
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'application/pdf');
    assert.match(String(file.headers['content-disposition']), /filename="statement 2025\.pdf"/);
    assert.deepEqual(file.rawPayload, pdf);
    const missing = await app.inject({
      method: 'GET',
      url: `/api/outbox/${message?.id}/attachments/2`,
      headers: bearer(admin),
    });
    assert.equal(missing.statusCode, 404);
  });
});

describe('the e-mail layout', () => {
  it('escapes names in the HTML part and signs with the church', () => {
    const { text, html } = renderEmail(localeFor('en'), {
      subject: 'Hi',
      greeting: 'Hi <b>Bob</b>,',
      paragraphs: ['Welcome.'],
      action: { label: 'Go', url: 'http://localhost:3000/x?token=a&b' },
      closing: 'Bye',
    });
    assert.match(html, /Hi &#60;b&#62;Bob&#60;\/b&#62;,/);
    assert.match(html, /href="http:\/\/localhost:3000\/x\?token=a&#38;b"/);
    assert.match(text, /Go: http:\/\/localhost:3000\/x\?token=a&b/);
    assert.match(text, /Cornerstone Community Church/);
  });
});
