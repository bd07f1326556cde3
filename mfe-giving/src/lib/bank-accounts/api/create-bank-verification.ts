import type { BankVerificationCheck } from '@church/contracts';
import { api } from '@church/http';
import { queryClient } from '@church/query';

/**
 * POST /api/bank-verifications: Stripe.js said the member's gift or new account must be verified
 * by micro-deposits; the server reads the intent from Stripe and records it, so Givings History
 * and Payment Settings offer 'Verify bank account' at once (decision 0109). Best effort: Stripe's
 * own event records it too, so a failure here is not the donor's concern and says nothing.
 */
export async function createBankVerification(check: BankVerificationCheck): Promise<void> {
  await api.post('bank-verifications', { json: check, throwHttpErrors: false }).catch(() => undefined);
  // The lists of waits (@church/ui/bank-verification's key), wherever they are drawn.
  await queryClient.invalidateQueries({ queryKey: ['bank-verifications'] });
}
