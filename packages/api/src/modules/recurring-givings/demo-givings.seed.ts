import { sandboxTestCards, type OfflineGiving } from '@church/contracts';
import type { Seed } from '../../db/seed';
import type { Tx } from '../../db/types';
import { createAuditLog } from '../audit';
import { createChurchSettingsRepository } from '../church-settings';
import { createGivingTypesRepository } from '../giving-types';
import {
  createGivingsRepository,
  createGivingsService,
  createOfflineGivingsService,
  createRefundWindow,
} from '../givings';
import { createSandboxGateway, type GatewayEvent, type PaymentEventHandler } from '../payments';
import { createStatementJobsRepository } from '../statements';
import { createUsersRepository } from '../users';
import { createRecurringGivingsRepository } from './recurring-givings.repository';
import { createRecurringGivingsService } from './recurring-givings.service';
import { createRecurringWebhooks } from './recurring-givings.webhooks';

type Gift = { daysAgo: number; designations: [type: string, dollars: number][] };

// The demo member's story: a monthly tithe given by card for months, a few extra designations,
// then a monthly recurring tithe instead; one gift given twice by mistake and refunded.
const MEMBER_GIFTS: Gift[] = [
  {
    daysAgo: 161,
    designations: [
      ['Tithe', 100],
      ['Missions', 25],
    ],
  },
  { daysAgo: 133, designations: [['Tithe', 100]] },
  {
    daysAgo: 105,
    designations: [
      ['Tithe', 100],
      ['Building Fund', 150],
      ['Benevolence', 30],
    ],
  },
  {
    daysAgo: 77,
    designations: [
      ['Tithe', 100],
      ['Missions', 40],
    ],
  },
  { daysAgo: 49, designations: [['Tithe', 100]] },
  { daysAgo: 21, designations: [['Benevolence', 35.5]] },
  { daysAgo: 20, designations: [['Benevolence', 35.5]] },
];
const REFUNDED_GIFT = 6;
const RECURRING = { daysAgo: 12, type: 'Tithe', dollars: 100 };

// prettier-ignore
const ANONYMOUS_GIFTS: (Gift & { donorName: string; donorEmail: string })[] = [
  { daysAgo: 58, donorName: 'Harold Jensen', donorEmail: 'harold.jensen@example.net', designations: [['Missions', 50]] },
  { daysAgo: 23, donorName: 'Linda Park', donorEmail: 'linda.park@example.org', designations: [['Benevolence', 25], ['Tithe', 20]] },
  { daysAgo: 8, donorName: 'Tom and Ellen Baker', donorEmail: 'bakers@example.com', designations: [['Building Fund', 100]] },
];

// prettier-ignore
const OFFLINE_GIFTS: (Omit<OfflineGiving, 'givingTypeId' | 'receivedOn'> & { type: string; daysAgo: number })[] = [
  { daysAgo: 30, type: 'Building Fund', amount: 250, method: 'check', checkNumber: '1042', donorName: 'Margaret Ellis' },
  { daysAgo: 14, type: 'Tithe', amount: 40, method: 'cash', donorName: 'Walter Hughes', note: 'Sunday offering envelope' },
  { daysAgo: 9, type: 'Missions', amount: 75, method: 'mail', donorName: 'María Hernández', donorEmail: 'maria.hernandez@example.com', note: 'Mailed to the church office' },
  // More donors, so the givings report (8 a page) has a second page.
  { daysAgo: 37, type: 'Tithe', amount: 120, method: 'check', checkNumber: '2210', donorName: 'Grace Whitfield', donorEmail: 'grace.whitfield@example.com' },
  { daysAgo: 44, type: 'Benevolence', amount: 30, method: 'cash', donorName: 'Samuel Ortiz' },
  { daysAgo: 51, type: 'Building Fund', amount: 500, method: 'check', checkNumber: '877', donorName: 'Evelyn Brooks', donorEmail: 'evelyn.brooks@example.com' },
  { daysAgo: 65, type: 'Missions', amount: 45, method: 'cash', donorName: 'Peter Lindqvist', note: 'Missions Sunday' },
];

/** 11:30 in Kansas (after a morning service), `days` before `from`. */
function daysBefore(from: Date, days: number): Date {
  const day = new Date(from);
  day.setUTCDate(day.getUTCDate() - days);
  day.setUTCHours(17, 30, 0, 0);
  return day;
}

/**
 * Gift history for the demo member and the Givings action, made through the same services and
 * sandbox gateway as real gifts (so every seeded paid gift has a succeeded intent and can be
 * refunded). The seed's clock is set to each gift's day; the sandbox's events go straight to
 * the webhook handlers in this transaction (the webhook endpoint does not exist yet). Not run
 * in Stripe mode (app.ts), where these sandbox ids would mean nothing.
 */
