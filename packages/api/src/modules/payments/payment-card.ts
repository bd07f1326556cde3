import type { GatewayPaymentIntent, PaymentCard, PaymentGateway } from './gateway';

/**
 * The card that paid `intent`: the one it carries, else (a Stripe event names only the payment
 * method) the gateway's. Undefined when unknown or when the gateway cannot say right now: the
 * gift is paid either way, so a failed lookup must not fail the webhook that records it.
 */
export async function paymentCardOf(
  gateway: Pick<PaymentGateway, 'retrievePaymentMethod'>,
  intent: Pick<GatewayPaymentIntent, 'paymentCard' | 'paymentMethodId'> | null | undefined,
): Promise<PaymentCard | undefined> {
  if (intent?.paymentCard) return intent.paymentCard;
  if (!intent?.paymentMethodId) return undefined;
  try {
    const method = await gateway.retrievePaymentMethod(intent.paymentMethodId);
    if (!method) return undefined;
    const { brand, last4 } = method.card;
    return method.type === 'us_bank_account' ? { brand, last4, kind: 'bank' } : { brand, last4 };
  } catch {
    return undefined;
  }
}
