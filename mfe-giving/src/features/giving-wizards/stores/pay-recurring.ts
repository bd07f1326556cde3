import { givingMessages, type InvoiceView, type SubscriptionData } from '@church/contracts';
import { queryClient } from '@church/query';
import { churchDay } from '@church/ui';
import { recurringGivingsKey } from '../../../lib/recurring-givings/api/get-recurring-givings';
import type { BankAccountHolder, CardPayments } from '../../../lib/card-payments/card-payments.types';
import { setUpBankAccount } from '../../../lib/bank-accounts/set-up-bank-account';
import { savedCardsKey } from '../../../lib/saved-cards/api/get-saved-cards';
import { createSubscription } from '../api/create-subscription';
import { readFailureDetail } from '../../../lib/http/read-failure-detail';
import { retryInvoice } from '../api/retry-invoice';
import { awaitingVerification, failed, succeeded, type PayOutcome } from './pay-outcome';
import { invoiceLeftOpen, isCurrentRun, paymentSucceeded, useWizardStore } from './wizard-store';
import { translate } from '../../../i18n/catalogues';

/** Active (or set up to start later): the member's list of recurring gifts (Payment Settings) shows the new one. */
function done(run: number): PayOutcome {
  void queryClient.invalidateQueries({ queryKey: recurringGivingsKey });
  if (isCurrentRun(run)) paymentSucceeded();
  return succeeded;
}

const settled = (status: string | undefined) => status === 'succeeded' || status === 'processing';

/**
 * The first invoice decides: paid, done; its intent needs authentication, the card is confirmed
 * in the browser; it needs another payment method, 'Your card was declined.'. Until it is paid
 * the invoice is remembered, so the next Pay retries it instead of making a second subscription.
 */
async function settleInvoice(invoice: InvoiceView, cardPayments: CardPayments, run: number): Promise<PayOutcome> {
  const intent = invoice.paymentIntent;
  if (invoice.status === 'paid' || settled(intent?.status)) return done(run);
  const remember = (status: string) => {
    if (isCurrentRun(run)) invoiceLeftOpen({ invoiceId: invoice.id, status });
  };
  remember(intent?.status ?? invoice.status);
  if (intent?.status !== 'requires_action') return failed(translate(givingMessages.cardDeclined));

  const result = await cardPayments.handleCardAction(intent.clientSecret);
  if ('error' in result) {
    remember('requires_payment_method');
    return failed(`${translate(givingMessages.paymentFailed)} ${result.error.message}`);
  }
  if (settled(result.paymentIntent.status)) return done(run);
  remember(result.paymentIntent.status);
  return failed(translate(givingMessages.cardDeclined));
}

async function subscribe(
  data: SubscriptionData,
  paymentMethodId: string,
  openInvoiceId: string | undefined,
  startDate: string | undefined,
) {
  const { customerId, priceId } = data;
  // The fee in the price, which the API checks against the church's card rate.
  const fee = data.fee ? { fee: data.fee } : {};
  if (openInvoiceId) return { invoice: await retryInvoice({ customerId, paymentMethodId, invoiceId: openInvoiceId }) };
  // A later start day is sent; today is what the API takes when none is.
  const later = startDate !== undefined && startDate > churchDay(new Date()) ? { startDate } : {};
  const subscription = await createSubscription({ customerId, paymentMethodId, priceId, ...later, ...fee });
  // Trialing: set up, its first charge on the start day.
  return {
    active: subscription.status === 'active' || subscription.status === 'trialing',
    invoice: subscription.latestInvoice,
  };
}

/**
 * Pays the recurring gift: a new subscription, or a retry of its first invoice after a refusal.
 * The API attaches the card to the member's customer itself; a card the member keeps is saved
 * by the payment step once this succeeded.
 */
export async function payRecurring(cardPayments: CardPayments, paymentMethodId: string): Promise<PayOutcome> {
  const { run, subscriptionData, openInvoice, recurring } = useWizardStore.getState();
  if (!subscriptionData) return failed(translate(givingMessages.recurringLoadFailed));
  let answer: { active?: boolean; invoice: InvoiceView };
  try {
    answer = await subscribe(subscriptionData, paymentMethodId, openInvoice?.invoiceId, recurring?.startDate);
  } catch (error) {
    return failed(`${translate(givingMessages.paymentFailed)} ${await readFailureDetail(error)}`);
  }
  if (answer.active) return done(run);
  return settleInvoice(answer.invoice, cardPayments, run);
}

/**
 * Stripe mode: a recurring gift from a bank account the member picks in Stripe's dialog. The
 * account is set up for the member first (a subscription charges a verified account), then
 * pays as a saved one does. One Stripe must verify with micro-deposits starts no gift yet: it is
 * saved in Payment Settings once confirmed, and the gift is started with it from there.
 */
export async function payRecurringFromNewBankAccount(
  cardPayments: CardPayments,
  holder: BankAccountHolder,
): Promise<PayOutcome> {
  const setup = await setUpBankAccount(cardPayments, holder);
  if ('verification' in setup) return awaitingVerification(setup.verification.message, setup.verification.url);
  if ('canceled' in setup) return failed(translate('giving.bank.dialogClosed'));
  if ('error' in setup) return failed(`${translate(givingMessages.paymentFailed)} ${setup.error.message}`);
  void queryClient.invalidateQueries({ queryKey: savedCardsKey });
  return payRecurring(cardPayments, setup.paymentMethodId);
}