export const createDemoGivingsSeed = (timeZone: string): Seed => ({
  name: 'giving/demo-history',
  async run(tx) {
    const today = new Date();
    let clock = today;
    const now = () => clock;
    const handlers = new Map<string, PaymentEventHandler>();
    const gateway = createSandboxGateway({
      db: tx,
      webhookSecret: 'whsec_demo_seed_events_are_not_posted',
      now,
      timeZone,
      async deliver(payload) {
        const event = JSON.parse(payload) as GatewayEvent;
        await handlers.get(event.type)?.(event, tx);
      },
    });
    const inTransaction = <T>(work: (inner: Tx) => Promise<T>) => tx.transaction(work);
    const givingTypes = createGivingTypesRepository(tx);
    const users = createUsersRepository(tx);
    const member = await users.findByEmail('member@example.com', tx);
    if (!member) throw new Error('the demo users must be seeded before the demo gifts');
    // The seeded gifts' own sandbox customer, not recorded as the member's: the member gets a
    // customer of whichever gateway runs on first need, as every member does.
    const seedCustomer = await gateway.createCustomer(
      { email: member.email, name: `${member.firstName} ${member.lastName}`, metadata: { userId: member.id } },
      { idempotencyKey: `demo-customer-${member.id}` },
    );
    const customerOf = async () => seedCustomer.id;
    const givingsRepository = createGivingsRepository(tx);
    // The demo's gifts are history too: its audit log starts with them (by nobody signed in).
    const audit = createAuditLog(tx);
    const refundWindow = createRefundWindow({
      settings: createChurchSettingsRepository(tx),
      statements: createStatementJobsRepository(tx),
      emailOf: async (userId) => (await users.findById(userId, tx))?.email,
      // No statement has been sent when the demo is seeded: the zone cannot matter.
      timeZone: 'UTC',
    });
    const givings = createGivingsService({
      givings: givingsRepository,
      givingTypes,
      gateway,
      inTransaction,
      customerOf,
      refundWindow,
      audit,
      now,
    });
    const recurring = createRecurringGivingsService({
      recurring: createRecurringGivingsRepository(tx),
      givingTypes,
      gateway,
      inTransaction,
      customerOf,
      timeZone,
      now,
    });
    const offline = createOfflineGivingsService({
      givings: givingsRepository,
      givingTypes,
      users,
      inTransaction,
      audit,
      now,
    });
    handlers.set('payment_intent.succeeded', givings.onPaymentSucceeded);
    handlers.set('refund.succeeded', givings.onRefundSucceeded);
    const recurringWebhooks = createRecurringWebhooks(gateway);
    handlers.set('invoice.paid', recurringWebhooks.onInvoicePaid);
    handlers.set('customer.subscription.updated', recurringWebhooks.onSubscriptionChanged);

    const typeIds = new Map((await givingTypes.list(tx)).map((type) => [type.name, type.id]));
    const typeId = (name: string) => {
      const id = typeIds.get(name);
      if (!id) throw new Error(`the giving types seed must run before the demo gifts (${name})`);
      return id;
    };
    const plan = (await givingTypes.plans(tx)).find((candidate) => candidate.amount === RECURRING.dollars);
    if (!plan) throw new Error('the giving plans must be seeded before the demo gifts');
    const card = async (customerId?: string) => {
      const created = await gateway.createPaymentMethod({
        card: { number: sandboxTestCards.succeeds, expMonth: 8, expYear: today.getUTCFullYear() + 3, cvc: '123' },
      });
      return customerId ? gateway.attachPaymentMethod(created.id, { customerId }) : created;
    };
    const pay = async (givingId: string, paymentMethodId: string) => {
      const intentId = (await givingsRepository.find(givingId, tx))?.paymentIntentId;
      if (!intentId) throw new Error(`demo gift ${givingId} has no intent`);
      await gateway.confirmPaymentIntent(intentId, { paymentMethodId }, { idempotencyKey: `demo-${givingId}-confirm` });
    };
    const designations = (gift: Gift) =>
      gift.designations.map(([type, amount]) => ({ givingTypeId: typeId(type), amount }));

    const customerId = seedCustomer.id;
    const visa = await card(customerId);
    for (const [index, gift] of MEMBER_GIFTS.entries()) {
      clock = daysBefore(today, gift.daysAgo);
      const created = await givings.createOneTime(member.id, { designations: designations(gift) });
      await givings.payment(created.id, { userId: member.id });
      await pay(created.id, visa.id);
      const detail = created.designations[0];
      if (index === REFUNDED_GIFT && detail) await givings.refund(member.id, detail.id);
    }

    clock = daysBefore(today, RECURRING.daysAgo);
    const subject = await recurring.subject(member.id, {
      givingPlanId: plan.id,
      givingTypeId: typeId(RECURRING.type),
      schedule: 'monthly',
    });
    await recurring.create(member.id, { customerId, paymentMethodId: visa.id, priceId: subject.priceId });

    for (const gift of ANONYMOUS_GIFTS) {
      clock = daysBefore(today, gift.daysAgo);
      const { donorName, donorEmail } = gift;
      const created = await givings.createAnonymous({ donorName, donorEmail, designations: designations(gift) });
      await givings.payment(created.id, 'anonymous');
      await pay(created.id, (await card()).id);
    }

    for (const { daysAgo, type, ...gift } of OFFLINE_GIFTS) {
      const receivedOn = daysBefore(today, daysAgo).toISOString().slice(0, 10);
      await offline.create({ ...gift, givingTypeId: typeId(type), receivedOn });
    }
    clock = today;
  },
});
