import { type GivingPayment, PaymentIntentDataSchema, type PaymentIntentData } from '@church/contracts';
import { api } from '@church/http';
import * as v from 'valibot';

/** The payment intent of an anonymous pending gift: asked again, it answers the same intent. */
export async function createAnonymousGivingPayment(payment: GivingPayment): Promise<PaymentIntentData> {
  return v.parse(PaymentIntentDataSchema, await api.post('givings/anonymous-giving-payment', { json: payment }).json());
}
