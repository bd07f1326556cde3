import type { GivingPayment, PaymentIntentData } from '@church/contracts';
import { api } from '@church/http';

/** The payment intent of an anonymous pending gift: asked again, it answers the same intent. */
export function createAnonymousGivingPayment(payment: GivingPayment): Promise<PaymentIntentData> {
  return api.post('givings/anonymous-giving-payment', { json: payment }).json<PaymentIntentData>();
}
