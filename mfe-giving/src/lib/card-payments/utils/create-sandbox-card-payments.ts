import type { PaymentIntentView } from '@church/contracts';
import { translateMessage } from '@church/ui/contracts-messages';
import { translate } from '../../../i18n/catalogues';
import { authenticateSandboxPaymentIntent } from '../api/authenticate-sandbox-payment-intent';
import { confirmSandboxPaymentIntent } from '../api/confirm-sandbox-payment-intent';
import { createSandboxPaymentMethod } from '../api/create-sandbox-payment-method';
import type { SandboxAnswer } from '../api/post-to-sandbox';
import type { CardPayments } from '../card-payments.types';
import type { SandboxCardStore } from '../stores/sandbox-card-store';
import { checkSandboxCard } from './sandbox-card-check';

type IntentResult = Awaited<ReturnType<CardPayments['confirmCardPayment']>>;

/**
 * The provider's refusal in the page's language, as Stripe.js writes it in its locale: a failed
 * authentication by its code, a decline (one of the contracts' messages) by its text.
 */
const refusalMessage = ({ code, message }: { code?: string | undefined; message: string }) =>
  code === 'payment_intent_authentication_failure'
    ? translate('giving.cardField.authenticationFailed')
    : translateMessage(message);

/** A refused intent (declined, authentication failed) resolves as the provider's error, as Stripe.js does. */
function intentResult(answer: SandboxAnswer<PaymentIntentView>): IntentResult {
  if ('error' in answer) return answer;
  const { id, status, lastPaymentError } = answer.data;
  if (lastPaymentError && status !== 'succeeded') {
    return { error: { message: refusalMessage(lastPaymentError), code: lastPaymentError.code } };
  }
  return { paymentIntent: { id, status } };
}

/**
 * The sandbox's CardPayments: the stand-in for Stripe.js, talking to /api/sandbox/... It reads
 * the card from the provider's store and asks the user through `askToAuthenticate` (the sandbox
 * authentication dialog) when an intent needs the 3-D Secure step.
 */
export function createSandboxCardPayments(
  store: SandboxCardStore,
  askToAuthenticate: () => Promise<boolean>,
): CardPayments {
  async function authenticate(clientSecret: string): Promise<IntentResult> {
    const approve = await askToAuthenticate();
    return intentResult(await authenticateSandboxPaymentIntent(clientSecret, approve));
  }

  return {
    mode: 'sandbox',
    bankAccounts: null,

    async createPaymentMethod() {
      const { values, attached } = store.getSnapshot();
      if (!attached) return { error: { message: translate('giving.cardField.notOnPage'), code: 'no_card_field' } };
      store.markSubmitted();
      const left = { number: true, expiry: true, cvc: true };
      const { problem } = checkSandboxCard(values, { left, submitted: true, now: new Date() });
      if (problem) return { error: { message: problem.message, code: problem.code } };
      const answer = await createSandboxPaymentMethod({
        number: values.number,
        expMonth: Number(values.expiry.slice(0, 2)),
        expYear: 2000 + Number(values.expiry.slice(2, 4)),
        cvc: values.cvc,
      });
      if ('error' in answer) return answer;
      const { id, card } = answer.data;
      return { paymentMethod: { id, card: { brand: card.brand, last4: card.last4 } } };
    },

    async confirmCardPayment(clientSecret, paymentMethodId) {
      const answer = await confirmSandboxPaymentIntent(clientSecret, paymentMethodId);
      if ('data' in answer && answer.data.status === 'requires_action') return authenticate(clientSecret);
      return intentResult(answer);
    },

    handleCardAction: authenticate,
  };
}
