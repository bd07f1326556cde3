import type { CardPayments } from '../../../lib/card-payments/card-payments.types';

/** What a wizard's Pay tells the payment step: nothing more to show, or a message to show. */
export type PayOutcome = { ok: true } | { ok: false; message: string };

/** Pays with a payment method through the card provider; each wizard has its own. */
export type Pay = (cardPayments: CardPayments, paymentMethodId: string) => Promise<PayOutcome>;

export const failed = (message: string): PayOutcome => ({ ok: false, message });
export const succeeded: PayOutcome = { ok: true };
