import { givingMessages } from '@church/contracts';
import { queryClient, sharedKeys } from '@church/query';
import type { CardPayments, ConfirmCardPaymentOptions } from '../../../lib/card-payments/card-payments.types';
import { createAnonymousGivingPayment, PaymentRefused } from '../api/create-anonymous-giving-payment';
import { createOneTimeGivingPayment } from '../api/create-one-time-giving-payment';
import { failed, succeeded, type PayOutcome } from './pay-outcome';
import { isCurrentRun, paymentIntentReceived, paymentSucceeded, useWizardStore } from './wizard-store';
import { translate } from '../../../i18n/catalogues';

const createPayment = { 'one-time': createOneTimeGivingPayment, anonymous: createAnonymousGivingPayment };

/**
 * Pays the pending gift with a payment method: its intent (asked for once; the API would answer
 * the same one again anyway), then the provider's confirmation, which runs the authentication
 * step when the card needs it. A refusal leaves the gift payable with another card.
 */
export async function payGift(
  kind: 'one-time' | 'anonymous',
  cardPayments: CardPayments,
  paymentMethodId: string,
  options: ConfirmCardPaymentOptions = {},
): Promise<PayOutcome> {
  const { run, giving } = useWizardStore.getState();
  let { clientSecret } = useWizardStore.getState();
  if (!giving) return failed(translate(givingMessages.confirmFailed));
  if (!clientSecret) {
    try {
      ({ clientSecret } = await createPayment[kind]({ givingId: giving.id }));
    } catch (error) {
      // Too many attempts or declines from here: say so, and that waiting helps (reloading does not).
      if (error instanceof PaymentRefused) return failed(error.message || translate('giving.payment.refused'));
      return failed(translate(givingMessages.confirmFailed));
    }
    // The wizard was reset meanwhile: nothing is left to pay or to show.
    if (!isCurrentRun(run)) return succeeded;
    paymentIntentReceived(clientSecret);
  }

  const result = await cardPayments.confirmCardPayment(clientSecret, paymentMethodId, options);
  if ('error' in result) return failed(`${translate(givingMessages.paymentFailed)} ${result.error.message}`);
  const { status } = result.paymentIntent;
  // 'processing' is accepted too: the provider's webhook marks the gift paid when it settles.
  if (status !== 'succeeded' && status !== 'processing')
    return failed(`${translate(givingMessages.paymentFailed)} (${status})`);
  // The member's history (on the account page) is out of date: it is fetched again when shown.
  void queryClient.invalidateQueries({ queryKey: sharedKeys.givingsHistory });
  if (isCurrentRun(run)) paymentSucceeded();
  return succeeded;
}
