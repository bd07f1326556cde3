import { useMemo, useState, type ReactNode } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type PaymentIntent, type Stripe, type StripeError } from '@stripe/stripe-js';
import type { Language } from '@church/i18n';
import type { CardPaymentError, CardPayments, ConfirmedIntentStatus } from '../card-payments.types';
import { CardPaymentsContext, type CardFieldProps, type CardPaymentsBinding } from '../hooks/use-card-payments';
import { translate, useTranslate } from '../../../i18n/catalogues';
import styles from './stripe-card-payments.module.css';

// This module is its own chunk, imported only in Stripe mode: Stripe.js never loads otherwise.

const stripes = new Map<string, Promise<Stripe | null>>();
/**
 * One Stripe.js instance per key and page, as Stripe asks. Its messages (a decline, a failed
 * authentication) are in the language of the page when it loaded: the instance cannot change
 * it, and Elements refuses a new instance; the card field itself follows the page (below).
 */
function stripeFor(publishableKey: string, locale: Language): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey, { locale });
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

// Functions, not constants: written in the language of the moment they are said.
const notReady = (): { error: CardPaymentError } => ({
  error: { message: translate('giving.cardField.stillLoading'), code: 'not_ready' },
});

const cardError = (error: StripeError): { error: CardPaymentError } => ({
  error: { message: error.message ?? translate('giving.cardField.notCharged'), code: error.code },
});

/** Our statuses are the ones our intents can have; manual capture is never used. */
const intentResult = (intent: PaymentIntent) => ({
  paymentIntent: {
    id: intent.id,
    status: (intent.status === 'requires_capture' ? 'processing' : intent.status) as ConfirmedIntentStatus,
  },
});

/** CardPayments from Stripe.js: the card goes from Stripe's own field straight to Stripe. */
function StripeBinding({ children }: { children: ReactNode }) {
  const stripe = useStripe();
  const elements = useElements();
  const binding = useMemo<CardPaymentsBinding>(() => {
    const payments: CardPayments = {
      mode: 'stripe',
      async createPaymentMethod() {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) return notReady();
        const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
        if (error) return cardError(error);
        return {
          paymentMethod: {
            id: paymentMethod.id,
            card: { brand: paymentMethod.card?.brand ?? 'unknown', last4: paymentMethod.card?.last4 ?? '' },
          },
        };
      },
      async confirmCardPayment(clientSecret, paymentMethodId, options) {
        if (!stripe) return notReady();
        const { paymentIntent, error } = await stripe.confirmCardPayment(clientSecret, {
          payment_method: paymentMethodId,
          ...(options?.keepCard ? { setup_future_usage: 'off_session' as const } : {}),
        });
        return error ? cardError(error) : intentResult(paymentIntent);
      },
      async handleCardAction(clientSecret) {
        if (!stripe) return notReady();
        const { paymentIntent, error } = await stripe.handleCardAction(clientSecret);
        return error ? cardError(error) : intentResult(paymentIntent);
      },
    };
    return { payments, Field: StripeCardField };
  }, [stripe, elements]);
  return <CardPaymentsContext value={binding}>{children}</CardPaymentsContext>;
}

/** Stripe's CardElement, its change event mapped to CardFieldState and its error shown under it. */
function StripeCardField({ onChange, disabled = false }: CardFieldProps) {
  const [error, setError] = useState<string | null>(null);
  const { t } = useTranslate();
  return (
    <div className={styles.field} role="group" aria-label={t('giving.cardForm.details')}>
      <div className={styles.element}>
        <CardElement
          options={{ disabled, style: { base: { fontSize: '16px', color: '#1d2433' } } }}
          onChange={(event) => {
            const message = event.error?.message ?? null;
            setError(message);
            onChange({ empty: event.empty, complete: event.complete, brand: event.brand, error: message });
          }}
        />
      </div>
      {error ? (
        <p className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The Stripe adapter of CardPaymentsProvider: Elements with the API's publishable key, its card
 * field's placeholders and messages in the page's language (Elements takes a new locale in place).
 */
export default function StripeCardPayments({
  publishableKey,
  children,
}: {
  publishableKey: string;
  children: ReactNode;
}) {
  const { language } = useTranslate();
  const options = useMemo(() => ({ locale: language }), [language]);
  return (
    <Elements stripe={stripeFor(publishableKey, language)} options={options}>
      <StripeBinding>{children}</StripeBinding>
    </Elements>
  );
}
