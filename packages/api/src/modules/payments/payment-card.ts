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
    return method && { brand: method.card.brand, last4: method.card.last4 };
  } catch {
    return undefined;
  }
}
