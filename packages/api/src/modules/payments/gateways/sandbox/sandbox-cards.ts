import { cardBrandOf, passesLuhn, sandboxTestCards, type SandboxCreatePaymentMethod } from '@church/contracts';
import {
  GatewayError,
  type GatewayCard,
  type GatewayEvent,
  type GatewayPaymentIntent,
  type GatewayPaymentMethodType,
} from '../../gateway';
import { MAX_DECLINES_PER_INTENT } from '../../decline-cap';
import { idempotencyMismatch, type SandboxStore } from './sandbox-store';

/** What a sandbox card does when charged: the provider's test cards, by number. */
export type CardBehaviour = 'succeed' | 'decline' | 'authenticate';
export interface SandboxCard extends GatewayCard {
  behaviour: CardBehaviour;
}

/**
 * A sandbox intent. An invoice's intent knows its invoice (Stripe's `invoice` field), so
 * whichever way it succeeds (paid on the server, confirmed or authenticated in the browser),
 * the invoice is settled with it.
 */
export interface SandboxIntent extends GatewayPaymentIntent {
  amountRefunded?: number;
  /** Declined confirmations so far; at MAX_DECLINES_PER_INTENT the intent is canceled. */
  declines?: number;
  /** The methods that may pay it (card unless said). */
  paymentMethodTypes?: GatewayPaymentMethodType[];
  /** A processing bank payment: how it settles on its day (sandbox-bank-accounts.ts). */
  settlesAs?: 'succeeded' | 'failed';
}

export const sandboxMessages = {
  declined: 'Your card was declined.',
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  invalidNumber: 'Your card number is invalid.',
  expired: "Your card's expiration year is in the past.",
  idempotencyMismatch,
} as const;

export function publicCard(card: SandboxCard): GatewayCard {
  return { id: card.id, customerId: card.customerId, ...(card.type ? { type: card.type } : {}), card: card.card };
}

/** Charges `card` for `intent`: the test card decides; the outcome's event is added to `events`. */
export function charge(
  store: SandboxStore,
  intent: SandboxIntent,
  card: SandboxCard,
  events: GatewayEvent[],
): SandboxIntent {
  const charged: SandboxIntent = {
    ...intent,
    paymentMethodId: card.id,
    paymentCard: { brand: card.card.brand, last4: card.card.last4 },
    nextAction: null,
    lastPaymentError: null,
  };
  if (card.behaviour === 'decline') {
    charged.declines = (intent.declines ?? 0) + 1;
    // A monthly gift's invoice is retried by its signed-in member through our own (throttled)
    // retry call, and must stay payable; a one-time gift's intent is what anyone can hammer.
    const capped = !intent.invoiceId && charged.declines >= MAX_DECLINES_PER_INTENT;
    charged.status = capped ? 'canceled' : 'requires_payment_method';
    if (capped) charged.cancellationReason = 'abandoned';
    charged.lastPaymentError = {
      code: 'card_declined',
      declineCode: 'generic_decline',
      message: sandboxMessages.declined,
    };
    events.push(store.makeEvent('payment_intent.payment_failed', charged));
    if (charged.status === 'canceled') events.push(store.makeEvent('payment_intent.canceled', charged));
  } else if (card.behaviour === 'authenticate') {
    charged.status = 'requires_action';
    charged.nextAction = { type: 'sandbox_authentication' };
  } else {
    charged.status = 'succeeded';
    events.push(store.makeEvent('payment_intent.succeeded', charged));
  }
  return charged;
}

/** Tokenises a card: the number is read for its brand, last 4 and test behaviour, never kept. */
export function tokenise(store: SandboxStore, input: SandboxCreatePaymentMethod): SandboxCard {
  const number = input.card.number.replace(/\s/g, '');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number))
    throw new GatewayError(402, 'invalid_number', sandboxMessages.invalidNumber);
  const today = store.now();
  const { expMonth, expYear } = input.card;
  if (expYear < today.getUTCFullYear() || (expYear === today.getUTCFullYear() && expMonth < today.getUTCMonth() + 1)) {
    throw new GatewayError(402, 'invalid_expiry_year', sandboxMessages.expired);
  }
  const behaviour: CardBehaviour =
    number === sandboxTestCards.declined
      ? 'decline'
      : number === sandboxTestCards.requiresAuthentication
        ? 'authenticate'
        : 'succeed';
  return {
    id: store.newId('pm'),
    customerId: null,
    card: { brand: cardBrandOf(number), last4: number.slice(-4), expMonth, expYear },
    behaviour,
  };
}
