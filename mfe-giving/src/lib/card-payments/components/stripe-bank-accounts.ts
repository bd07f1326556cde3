import type { PaymentIntentResult, SetupIntentResult, Stripe } from '@stripe/stripe-js';
import { translate } from '../../../i18n/catalogues';
import type { BankAccountHolder, BankAccountOutcome } from '../card-payments.types';

// Stripe.js's US bank account steps (ACH Direct Debit). Its own chunk, imported the first time a
// bank account is chosen in Stripe mode: neither a card payment nor the sandbox loads it.

type IntentResult = PaymentIntentResult | SetupIntentResult;

const intentOf = (result: IntentResult) =>
  'paymentIntent' in result && result.paymentIntent
    ? result.paymentIntent
    : 'setupIntent' in result
      ? result.setupIntent
      : undefined;

const idOf = (method: string | { id: string } | null | undefined) =>
  method === null || method === undefined ? null : typeof method === 'string' ? method : method.id;

/** The holder's name and e-mail as Stripe's dialog takes them. */
const collectParams = (holder: BankAccountHolder) => ({
  payment_method_type: 'us_bank_account' as const,
  payment_method_data: {
    billing_details: { name: holder.name, ...(holder.email ? { email: holder.email } : {}) },
  },
});

/**
 * A confirmation's answer: processing (a payment the bank settles days later) or succeeded (a
 * verified account); requires_action with verify_with_microdeposits when Stripe could not
 * verify the account at once and sent small deposits (two amounts, or one with a code),
 * confirmed at its hosted page.
 */
export function outcomeOf(result: IntentResult): BankAccountOutcome {
  if (result.error) {
    return {
      error: { message: result.error.message ?? translate('giving.cardField.notCharged'), code: result.error.code },
    };
  }
  const intent = intentOf(result);
  const next = intent?.next_action;
  if (intent?.status === 'requires_action' && next?.type === 'verify_with_microdeposits') {
    const url = next.verify_with_microdeposits?.hosted_verification_url;
    const type =
      next.verify_with_microdeposits?.microdeposit_type === 'descriptor_code' ? 'descriptor_code' : 'amounts';
    if (url) return { verifyWithMicrodeposits: { url, type } };
  }
  if (intent?.status === 'processing' || intent?.status === 'succeeded') {
    return { status: intent.status, paymentMethodId: idOf(intent.payment_method) };
  }
  return { error: { message: translate('giving.cardField.notCharged'), code: intent?.status } };
}

/**
 * Stripe's dialog (Financial Connections, or the account's numbers with micro-deposits), then
 * the confirmation that records the holder's authorisation. Closing the dialog leaves the
 * intent as it was: nothing is confirmed.
 */
async function collectThenConfirm(
  collect: () => Promise<IntentResult>,
  confirm: () => Promise<IntentResult>,
): Promise<BankAccountOutcome> {
  const collected = await collect();
  if (collected.error) return outcomeOf(collected);
  const status = intentOf(collected)?.status;
  if (status === 'requires_payment_method') return { canceled: true };
  // Confirmed already (a repeat after an earlier confirmation): its state is the answer.
  if (status !== 'requires_confirmation') return outcomeOf(collected);
  return outcomeOf(await confirm());
}

export function payFromNewAccount(stripe: Stripe, clientSecret: string, holder: BankAccountHolder) {
  return collectThenConfirm(
    () => stripe.collectBankAccountForPayment({ clientSecret, params: collectParams(holder) }),
    () => stripe.confirmUsBankAccountPayment(clientSecret),
  );
}

export async function payFromSavedAccount(stripe: Stripe, clientSecret: string, paymentMethodId: string) {
  return outcomeOf(await stripe.confirmUsBankAccountPayment(clientSecret, { payment_method: paymentMethodId }));
}

export function setUpAccount(stripe: Stripe, clientSecret: string, holder: BankAccountHolder) {
  return collectThenConfirm(
    () => stripe.collectBankAccountForSetup({ clientSecret, params: collectParams(holder) }),
    () => stripe.confirmUsBankAccountSetup(clientSecret),
  );
}
