import {
  GatewayPaymentMethodSchema,
  type GatewayPaymentMethod,
  type SandboxCreateBankAccount,
} from '@church/contracts';
import { postToSandbox, type SandboxAnswer } from '../../card-payments/api/post-to-sandbox';

/** POST /api/sandbox/bank-accounts: the only request that carries the account's numbers (sandbox mode). */
export function createSandboxBankAccount(
  usBankAccount: SandboxCreateBankAccount['usBankAccount'],
): Promise<SandboxAnswer<GatewayPaymentMethod>> {
  return postToSandbox('bank-accounts', { usBankAccount }, GatewayPaymentMethodSchema);
}
