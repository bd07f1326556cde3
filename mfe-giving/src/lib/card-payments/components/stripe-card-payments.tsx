import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type PaymentIntent, type Stripe, type StripeElements, type StripeError } from '@stripe/stripe-js';
import { activeLanguage, type Language } from '@church/i18n';
import type { CardPaymentError, CardPayments, ConfirmedIntentStatus } from '../card-payments.types';
import { CardPaymentsContext, type CardFieldProps, type CardPaymentsBinding } from '../hooks/use-card-payments';
import { translate, useTranslate } from '../../../i18n/catalogues';
import styles from './stripe-card-payments.module.css';

// This module is its own chunk, imported only in Stripe mode: Stripe.js never loads otherwise.

const stripes = new Map<string, Promise<Stripe | null>>();
/**
 * One Stripe.js instance per key and language. An instance writes its messages (a decline, a
 * failed authentication) in the language it was made with and cannot change it, so a language
 * switch needs another one; the script itself is fetched once.
 */
function stripeFor(publishableKey: string, locale: Language): Promise<Stripe | null> {
  const key = `${publishableKey} ${locale}`;
  let stripe = stripes.get(key);
  if (!stripe) {
    stripe = loadStripe(publishableKey, { locale });
    stripes.set(key, stripe);
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

/** The card field on screen: its Stripe.js instance and Elements, the ones that can tokenise it. */
interface MountedField {
  current: { stripe: Stripe; elements: StripeElements } | null;
}

/**
 * CardPayments from Stripe.js: the card goes from Stripe's own field straight to Stripe. A
 * payment is confirmed by the instance of the page's language now, so its messages follow a switch.
 */
function stripePayments(publishableKey: string, mountedRef: MountedField): CardPayments {
  const stripeNow = () => stripeFor(publishableKey, activeLanguage());
  /** Stripe's bank-account steps, fetched the first time a bank account is used. */
  const bankStep = async () => {
    const stripe = await stripeNow();
    const steps = await import(/* webpackChunkName: "stripe-bank-accounts" */ './stripe-bank-accounts');
    return stripe ? { stripe, steps } : null;
  };
  return {
    mode: 'stripe',
    bankAccounts: {
      async payFromNewAccount(clientSecret, holder) {
        const loaded = await bankStep();
        return loaded ? loaded.steps.payFromNewAccount(loaded.stripe, clientSecret, holder) : notReady();
      },
      async payFromSavedAccount(clientSecret, paymentMethodId) {
        const loaded = await bankStep();
        return loaded ? loaded.steps.payFromSavedAccount(loaded.stripe, clientSecret, paymentMethodId) : notReady();
      },
      async setUpAccount(clientSecret, holder) {
        const loaded = await bankStep();
        return loaded ? loaded.steps.setUpAccount(loaded.stripe, clientSecret, holder) : notReady();
      },
    },
    async createPaymentMethod() {
      const card = mountedRef.current?.elements.getElement(CardElement);
      if (!mountedRef.current || !card) return notReady();
      const { paymentMethod, error } = await mountedRef.current.stripe.createPaymentMethod({ type: 'card', card });
      if (error) return cardError(error);
      return {
        paymentMethod: {
          id: paymentMethod.id,
          card: { brand: paymentMethod.card?.brand ?? 'unknown', last4: paymentMethod.card?.last4 ?? '' },
        },
      };
    },
    async confirmCardPayment(clientSecret, paymentMethodId, options) {
      const stripe = await stripeNow();
      if (!stripe) return notReady();
      const { paymentIntent, error } = await stripe.confirmCardPayment(clientSecret, {
        payment_method: paymentMethodId,
        ...(options?.keepCard ? { setup_future_usage: 'off_session' as const } : {}),
      });
      return error ? cardError(error) : intentResult(paymentIntent);
    },
    async handleCardAction(clientSecret) {
      const stripe = await stripeNow();
      if (!stripe) return notReady();
      const { paymentIntent, error } = await stripe.handleCardAction(clientSecret);
      return error ? cardError(error) : intentResult(paymentIntent);
    },
  };
}

/** Stripe's CardElement, its change event mapped to CardFieldState and its error shown under it. */
function StripeCardField({ onChange, disabled = false, mountedRef }: CardFieldProps & { mountedRef: MountedField }) {
  const [error, setError] = useState<string | null>(null);
  const { t } = useTranslate();
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    if (!stripe || !elements) return;
    mountedRef.current = { stripe, elements };
    return () => {
      if (mountedRef.current?.elements === elements) mountedRef.current = null;
    };
  }, [mountedRef, stripe, elements]);
  return (
    <div className={styles.field} role="group" aria-label={t('giving.cardForm.details')}>
      <div className={styles.element}>
        <CardElement
          options={{ disabled, style: { base: { fontSize: '16px', color: '#1d2433' } } }}
          // A field made again after a language switch starts empty: the wizard must know.
          onReady={() => onChange({ empty: true, complete: false, brand: 'unknown', error: null })}
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
 * The Stripe adapter of CardPaymentsProvider. The card field brings its own Elements, made again
 * when the page's language changes (Elements keeps the Stripe.js instance it was first given,
 * whose messages are in one language): the wizard around it stays as it is, the card is typed
 * again. Placeholders, Stripe's field messages and its method messages then follow the page.
 */
export default function StripeCardPayments({
  publishableKey,
  children,
}: {
  publishableKey: string;
  children: ReactNode;
}) {
  const binding = useMemo<CardPaymentsBinding>(() => {
    const mountedRef: MountedField = { current: null };
    function Field(props: CardFieldProps) {
      const { language } = useTranslate();
      return (
        <Elements key={language} stripe={stripeFor(publishableKey, language)} options={{ locale: language }}>
          <StripeCardField {...props} mountedRef={mountedRef} />
        </Elements>
      );
    }
    return { payments: stripePayments(publishableKey, mountedRef), Field };
  }, [publishableKey]);
  return <CardPaymentsContext value={binding}>{children}</CardPaymentsContext>;
}
