import type {
  CreatedGiving,
  GivingPlan,
  GivingType,
  InvoiceView,
  PaymentIntentView,
  PaymentMethod,
  SubscriptionView,
} from '@church/contracts';
import { fakeApi, type RecordedRequest } from '@church/testing';

type Routes = Parameters<typeof fakeApi>[0];

export const givingTypes: GivingType[] = [
  { id: 1, name: 'Tithe' },
  { id: 2, name: 'Missions' },
  { id: 3, name: 'Building Fund' },
];

export const givingPlans: GivingPlan[] = [
  { id: 1, amount: 25 },
  { id: 2, amount: 50 },
  { id: 3, amount: 1_000_000 },
];

export const savedVisa: PaymentMethod = {
  id: 7,
  isDefault: true,
  stripePaymentMethodId: 'pm_saved_visa',
  card: { brand: 'visa', last4: '4242' },
};
export const savedMastercard: PaymentMethod = {
  id: 8,
  isDefault: false,
  stripePaymentMethodId: 'pm_saved_mastercard',
  card: { brand: 'mastercard', last4: '4444' },
};

/** The provider's test cards, and the id the fake sandbox tokenises each of them to. */
export const testCards = {
  succeeds: { number: '4242424242424242', paymentMethodId: 'pm_card_visa' },
  declined: { number: '4000000000000002', paymentMethodId: 'pm_card_declined' },
  requiresAuthentication: { number: '4000002500003155', paymentMethodId: 'pm_card_authentication' },
} as const;

export const giftClientSecret = 'pi_gift_secret_1';

export function createdGiving(designations: { amount: number; givingTypeId: number }[]): CreatedGiving {
  const amount = designations.reduce((sum, designation) => sum + Math.round(designation.amount * 100), 0) / 100;
  return {
    id: '4b6b1a2e-8f0c-4a43-9d51-2f7a3c1e9b10',
    amount,
    status: 'pending',
    designations: designations.map((designation, index) => ({ id: index + 1, ...designation })),
  };
}

export function intent(id: string, change: Partial<PaymentIntentView> = {}): PaymentIntentView {
  return {
    id,
    amount: 1000,
    currency: 'usd',
    status: 'succeeded',
    nextAction: null,
    lastPaymentError: null,
    ...change,
  };
}

