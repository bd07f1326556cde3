import type { CardPayments, ConfirmCardPaymentOptions } from '../../../lib/card-payments/card-payments.types';

/**
 * What a wizard's Pay tells the payment step: nothing more to show, or a message to show. With
 * `verifyUrl`, nothing failed: the bank account waits for micro-deposits, confirmed there.
 */
export type PayOutcome = { ok: true } | { ok: false; message: string; verifyUrl?: string };

/**
 * Pays with a payment method through the card provider; each wizard has its own. `keepCard`:
 * the member asked to save this new card once it has paid.
 */
export type Pay = (
  cardPayments: CardPayments,
  paymentMethodId: string,
  options?: ConfirmCardPaymentOptions,
) => Promise<PayOutcome>;

export const failed = (message: string): PayOutcome => ({ ok: false, message });
export const succeeded: PayOutcome = { ok: true };
export const awaitingVerification = (message: string, verifyUrl: string): PayOutcome => ({
  ok: false,
  message,
  verifyUrl,
});
