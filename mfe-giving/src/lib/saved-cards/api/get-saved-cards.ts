import type { PaymentMethod } from '@church/contracts';
import { api } from '@church/http';

/** GET /api/payment-methods/current: the signed-in member's saved cards, oldest first. */
export function getSavedCards(): Promise<PaymentMethod[]> {
  return api.get('payment-methods/current').json<PaymentMethod[]>();
}
