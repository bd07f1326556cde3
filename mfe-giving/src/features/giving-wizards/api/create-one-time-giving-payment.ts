import { type GivingPayment, PaymentIntentDataSchema, type PaymentIntentData } from '@church/contracts';
import { api } from '@church/http';
import * as v from 'valibot';

/** The payment intent of the member's pending gift: asked again, it answers the same intent. */
export async function createOneTimeGivingPayment(payment: GivingPayment): Promise<PaymentIntentData> {
  return v.parse(PaymentIntentDataSchema, await api.post('givings/one-time-giving-payment', { json: payment }).json());
}
