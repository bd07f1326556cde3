import { feeRatesMessages, givingMessages, toCents } from '@church/contracts';
import { HTTPError } from '@church/http';
import { queryClient, sharedKeys } from '@church/query';
import type {
  BankAccountHolder,
  BankAccountOutcome,
  CardPayments,
  ConfirmCardPaymentOptions,
} from '../../../lib/card-payments/card-payments.types';
import { createAnonymousGivingPayment, PaymentRefused } from '../api/create-anonymous-giving-payment';
import { createOneTimeGivingPayment } from '../api/create-one-time-giving-payment';
import { createBankVerification } from '../../../lib/bank-accounts/api/create-bank-verification';
import { processingFeesKey } from '../../../lib/processing-fees/api/get-processing-fees';
import { coveredFeeNow } from '../../../lib/processing-fees/covered-fee';
import { awaitingVerification, failed, succeeded, type PayOutcome } from './pay-outcome';
import { isCurrentRun, paymentIntentReceived, paymentSucceeded, useWizardStore } from './wizard-store';
import { translate } from '../../../i18n/catalogues';

const createPayment = { 'one-time': createOneTimeGivingPayment, anonymous: createAnonymousGivingPayment };

type GiftKind = 'one-time' | 'anonymous';

/**
 * The pending gift's intent for the chosen method and fee (asked for once per choice; the API
 * would answer the same one again anyway), or what to tell the donor instead.
 */
async function giftIntent(kind: GiftKind): Promise<{ clientSecret: string; run: number } | PayOutcome> {
  const { run, giving, paymentKind, coverFees, intentChoice, clientSecret } = useWizardStore.getState();
  if (!giving) return failed(translate(givingMessages.confirmFailed));
  // The fee shown is sent along: the API charges its own figure and refuses a different one.
  const fee = coverFees ? coveredFeeNow(giving.amount, paymentKind) : null;
  const choice = `${paymentKind}-${fee === null ? 0 : toCents(fee)}`;
  if (clientSecret && intentChoice === choice) return { clientSecret, run };
  let created: string;
  try {
    ({ clientSecret: created } = await createPayment[kind]({
      givingId: giving.id,
      // A card without a fee sends only the gift, as it always did.
      ...(paymentKind === 'bank' ? { paymentKind } : {}),
      ...(fee === null ? {} : { coverFees: true, fee }),
    }));
  } catch (error) {
    // Too many attempts or declines from here: say so, and that waiting helps (reloading does not).
    if (error instanceof PaymentRefused) return failed(error.message || translate('giving.payment.refused'));
    // The rates changed since they were read: the next look shows the new fee.
    if (error instanceof HTTPError && error.response.status === 409) {
      void queryClient.invalidateQueries({ queryKey: processingFeesKey });
      return failed(translate(feeRatesMessages.feeChanged));
    }
    return failed(translate(givingMessages.confirmFailed));
  }
  // The wizard was reset meanwhile: nothing is left to pay or to show.
  if (!isCurrentRun(run)) return succeeded;
  paymentIntentReceived(created, choice);
  return { clientSecret: created, run };
}

/** Paid, or processing (the provider's webhook marks the gift paid when the bank settles it). */
function giftPaid(run: number, status: string): PayOutcome {
  if (status !== 'succeeded' && status !== 'processing')
    return failed(`${translate(givingMessages.paymentFailed)} (${status})`);
  // The member's history (on the account page) is out of date: it is fetched again when shown.
  void queryClient.invalidateQueries({ queryKey: sharedKeys.givingsHistory });
  if (isCurrentRun(run)) paymentSucceeded();
  return succeeded;
}

/**
 * Pays the pending gift with a payment method: its intent, then the provider's confirmation,
 * which runs the authentication step when the card needs it. A refusal leaves the gift payable
 * with another card. A saved bank account in Stripe mode is confirmed as a bank debit.
 */
export async function payGift(
  kind: GiftKind,
  cardPayments: CardPayments,
  paymentMethodId: string,
  options: ConfirmCardPaymentOptions = {},
): Promise<PayOutcome> {
  const intent = await giftIntent(kind);
  if ('ok' in intent) return intent;
  const { paymentKind } = useWizardStore.getState();
  if (paymentKind === 'bank' && cardPayments.bankAccounts) {
    const outcome = await cardPayments.bankAccounts.payFromSavedAccount(intent.clientSecret, paymentMethodId);
    return bankPaid(kind, intent.run, outcome);
  }
  const result = await cardPayments.confirmCardPayment(intent.clientSecret, paymentMethodId, options);
  if ('error' in result) return failed(`${translate(givingMessages.paymentFailed)} ${result.error.message}`);
  return giftPaid(intent.run, result.paymentIntent.status);
}

/**
 * Stripe mode: pays the pending gift from a bank account the donor picks in Stripe's dialog. The
 * gift is Pending until the bank settles it; an account Stripe must verify with micro-deposits
 * leaves the gift pending, with the page where the donor confirms them.
 */
export async function payGiftFromNewBankAccount(
  kind: GiftKind,
  cardPayments: CardPayments,
  holder: BankAccountHolder,
): Promise<PayOutcome> {
  if (!cardPayments.bankAccounts) return failed(translate(givingMessages.paymentFailed));
  const intent = await giftIntent(kind);
  if ('ok' in intent) return intent;
  return bankPaid(kind, intent.run, await cardPayments.bankAccounts.payFromNewAccount(intent.clientSecret, holder));
}

async function bankPaid(kind: GiftKind, run: number, outcome: BankAccountOutcome): Promise<PayOutcome> {
  if ('error' in outcome) return failed(`${translate(givingMessages.paymentFailed)} ${outcome.error.message}`);
  if ('canceled' in outcome) return failed(translate('giving.bank.dialogClosed'));
  if ('verifyWithMicrodeposits' in outcome) {
    const { url, type } = outcome.verifyWithMicrodeposits;
    const byCode = type === 'descriptor_code';
    const notice = translate(byCode ? 'giving.bank.microdepositCodeGift' : 'giving.bank.microdepositsGift');
    // An anonymous donor has no account page: Stripe's is the only place (and the reminder's link).
    const givingId = useWizardStore.getState().giving?.id;
    if (kind === 'anonymous' || !givingId) return awaitingVerification(notice, url);
    await createBankVerification({ givingId });
    const message = `${notice} ${translate(byCode ? 'giving.bank.microdepositCodeOnHistory' : 'giving.bank.microdepositsOnHistory')}`;
    return awaitingVerification(message, url);
  }
  return giftPaid(run, outcome.status);
}
