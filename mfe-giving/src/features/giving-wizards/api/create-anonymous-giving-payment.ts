import { type GivingPayment, PaymentIntentDataSchema, type PaymentIntentData } from '@church/contracts';
import { api } from '@church/http';
import * as v from 'valibot';

/**
 * The API refused to start the payment under its card-testing limits (429): `message` is its
 * reason in the reader's language (empty when a proxy answered), which the card step shows in
 * place, not as a toast that fades while the donor is still reading the dialog.
 */
export class PaymentRefused extends Error {}

const RefusalSchema = v.object({ errors: v.array(v.string()) });

/** The payment intent of an anonymous pending gift: asked again, it answers the same intent. */
export async function createAnonymousGivingPayment(payment: GivingPayment): Promise<PaymentIntentData> {
  const response = await api.post('givings/anonymous-giving-payment', {
    json: payment,
    throwHttpErrors: (status) => status !== 429,
  });
  if (response.status === 429) {
    const refusal = v.safeParse(RefusalSchema, await response.json().catch(() => null));
    throw new PaymentRefused(refusal.success ? refusal.output.errors.join(' ') : '');
  }
  return v.parse(PaymentIntentDataSchema, await response.json());
}
