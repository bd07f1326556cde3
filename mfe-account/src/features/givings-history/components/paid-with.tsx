import type { GivingPaymentMethod } from '@church/contracts';
import { CardSummary } from '@church/ui';

/**
 * How a gift was paid: the card's brand mark and last 4, or 'Offline' (cash, check or mail).
 * Gifts paid before the card was recorded with them say 'Card': online gifts are card payments.
 */
export function PaidWith({ paymentMethod }: { paymentMethod: GivingPaymentMethod }) {
  if (paymentMethod === null) return <>Card</>;
  if (paymentMethod.kind === 'offline') return <>Offline</>;
  return <CardSummary brand={paymentMethod.brand} last4={paymentMethod.last4} />;
}
