import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { formatDate, formatTime, sandboxTestCards, site, type OutboxMessage } from '@church/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../../test/helper';
import { givings } from '../givings.table';

// Far from UTC, so a receipt dated on the server's clock instead of the church's shows it.
const churchZone = 'Pacific/Kiritimati';

describeEachDatabase('gift receipts', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let member: TestSession;
  const types = new Map<string, number>();

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    session?: TestSession,
    payload?: object,
    language?: string,
  ) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(session ? bearer(session) : {}), ...(language ? { 'accept-language': language } : {}) },
      ...(payload ? { payload } : {}),
    });
  const newCard = async (number: string = sandboxTestCards.succeeds) =>
    (
      await call('POST', '/sandbox/payment-methods', undefined, {
        card: { number, expMonth: 12, expYear: 2099, cvc: '123' },
      })
    ).json<{ id: string }>().id;
  const confirm = async (clientSecret: string, number: string = sandboxTestCards.succeeds) =>
    call('POST', `/sandbox/payment-intents/${clientSecret.split('_secret_')[0]}/confirm`, undefined, {
      clientSecret,
      paymentMethodId: await newCard(number),
    });
  /** The kept e-mails to `to`, oldest first. */
  const mailTo = async (to: string) =>
    (await call('GET', '/outbox?take=100', admin))
      .json<OutboxMessage[]>()
      .filter((message) => message.to === to)
      .reverse();
  const paidAt = async (givingId: string) =>
    (await app.database.db.select().from(givings).where(eq(givings.id, givingId)))[0]?.paidAt ?? new Date(0);

  before(async () => {
    app = await buildTestApp(await target.fresh(), { writeThrottles: [], timeZone: churchZone });
    [admin, member] = await Promise.all([login(app, demo.admin), login(app, demo.member)]);
    for (const type of (await call('GET', '/givingTypes')).json<{ id: number; name: string }[]>()) {
      types.set(type.name, type.id);
    }
  });
  after(() => app.close());

  it("e-mails a member's one-time gift receipt: amount, giving types, card, the church's date and tax wording", async () => {
    const created = await call('POST', '/givings/one-time-giving', member, {
      designations: [
        { amount: 40, givingTypeId: types.get('Tithe') },
        { amount: 2.5, givingTypeId: types.get('Missions') },
      ],
    });
    const { id } = created.json<{ id: string }>();
    const sentBefore = (await mailTo(demo.member.email)).length;
    const { clientSecret } = (await call('POST', '/givings/one-time-giving-payment', member, { givingId: id })).json();
    assert.equal((await confirm(clientSecret, sandboxTestCards.declined)).json().status, 'requires_payment_method');
    assert.equal((await mailTo(demo.member.email)).length, sentBefore, 'a declined card is no gift: no receipt');
    assert.equal((await confirm(clientSecret)).json().status, 'succeeded');

    const receipts = (await mailTo(demo.member.email)).slice(sentBefore);
    assert.equal(receipts.length, 1);
    const [receipt] = receipts;
    assert.equal(receipt?.subject, `Your gift receipt from ${site.name}`);
    const when = await paidAt(id);
    for (const line of [
      'Dear Daniel Okafor,',
      `Thank you for your one-time gift of $42.50, received on ${formatDate(when, churchZone)} at ${formatTime(when, churchZone)}.`,
      'Tithe: $40.00',
      'Missions: $2.50',
      'Paid with: Visa ending in 4242',
      `Receipt number: ${id}`,
      'No goods or services were provided in exchange for these contributions',
      'See your giving history: http://localhost:3000/account/givings-history',
    ]) {
      assert.ok(receipt?.text.includes(line), `${line}\n---\n${receipt?.text}`);
    }
  });

  it("ends a receipt with the church's own tax wording once an admin writes one", async () => {
    const own = 'Grace Church is a 501(c)(3) organization, EIN 12-3456789. No goods or services were given.';
    const settings = (await call('GET', '/church-settings', admin)).json<object>();
    assert.equal((await call('PUT', '/church-settings', admin, { ...settings, taxWording: own })).statusCode, 200);
    try {
      const created = await call('POST', '/givings/one-time-giving', member, {
        designations: [{ amount: 9, givingTypeId: types.get('Tithe') }],
      });
      const { clientSecret } = (
        await call('POST', '/givings/one-time-giving-payment', member, { givingId: created.json<{ id: string }>().id })
      ).json();
      const sentBefore = (await mailTo(demo.member.email)).length;
      await confirm(clientSecret);
      const [receipt] = (await mailTo(demo.member.email)).slice(sentBefore);
      assert.ok(receipt?.text.includes(own), receipt?.text);
      assert.ok(!receipt?.text.includes('No goods or services were provided'), receipt?.text);
    } finally {
      await call('PUT', '/church-settings', admin, { ...settings, taxWording: '' });
    }
  });

  it('writes an anonymous donor their receipt in the language they gave in', async () => {
    const created = await call(
      'POST',
      '/givings/anonymous-giving',
      undefined,
      {
        donorName: 'Lucía Pérez',
        donorEmail: 'lucia@example.com',
        designations: [{ amount: 15, givingTypeId: types.get('Tithe') }],
      },
      'es-MX',
    );
    const { id } = created.json<{ id: string }>();
    const { clientSecret } = (
      await call('POST', '/givings/anonymous-giving-payment', undefined, { givingId: id })
    ).json();
    await confirm(clientSecret);

    const [receipt, ...more] = await mailTo('lucia@example.com');
    assert.equal(more.length, 0);
    assert.equal(receipt?.subject, `Su recibo de donación de ${site.name}`);
    assert.match(receipt?.text ?? '', /Gracias por su donación única de \$15\.00, recibida el \d{2}\/\d{2}\/\d{4}/);
    assert.ok(receipt?.text.includes(`Visitar ${site.name}: http://localhost:3000`), receipt?.text);
  });

  it("e-mails each recurring charge's receipt in the member's own language", async () => {
    assert.equal((await call('PUT', '/users/current/language', member, { language: 'es' })).statusCode, 204);
    try {
      const plan = (await call('GET', '/giving-plans')).json<{ id: number; amount: number }[]>()[0];
      const data = (
        await call(
          'POST',
          `/givings/subscription-subject?givingPlanId=${plan?.id}&givingTypeId=${types.get('Missions')}`,
          member,
        )
      ).json<{ customerId: string; priceId: string }>();
      const sentBefore = (await mailTo(demo.member.email)).length;
      const subscribed = await call('POST', '/givings/create-subscription', member, {
        ...data,
        paymentMethodId: await newCard(),
      });
      assert.equal(subscribed.json().status, 'active', subscribed.body);

      const receipts = (await mailTo(demo.member.email)).slice(sentBefore);
      assert.deepEqual(
        receipts.map((receipt) => receipt.subject),
        [`Su recibo de donación de ${site.name}`],
      );
      const amount = new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(plan?.amount ?? 0);
      assert.ok(receipts[0]?.text.includes(`Gracias por su donación recurrente de ${amount}`), receipts[0]?.text);
      assert.ok(receipts[0]?.text.includes('Pagada con: Visa terminada en 4242'), receipts[0]?.text);
    } finally {
      await call('PUT', '/users/current/language', member, { language: 'en' });
    }
  });

  it('e-mails a receipt for each refund, once', async () => {
    const created = await call('POST', '/givings/one-time-giving', member, {
      designations: [{ amount: 12, givingTypeId: types.get('Benevolence') ?? types.get('Tithe') }],
    });
    const gift = created.json<{ id: string; designations: { id: number }[] }>();
    const { clientSecret } = (
      await call('POST', '/givings/one-time-giving-payment', member, { givingId: gift.id })
    ).json();
    await confirm(clientSecret);
    const sentBefore = (await mailTo(demo.member.email)).length;

    const detailId = gift.designations[0]?.id;
    assert.equal((await call('PUT', '/givings/refund', member, { givingDetailId: detailId })).statusCode, 204);
    const again = await call('PUT', '/givings/refund', member, { givingDetailId: detailId });
    assert.equal(again.statusCode, 400);

    const receipts = (await mailTo(demo.member.email)).slice(sentBefore);
    assert.deepEqual(
      receipts.map((receipt) => receipt.subject),
      [`Your refund from ${site.name}`],
    );
    assert.ok(receipts[0]?.text.includes('We have refunded $12.00 of your gift'), receipts[0]?.text);
    assert.ok(receipts[0]?.text.includes('It goes back to: Visa ending in 4242.'), receipts[0]?.text);
  });
});
