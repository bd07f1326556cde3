import type { GivingPaymentMethod } from '@church/contracts';
import { CardSummary } from '../card-brand-mark/card-summary';

const offlineNames = { cash: 'Cash', check: 'Check', mail: 'Mail' } as const;

interface PaidWithProps {
  paymentMethod: GivingPaymentMethod;
  /** Staff see how an offline gift came (cash, or a check with its number); a member sees 'Offline'. */
  offlineDetail?: boolean;
}

/**
 * How a gift was paid: the card's brand mark and last 4, or offline. Gifts paid before the card
 * was recorded with them say 'Card': online gifts are card payments.
 */
export function PaidWith({ paymentMethod, offlineDetail = false }: PaidWithProps) {
  if (paymentMethod === null) return <>Card</>;
  if (paymentMethod.kind === 'card') return <CardSummary brand={paymentMethod.brand} last4={paymentMethod.last4} />;
  if (!offlineDetail) return <>Offline</>;
  const name = offlineNames[paymentMethod.method];
  return <>{paymentMethod.checkNumber ? `${name} #${paymentMethod.checkNumber}` : name}</>;
}
