import type { GivingPaymentMethod } from '@church/contracts';
import { CardSummary } from '@church/ui';

const offlineNames = { cash: 'Cash', check: 'Check', mail: 'Mail' } as const;

/**
 * Card (its brand and last 4 when recorded) or offline: cash, or a check with its number.
 * Not the account's PaidWith: a member sees 'Offline', the Givings action needs the method.
 */
export function PaidWithCell({ paymentMethod }: { paymentMethod: GivingPaymentMethod }) {
  if (paymentMethod === null) return <>Card</>;
  if (paymentMethod.kind === 'card') return <CardSummary brand={paymentMethod.brand} last4={paymentMethod.last4} />;
  const name = offlineNames[paymentMethod.method];
  return <>{paymentMethod.checkNumber ? `${name} #${paymentMethod.checkNumber}` : name}</>;
}
