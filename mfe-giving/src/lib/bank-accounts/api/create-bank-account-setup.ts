import { PaymentIntentDataSchema, type PaymentIntentData } from '@church/contracts';
import { api, HTTPError } from '@church/http';
import * as v from 'valibot';

/**
 * POST /api/payment-methods/bank-account-setup (Stripe mode): the client secret of a SetupIntent
 * of the member's customer, for Stripe's bank-account dialog. Rejects with HTTPError without the
 * shared client's toast: the form that asked says what went wrong.
 */
export async function createBankAccountSetup(): Promise<PaymentIntentData> {
  const response = await api.post('payment-methods/bank-account-setup', { throwHttpErrors: false });
  if (!response.ok) throw new HTTPError(response);
  return v.parse(PaymentIntentDataSchema, await response.json());
}
