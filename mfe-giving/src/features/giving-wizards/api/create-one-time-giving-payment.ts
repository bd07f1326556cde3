import type { GivingPayment, PaymentIntentData } from '@church/contracts';
import { api } from '@church/http';

/** The payment intent of the member's pending gift: asked again, it answers the same intent. */
export function createOneTimeGivingPayment(payment: GivingPayment): Promise<PaymentIntentData> {
  return api.post('givings/one-time-giving-payment', { json: payment }).json<PaymentIntentData>();
}