const declinedError = { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' };

/** What the sandbox answers when an intent is confirmed with one of the test cards. */
function confirmIntent(id: string) {
  return ({ body }: RecordedRequest) => {
    const { paymentMethodId } = body as { paymentMethodId: string };
    if (paymentMethodId === testCards.declined.paymentMethodId) {
      return Response.json(intent(id, { status: 'requires_payment_method', lastPaymentError: declinedError }));
    }
    if (paymentMethodId === testCards.requiresAuthentication.paymentMethodId) {
      return Response.json(intent(id, { status: 'requires_action', nextAction: { type: 'sandbox_authentication' } }));
    }
    return Response.json(intent(id));
  };
}

/** The sandbox's authentication step: approved, the intent succeeds; failed, it needs another card. */
export function authenticateIntent(id: string) {
  return ({ body }: RecordedRequest) =>
    Response.json(
      (body as { approve: boolean }).approve
        ? intent(id)
        : intent(id, {
            status: 'requires_payment_method',
            lastPaymentError: { code: 'payment_intent_authentication_failure', message: 'Authentication failed.' },
          }),
    );
}

function tokenise({ body }: RecordedRequest) {
  const { card } = body as { card: { number: string; expMonth: number; expYear: number } };
  const known = Object.values(testCards).find((testCard) => testCard.number === card.number);
  return Response.json(
    {
      id: known?.paymentMethodId ?? 'pm_card_other',
      card: { brand: 'visa', last4: card.number.slice(-4), expMonth: card.expMonth, expYear: card.expYear },
    },
    { status: 201 },
  );
}

export function invoice(status: PaymentIntentView['status'], change: Partial<InvoiceView> = {}): InvoiceView {
  return {
    id: 'in_first',
    status: status === 'succeeded' ? 'paid' : 'open',
    paymentIntent: {
      id: 'pi_invoice',
      status,
      clientSecret: 'pi_invoice_secret_1',
      lastPaymentError: status === 'requires_payment_method' ? declinedError : null,
    },
    ...change,
  };
}

export function subscription(latestInvoice: InvoiceView): SubscriptionView {
  return { id: 'sub_1', status: latestInvoice.status === 'paid' ? 'active' : 'incomplete', latestInvoice };
}

export const subscriptionData = { customerId: 'cus_1', priceId: 'price_50_tithe', givingPlanId: 2, givingTypeId: 1 };

/**
 * The API at the fetch boundary for the giving wizards: giving types and plans, the payments
 * config (sandbox) and the sandbox's card endpoints, which the real card layer calls. Tests add
 * or replace routes; every request is recorded.
 */
export function fakeGivingApi(routes: Routes = {}) {
  return fakeApi({
    'GET /api/givingTypes': () => Response.json(givingTypes),
    'GET /api/giving-plans': () => Response.json(givingPlans),
    'GET /api/payments/config': () => Response.json({ mode: 'sandbox', publishableKey: null }),
    // No open campaign: the dialog offers the spec's four ways (a test adds campaigns to pledge to).
    'GET /api/pledges/current': () => Response.json({ pledges: [], openCampaigns: [] }),
    'GET /api/payment-methods/current': () => Response.json([]),
    'GET /api/bank-verifications/current': () => Response.json([]),
    'POST /api/sandbox/payment-methods': tokenise,
    'POST /api/sandbox/payment-intents/pi_gift/confirm': confirmIntent('pi_gift'),
    'POST /api/sandbox/payment-intents/pi_gift/authenticate': authenticateIntent('pi_gift'),
    'POST /api/sandbox/payment-intents/pi_invoice/authenticate': authenticateIntent('pi_invoice'),
    ...routes,
  });
}

/**
 * The member's saved cards as the API keeps them: listed oldest first, saved (the first card
 * becomes the default), made default (answering the list) and removed (the oldest left becomes
 * the default). Make default and remove know the cards the member starts with.
 */
export function savedCardsRoutes(initial: PaymentMethod[]): Routes {
  let cards = [...initial];
  let nextId = 100;
  const routes: Routes = {
    'GET /api/payment-methods/current': () => Response.json(cards),
    'POST /api/payment-methods': ({ body }) => {
      const { stripePaymentMethodId } = body as { stripePaymentMethodId: string };
      const number = Object.values(testCards).find((card) => card.paymentMethodId === stripePaymentMethodId)?.number;
      const card: PaymentMethod = {
        id: nextId++,
        isDefault: cards.length === 0,
        stripePaymentMethodId,
        card: { brand: 'visa', last4: number?.slice(-4) ?? '0000' },
      };
      cards = [...cards, card];
      return Response.json(card, { status: 201 });
    },
  };
  for (const { id } of initial) {
    routes[`PUT /api/payment-methods/${id}/default`] = () => {
      cards = cards.map((card) => ({ ...card, isDefault: card.id === id }));
      return Response.json(cards);
    };
    routes[`DELETE /api/payment-methods/${id}`] = () => {
      const removed = cards.find((card) => card.id === id);
      cards = cards.filter((card) => card.id !== id);
      if (removed?.isDefault && cards[0]) cards = [{ ...cards[0], isDefault: true }, ...cards.slice(1)];
      return new Response(null, { status: 204 });
    };
  }
  return routes;
}

/** 'POST /api/givings/one-time-giving' and the like, in the order they were sent. */
export function callsTo(requests: RecordedRequest[], prefix = '/api/givings') {
  return requests.filter((request) => request.path.startsWith(prefix)).map(({ method, path }) => `${method} ${path}`);
}
