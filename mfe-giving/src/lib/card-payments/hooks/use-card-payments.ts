import { createContext, use, type ComponentType } from 'react';
import type { CardFieldState, CardPayments } from '../card-payments.types';

/** What CardField takes, whichever provider's field is behind it. */
export interface CardFieldProps {
  /** Called as the user types, with what Stripe's CardElement change event reports. */
  onChange: (state: CardFieldState) => void;
  disabled?: boolean;
}

/** What a mode's adapter provides: its CardPayments and the field that belongs to it. */
export interface CardPaymentsBinding {
  payments: CardPayments;
  Field: ComponentType<CardFieldProps>;
}

/** Set by CardPaymentsProvider's adapter (sandbox, or the lazily loaded Stripe one). */
export const CardPaymentsContext = createContext<CardPaymentsBinding | null>(null);

/** The adapter of the nearest CardPaymentsProvider, for the pieces of this feature. */
export function useCardPaymentsBinding(): CardPaymentsBinding {
  const binding = use(CardPaymentsContext);
  if (!binding) throw new Error('useCardPayments and CardField must be used inside <CardPaymentsProvider>');
  return binding;
}

/** The one card API the wizards call, whichever provider is configured (see card-payments.types.ts). */
export function useCardPayments(): CardPayments {
  return useCardPaymentsBinding().payments;
}
