import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { site } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import { pdfPagesText, pdfText } from '@church/testing/pdf-text';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';
import { planItems, planNotes, serviceTypes } from './service-types.table';

// Saturday 7 March 2026, 15:30 UTC: 9:30 AM in Chicago.
const printedAt = new Date('2026-03-07T15:30:00Z');

describeEachDatabase('service plan printouts', (target) => {
  let app: FastifyInstance;
  let leader: TestSession;
  let member: TestSession;
  let planId: number;

  const print = (
    kind: 'pdf' | 'html',
    serviceTypeId: number,
    session: TestSession | null = leader,
    language?: string,
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/service-types/print-${kind}`,
      headers: { ...(session ? bearer(session) : {}), ...(language ? { 'accept-language': language } : {}) },
      payload: { serviceTypeId },
    });

  async function newPlan(
    name: string,
    items: { kind: string; title: string; lengthMinutes: number; songKey?: string; description?: string }[],
    notes: string[] = [],
  ): Promise<number> {
    const { db } = app.database;
    const [row] = await db
      .insert(serviceTypes)
      .values({ name, createdAt: new Date('2026-03-01T18:00:00Z') })
      .returning({ id: serviceTypes.id });
    const id = row!.id;
    // Inserted out of order: the printout follows `position`, not the insertion order.
    const positioned = items.map((item, index) => ({ ...item, serviceTypeId: id, position: index + 1 })).reverse();
    if (positioned.length > 0) await db.insert(planItems).values(positioned);
    for (const text of notes) await db.insert(planNotes).values({ serviceTypeId: id, text });
    return id;
  }

  before(async () => {
    app = await buildTestApp(await target.fresh(), { timeZone: 'America/Chicago', now: () => printedAt });
    [leader, member] = await Promise.all([login(app, demo.leader), login(app, demo.member)]);
    planId = await newPlan(
      'Sunday Morning',
      [
        { kind: 'header', title: 'Gathering', lengthMinutes: 0 },
        { kind: 'song', title: 'Amazing Grace', lengthMinutes: 5, songKey: 'G' },
        { kind: 'reading', title: 'Psalm 23', lengthMinutes: 3, description: 'Read by the youth group' },
        { kind: 'sermon', title: 'The Good Shepherd', lengthMinutes: 35 },
        { kind: 'song', title: 'Be Thou My Vision', lengthMinutes: 4, songKey: 'Eb' },
      ],
      ['Communion after the sermon', 'Coffee in the hall'],
    );
  });
  after(() => app.close());

  it('prints the plan as a PDF named after it: items in order with kinds, keys and lengths, total, notes', async () => {
    const response = await print('pdf', planId);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['content-type'], 'application/pdf');
    assert.equal(
      response.headers['content-disposition'],
      `attachment; filename="Sunday Morning.pdf"; filename*=UTF-8''Sunday%20Morning.pdf`,
    );
    const pdf = response.rawPayload;
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
    const text = await pdfText(pdf);
    assert.match(text, new RegExp(site.name));
    assert.match(text, /Sunday Morning/);
    assert.match(text, /Created 03.01.2026 · Printed 03.07.2026 at 09:30 AM/);
    const order = [
      /1\s+Header\s+Gathering\s+0 min/,
      /2\s+Song\s+Amazing Grace\s+G\s+5 min/,
      /3\s+Reading\s+Psalm 23\s+Read by the youth group\s+3 min/,
      /4\s+Sermon\s+The Good Shepherd\s+35 min/,
      /5\s+Song\s+Be Thou My Vision\s+Eb\s+4 min/,
      /Total length\s+47 min/,
      /Notes\s+Communion after the sermon\s+Coffee in the hall/,
      /Page 1 of 1/,
    ];
    let from = 0;
    for (const pattern of order) {
      const match = pattern.exec(text.slice(from));
      assert.ok(match, `${pattern} after position ${from} in:\n${text}`);
      from += match.index + match[0].length;
    }
  });

  it('numbers every page of a long plan', async () => {
    const items = Array.from({ length: 70 }, (_, i) => ({ kind: 'song', title: `Hymn ${i + 1}`, lengthMinutes: 3 }));
    const id = await newPlan('Hymn Festival', items);
    const pages = await pdfPagesText((await print('pdf', id)).rawPayload);
    assert.ok(pages.length >= 2);
    pages.forEach((page, i) => assert.match(page, new RegExp(`Page ${i + 1} of ${pages.length}`)));
    assert.match(pages.at(-1)!, /Hymn 70[\s\S]*Total length\s+3 h 30 min[\s\S]*No notes\./);
  });

  it('prints standalone HTML with the same content, named after the plan', async () => {
    const response = await print('html', planId);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(
      response.headers['content-disposition'],
      `attachment; filename="Sunday Morning.html"; filename*=UTF-8''Sunday%20Morning.html`,
    );
    const html = response.body;
    assert.match(html, /^<!doctype html>/);
    assert.match(html, /<title>Sunday Morning<\/title>/);
    assert.match(html, /@media print/);
    assert.doesNotMatch(html, /<script|<link|src=/);
    const titles = [...html.matchAll(/<tr><td class="number">(\d+)<\/td><td>(\w+)<\/td><td>([^<]+)/g)].map(
      (match) => `${match[1]} ${match[2]} ${match[3]}`,
    );
    assert.deepEqual(titles, [
      '1 Header Gathering',
      '2 Song Amazing Grace',
      '3 Reading Psalm 23',
      '4 Sermon The Good Shepherd',
      '5 Song Be Thou My Vision',
    ]);
    assert.match(html, /Total length<\/td><td><\/td><td class="length">47 min/);
    assert.match(html, /<p class="note">Communion after the sermon<\/p>/);
  });

  it('prints when each item starts once the plan is dated: its start plus the lengths before it, on the church clock', async () => {
    const id = await newPlan('Dated Sunday', [
      { kind: 'header', title: 'Gathering', lengthMinutes: 0 },
      { kind: 'song', title: 'Amazing Grace', lengthMinutes: 5 },
      { kind: 'reading', title: 'Psalm 23', lengthMinutes: 3 },
      { kind: 'sermon', title: 'The Good Shepherd', lengthMinutes: 35 },
      { kind: 'song', title: 'Be Thou My Vision', lengthMinutes: 4 },
    ]);
    // Sunday 8 March 2026, 10:30 AM in Chicago (daylight time began that night).
    await app.database.db
      .update(serviceTypes)
      .set({ startsAt: new Date('2026-03-08T15:30:00Z') })
      .where(eq(serviceTypes.id, id));
    const html = (await print('html', id)).body;
    const rows = [
      ...html.matchAll(/<tr><td class="number">(\d+)<\/td><td class="start">([^<]+)<\/td><td>\w+<\/td><td>([^<]+)/g),
    ];
    assert.deepEqual(
      rows.map((match) => `${match[1]} ${match[2]} ${match[3]}`),
      [
        '1 10:30 AM Gathering',
        '2 10:30 AM Amazing Grace',
        '3 10:35 AM Psalm 23',
        '4 10:38 AM The Good Shepherd',
        '5 11:13 AM Be Thou My Vision',
      ],
    );
    assert.match(html, /Service 03.08.2026 at 10:30 AM · Created/);
    const text = await pdfText((await print('pdf', id, leader, 'es')).rawPayload);
    assert.match(text, /#\s+Inicio\s+Tipo/);
    assert.match(text, /4\s+10:38\s+Prédica\s+The Good Shepherd\s+35 min/);
    assert.match(text, /Duración total\s+47 min/);
  });

  it("prints in the reader's language: a Spanish browser gets the kinds, headings and lengths in Spanish", async () => {
    const id = await newPlan('Culto largo', [
      { kind: 'header', title: 'Bienvenida', lengthMinutes: 5 },
      { kind: 'song', title: 'Sublime gracia', lengthMinutes: 5, songKey: 'G' },
      { kind: 'sermon', title: 'El buen pastor', lengthMinutes: 60 },
    ]);
    const html = (await print('html', id, leader, 'es-MX,es;q=0.9')).body;
    const rows = [...html.matchAll(/<tr><td class="number">(\d+)<\/td><td>([^<]+)<\/td><td>([^<]+)/g)].map(
      (match) => `${match[1]} ${match[2]} ${match[3]}`,
    );
    assert.deepEqual(rows, ['1 Encabezado Bienvenida', '2 Canción Sublime gracia', '3 Prédica El buen pastor']);
    assert.match(html, /<td class="length">1 h<\/td>/);
    assert.match(html, /Duración total<\/td><td><\/td><td class="length">1 h 10 min/);

    const text = await pdfText((await print('pdf', id, leader, 'es')).rawPayload);
    assert.match(text, /1\s+Encabezado\s+Bienvenida\s+5 min/);
    assert.match(text, /3\s+Prédica\s+El buen pastor\s+1 h/);
    assert.doesNotMatch(text, /Header|Song|Sermon/);
  });

  it('escapes what people typed: a <script> title prints as text', async () => {
    const id = await newPlan(
      '<script>alert("x")</script> & Co',
      [{ kind: 'song', title: '<img src=x onerror=alert(1)>', lengthMinutes: 4, songKey: '"C"' }],
      ['<b>bold?</b>'],
    );
    const response = await print('html', id);
    assert.equal(response.statusCode, 200);
    const html = response.body;
    assert.doesNotMatch(html, /<script>|<img|<b>/);
    assert.match(html, /<title>&#60;script&#62;alert\(&#34;x&#34;\)&#60;\/script&#62; &#38; Co<\/title>/);
    assert.match(html, /&#60;img src=x onerror=alert\(1\)&#62;/);
    assert.match(html, /&#34;C&#34;/);
    assert.match(html, /&#60;b&#62;bold\?&#60;\/b&#62;/);
    assert.equal(
      response.headers['content-disposition'],
      `attachment; filename="_script_alert_x_script_ _ Co.html"; filename*=UTF-8''%3Cscript%3Ealert(%22x%22)%3C%2Fscript%3E%20%26%20Co.html`,
    );
    assert.match(await pdfText((await print('pdf', id)).rawPayload), /<script>alert\("x"\)<\/script> & Co/);
  });

  it('answers 404 for an unknown plan, 400 for a bad id, 403 for members and 401 when signed out', async () => {
    for (const kind of ['pdf', 'html'] as const) {
      const missing = await print(kind, 999999);
      assert.deepEqual([missing.statusCode, missing.json()], [404, { errors: ['Service type not found'] }]);
      const bad = await print(kind, -1);
      assert.deepEqual([bad.statusCode, bad.json()], [400, { errors: ['Service type id is invalid'] }]);
      const forbidden = await print(kind, planId, member);
      assert.deepEqual(
        [forbidden.statusCode, forbidden.json()],
        [403, { errors: ['You do not have permission to do this'] }],
      );
      assert.equal((await print(kind, planId, null)).statusCode, 401);
    }
  });
});
