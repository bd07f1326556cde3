import { feeRatesMessages, givingMessages, toCents } from '@church/contracts';
import { HTTPError } from '@church/http';
import { queryClient, sharedKeys } from '@church/query';
import type { CardPayments, ConfirmCardPaymentOptions } from '../../../lib/card-payments/card-payments.types';
import { createAnonymousGivingPayment, PaymentRefused } from '../api/create-anonymous-giving-payment';
import { createOneTimeGivingPayment } from '../api/create-one-time-giving-payment';
import { processingFeesKey } from '../../../lib/processing-fees/api/get-processing-fees';
import { coveredFeeNow } from '../../../lib/processing-fees/covered-fee';
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
  const { run, giving, paymentKind, coverFees, intentChoice } = useWizardStore.getState();
  let { clientSecret } = useWizardStore.getState();
  if (!giving) return failed(translate(givingMessages.confirmFailed));
  // The fee shown is sent along: the API charges its own figure and refuses a different one.
  const fee = coverFees ? coveredFeeNow(giving.amount, paymentKind) : null;
  const choice = `${paymentKind}-${fee === null ? 0 : toCents(fee)}`;
  if (!clientSecret || intentChoice !== choice) {
    try {
      ({ clientSecret } = await createPayment[kind]({
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
    paymentIntentReceived(clientSecret, choice);
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
