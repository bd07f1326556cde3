import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import {
  sandboxTestCards,
  site,
  type AllGivingHistory,
  type DonorReport,
  type EventsReport,
  type GiftsReport,
  type OutboxMessage,
  type StatementJob,
} from '@church/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { pdfText } from '@church/testing/pdf-text';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';
import { createEventsRepository } from '../events';
import { givings } from '../givings';

const zone = 'America/Chicago';
const money = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
const cents = (amount: number) => Math.round(amount * 100);

describeEachDatabase('reports and tax receipts', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let member: TestSession;
  let leader: TestSession;
  let types: { id: number; name: string }[];
  const today = DateTime.now().setZone(zone);
  /** Every demo gift is within the last 200 days. */
  const wide = { startDate: today.minus({ days: 200 }).toFormat('yyyy-MM-dd'), endDate: today.toFormat('yyyy-MM-dd') };

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, session?: TestSession, payload?: object) =>
    app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}), ...(session ? { headers: bearer(session) } : {}) });
  const report = async (range: object, session = admin) => {
    const response = await call('POST', '/givings/report-html', session, { ...range, take: 50 });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<GiftsReport>();
  };
  /** The sum the Givings History lists for the same days: paid designations not refunded. */
  const historySum = async (range: { startDate: string; endDate: string }) => {
    const from = DateTime.fromISO(range.startDate, { zone }).toUTC().toISO();
    const to = DateTime.fromISO(range.endDate, { zone }).plus({ days: 1 }).toUTC().toISO();
    let total = 0;
    for (let skip = 0; ; skip += 50) {
      const query = new URLSearchParams({ from: from ?? '', to: to ?? '', skip: String(skip), take: '50' });
      const page = (await call('GET', `/givings/history?${query}`, admin)).json<AllGivingHistory>();
      total += page.entities.filter((gift) => !gift.isRefunded).reduce((sum, gift) => sum + cents(gift.amount), 0);
      if (skip + 50 >= page.count) return total;
    }
  };
  const offlineGift = async (gift: object) => {
    const response = await call('POST', '/givings/offline', admin, { givingTypeId: types[0]?.id, method: 'cash', ...gift });
    assert.equal(response.statusCode, 201, response.body);
    return response.json<{ id: string; designations: { id: number }[] }>();
  };
  const paidAt = (givingId: string, instant: DateTime) =>
    app.database.db.update(givings).set({ paidAt: instant.toJSDate() }).where(eq(givings.id, givingId));
  const outbox = async () =>
    (await call('GET', '/outbox?take=100', admin)).json<OutboxMessage[]>();
  const waitForJob = async (id: number) => {
    for (;;) {
      const job = (await call('GET', `/givings/year-end-statements/${id}`, admin)).json<StatementJob>();
      if (job.status !== 'running') return job;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  before(async () => {
    app = await buildTestApp(await target.fresh(), { timeZone: zone });
    [admin, member, leader] = await Promise.all([login(app, demo.admin), login(app, demo.member), login(app, demo.leader)]);
    types = (await call('GET', '/givingTypes')).json();
  });
  after(() => app.close());

  it('totals the paid, unrefunded gifts of the days: seeded, then after a gift, an offline gift and a refund', async () => {
    const seeded = await report(wide);
    assert.ok(seeded.count >= 5, `the demo donors: ${seeded.count}`);
    assert.equal(cents(seeded.totals.overall), await historySum(wide));
    assert.equal(cents(seeded.totals.online) + cents(seeded.totals.offline), cents(seeded.totals.overall));
    const byTypeSum = seeded.totals.byType.reduce((sum, entry) => sum + cents(entry.amount), 0);
    assert.equal(byTypeSum, cents(seeded.totals.overall));
    const donorsSum = seeded.entities.reduce((sum, donor) => sum + cents(donor.total), 0);
    assert.equal(donorsSum, cents(seeded.totals.overall));
    // The demo member's refunded gift is out; their anonymous gifts would join them by e-mail.
    const daniel = seeded.entities.find((donor) => donor.email === 'member@example.com');
    assert.equal(daniel?.name, 'Daniel Okafor');

    // A new anonymous gift by card, from the demo member's e-mail: it joins the member.
    const created = await call('POST', '/givings/anonymous-giving', undefined, {
      donorName: 'Dan O.',
      donorEmail: 'Member@Example.com',
      designations: [
        { amount: 12.34, givingTypeId: types[0]?.id },
        { amount: 5, givingTypeId: types[1]?.id },
      ],
    });
    const gift = created.json<{ id: string; designations: { id: number }[] }>();
    const { clientSecret } = (await call('POST', '/givings/anonymous-giving-payment', undefined, { givingId: gift.id })).json<{
      clientSecret: string;
    }>();
    const card = await call('POST', '/sandbox/payment-methods', undefined, {
      card: { number: sandboxTestCards.succeeds, expMonth: 12, expYear: 2099, cvc: '123' },
    });
    const confirmed = await call('POST', `/sandbox/payment-intents/${clientSecret.split('_secret_')[0]}/confirm`, undefined, {
      clientSecret,
      paymentMethodId: card.json<{ id: string }>().id,
    });
    assert.equal(confirmed.json<{ status: string }>().status, 'succeeded');
    const afterGift = await report(wide);
    assert.equal(cents(afterGift.totals.overall), cents(seeded.totals.overall) + 1734);
    assert.equal(cents(afterGift.totals.online), cents(seeded.totals.online) + 1734);
    assert.equal(afterGift.count, seeded.count, 'the anonymous gift joined the member by e-mail');
    const danielAfter = afterGift.entities.find((donor) => donor.email === 'member@example.com');
    assert.equal(cents(danielAfter?.total ?? 0), cents(daniel?.total ?? 0) + 1734);

    // An offline gift: in, as offline, under a new donor.
    await offlineGift({ amount: 60, receivedOn: today.toFormat('yyyy-MM-dd'), donorName: 'Zoe Quinn' });
    const afterOffline = await report(wide);
    assert.equal(cents(afterOffline.totals.offline), cents(seeded.totals.offline) + 6000);
    assert.equal(afterOffline.count, seeded.count + 1);
    assert.equal(afterOffline.entities.at(-1)?.name, 'Zoe Quinn', 'donors by name');

    // A refund of one designation: out.
    const refund = await call('PUT', '/givings/refund', admin, { givingDetailId: gift.designations[1]?.id });
    assert.equal(refund.statusCode, 204, refund.body);
    const afterRefund = await report(wide);
    assert.equal(cents(afterRefund.totals.overall), cents(seeded.totals.overall) + 1234 + 6000);
    assert.equal(cents(afterRefund.totals.overall), await historySum(wide));
  });

  it("counts whole days of the church's calendar, across a daylight-saving change", async () => {
    // 2020-03-08: clocks went forward in Chicago.
    const day = { startDate: '2020-03-08', endDate: '2020-03-08' };
    const at = (iso: string) => DateTime.fromISO(iso, { zone });
    const gifts = [
      ['2020-03-07T23:59', 1],
      ['2020-03-08T00:00', 2],
      ['2020-03-08T23:59', 4],
      ['2020-03-09T00:00', 8],
    ] as const;
    for (const [instant, amount] of gifts) {
      const { id } = await offlineGift({ amount, receivedOn: '2020-03-08', donorName: 'Clock Tester' });
      await paidAt(id, at(instant));
    }
    assert.equal((await report(day)).totals.overall, 6);
    assert.equal((await report({ startDate: '2020-03-07', endDate: '2020-03-09' })).totals.overall, 15);
    assert.equal((await report({ startDate: '2020-03-09', endDate: '2020-03-09' })).totals.overall, 8);
  });

  it('shows one donor gift by gift, and e-mails the statement as a PDF that says what IRS Publication 1771 asks', async () => {
    const period = { startDate: '2020-03-07', endDate: '2020-03-09' };
    const [donor] = (await report(period)).entities;
    assert.equal(donor?.name, 'Clock Tester');
    const details = await call('POST', '/givings/report-details', admin, { ...period, donorKey: donor?.donorKey });
    const { gifts, total } = details.json<DonorReport>();
    assert.deepEqual(
      gifts.map((gift) => [gift.amount, gift.method]),
      [
        [1, 'Cash'],
        [2, 'Cash'],
        [4, 'Cash'],
        [8, 'Cash'],
      ],
    );
    assert.equal(total, 15);

    const noEmail = await call('POST', '/givings/tax-receipt', admin, { ...period, donorKey: donor?.donorKey });
    assert.deepEqual([noEmail.statusCode, noEmail.json()], [400, { errors: ['This donor has no e-mail address'] }]);

    const seeded = await report(wide);
    const daniel = seeded.entities.find((entry) => entry.email === 'member@example.com');
    const sent = await call('POST', '/givings/tax-receipt', admin, { ...wide, donorKey: daniel?.donorKey });
    assert.deepEqual([sent.statusCode, sent.json()], [200, { sentTo: 'member@example.com' }]);
    const [mail] = await outbox();
    assert.equal(mail?.to, 'member@example.com');
    assert.match(mail?.subject ?? '', /contribution statement/);
    assert.deepEqual(mail?.attachments.map((file) => [file.filename, file.contentType]), [
      [`contribution-statement-${wide.startDate}-to-${wide.endDate}.pdf`, 'application/pdf'],
    ]);
    const file = await call('GET', `/outbox/${mail?.id}/attachments/0`, admin);
    assert.equal(file.rawPayload.subarray(0, 5).toString(), '%PDF-');
    const text = (await pdfText(file.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of [
      site.name,
      site.address.street,
      `${site.address.city}, ${site.address.state} ${site.address.zip}`,
      'Daniel Okafor',
      'Contribution statement',
      `Total ${money(daniel?.total ?? 0)}`,
      'No goods or services were provided in exchange for these contributions; the only benefits received were intangible religious benefits.',
    ]) {
      assert.ok(text.includes(expected), `${expected} in: ${text}`);
    }
    const details2 = (
      await call('POST', '/givings/report-details', admin, { ...wide, donorKey: daniel?.donorKey })
    ).json<DonorReport>();
    assert.ok(details2.donor.address, "a member's postal address");
    assert.ok(text.includes(details2.donor.address ?? ''), 'the donor address in the statement');
    for (const gift of details2.gifts) {
      const date = DateTime.fromISO(gift.paidAt, { zone }).toFormat('MM.dd.yyyy');
      assert.ok(text.includes(date), `each contribution's date: ${date}`);
    }
  });

  it('names the PDFs from their days, and the gifts PDF holds the grand total shown in the report', async () => {
    const gifts = await call('GET', `/givings/report-pdf?startDate=${wide.startDate}&endDate=${wide.endDate}`, admin);
    assert.equal(gifts.statusCode, 200, gifts.body);
    assert.equal(gifts.headers['content-type'], 'application/pdf');
    assert.match(
      String(gifts.headers['content-disposition']),
      new RegExp(`^attachment; filename="gifts-${wide.startDate}-to-${wide.endDate}\\.pdf"`),
    );
    const { totals } = await report(wide);
    const text = (await pdfText(gifts.rawPayload)).replace(/\s+/g, ' ');
    assert.ok(text.includes(`Grand total ${money(totals.overall)}`), text);
    assert.ok(text.includes('Zoe Quinn'));

    const events = await call('GET', '/events/report-pdf?startDate=2026-01-01&endDate=2026-03-31', admin);
    assert.equal(events.statusCode, 200, events.body);
    assert.match(String(events.headers['content-disposition']), /filename="events-2026-01-01-to-2026-03-31\.pdf"/);
  });

  it('lists the events that start within the days, by month of the church calendar', async () => {
    const at = (iso: string) => DateTime.fromISO(iso, { zone }).toJSDate();
    await createEventsRepository(app.database.db).insertMany([
      { title: 'Late March vigil', body: '-', location: 'Chapel', startDate: at('2019-03-31T23:00'), endDate: at('2019-03-31T23:45') },
      { title: 'April picnic', body: '-', location: 'Park', startDate: at('2019-04-02T11:00'), endDate: at('2019-04-02T14:00') },
      { title: 'May retreat', body: '-', location: 'Camp', startDate: at('2019-05-01T00:00'), endDate: at('2019-05-01T09:00') },
    ]);
    const response = await call('POST', '/events/report-html', admin, { startDate: '2019-03-01', endDate: '2019-04-30' });
    assert.equal(response.statusCode, 200, response.body);
    const { months } = response.json<EventsReport>();
    assert.deepEqual(
      months.map((month) => [month.month, month.events.map((event) => event.title)]),
      [
        ['2019-03', ['Late March vigil']],
        ['2019-04', ['April picnic']],
      ],
    );
    const pdf = await call('GET', '/events/report-pdf?startDate=2019-03-01&endDate=2019-04-30', admin);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    assert.ok(text.includes('March 2019') && text.includes('03.31.2019') && text.includes('11:00 PM'), text);
  });

  it('checks the days, and lets only admins and the Reports action in', async () => {
    const missing = await call('POST', '/givings/report-html', admin, { startDate: '2026-01-01' });
    assert.deepEqual([missing.statusCode, missing.json()], [400, { errors: ['End date is required'] }]);
    const reversed = await call('POST', '/events/report-html', admin, { startDate: '2026-02-01', endDate: '2026-01-31' });
    assert.deepEqual([reversed.statusCode, reversed.json()], [400, { errors: ['Start date cannot be after end date'] }]);
    const invalid = await call('GET', '/givings/report-pdf?startDate=2026-02-30&endDate=2026-03-01', admin);
    assert.deepEqual([invalid.statusCode, invalid.json()], [400, { errors: ['Date is invalid'] }]);

    const range = { startDate: '2026-01-01', endDate: '2026-01-31' };
    for (const [method, url] of [
      ['POST', '/events/report-html'],
      ['GET', `/events/report-pdf?startDate=${range.startDate}&endDate=${range.endDate}`],
      ['POST', '/givings/report-html'],
      ['POST', '/givings/report-details'],
      ['GET', `/givings/report-pdf?startDate=${range.startDate}&endDate=${range.endDate}`],
      ['POST', '/givings/tax-receipt'],
      ['POST', '/givings/year-end-statements'],
    ] as const) {
      const payload = method === 'POST' ? { ...range, donorKey: 'x', year: 2025 } : undefined;
      assert.equal((await call(method, url, member, payload)).statusCode, 403, `${method} ${url} as a member`);
      assert.equal((await call(method, url, undefined, payload)).statusCode, 401, `${method} ${url} signed out`);
    }
    assert.equal((await call('POST', '/givings/report-html', leader, range)).statusCode, 200, 'the Reports action');
  });

  it('sends every donor of a year their statement in a background job, never twice, and zips them all', async () => {
    for (const [donorName, donorEmail, amount] of [
      ['Ada Year', 'ada@example.com', 100],
      ['Ben Year', 'ben@example.com', 50],
      ['Cy Year', undefined, 25],
    ] as const) {
      await offlineGift({ amount, receivedOn: '2021-06-15', donorName, ...(donorEmail ? { donorEmail } : {}) });
    }
    const statements = async () =>
      (await outbox()).filter((mail) => mail.subject.includes('contribution statement') && mail.to !== 'member@example.com');

    const started = await call('POST', '/givings/year-end-statements', admin, { year: 2021 });
    assert.equal(started.statusCode, 202, started.body);
    const first = await waitForJob(started.json<{ id: number }>().id);
    assert.deepEqual(first, {
      ...first,
      status: 'done',
      total: 3,
      processed: 3,
      sent: 2,
      alreadySent: 0,
      withoutEmail: 1,
    });
    assert.deepEqual((await statements()).map((mail) => mail.to).sort(), ['ada@example.com', 'ben@example.com']);

    const again = await call('POST', '/givings/year-end-statements', admin, { year: 2021 });
    const second = await waitForJob(again.json<{ id: number }>().id);
    assert.deepEqual([second.status, second.sent, second.alreadySent], ['done', 0, 2]);
    assert.equal((await statements()).length, 2, 'nobody got a second copy');
    const latest = await call('GET', '/givings/year-end-statements?year=2021', admin);
    assert.equal(latest.json<{ id: number }>().id, again.json<{ id: number }>().id);

    const zip = await call('GET', '/givings/year-end-statements.zip?year=2021', admin);
    assert.equal(zip.statusCode, 200);
    assert.match(String(zip.headers['content-disposition']), /filename="statements-2021\.zip"/);
    const { unzipSync } = await import('fflate');
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    assert.deepEqual(Object.keys(files).sort(), ['Ada-Year.pdf', 'Ben-Year.pdf', 'Cy-Year.pdf']);
    assert.match(await pdfText(files['Cy-Year.pdf'] ?? new Uint8Array()), /\$25\.00/);
  });
});
