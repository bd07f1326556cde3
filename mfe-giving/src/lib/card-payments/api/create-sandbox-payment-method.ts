import {
  GatewayPaymentMethodSchema,
  type GatewayPaymentMethod,
  type SandboxCreatePaymentMethod,
} from '@church/contracts';
import { postToSandbox, type SandboxAnswer } from './post-to-sandbox';

/** POST /api/sandbox/payment-methods: the only request that ever carries the card's number. */
export function createSandboxPaymentMethod(
  card: SandboxCreatePaymentMethod['card'],
): Promise<SandboxAnswer<GatewayPaymentMethod>> {
  return postToSandbox('payment-methods', { card }, GatewayPaymentMethodSchema);
}
