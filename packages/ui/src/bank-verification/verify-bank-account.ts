import { bankVerificationMessages, type VerifyMicrodeposits } from '@church/contracts';
import { api, messagesOf } from '@church/http';

/**
 * POST /api/bank-verifications/:id/verify. Verified: null. Refused (wrong amounts or code, too
 * many tries, expired, not waiting any more): the server's reason, shown in the dialog rather
 * than toasted, so the person reads it beside the fields they will correct.
 */
export async function verifyBankAccount(id: number, entry: VerifyMicrodeposits): Promise<string | null> {
  const response = await api.post(`bank-verifications/${id}/verify`, {
    json: entry,
    throwHttpErrors: (status) => status !== 400 && status !== 404,
  });
  if (response.ok) return null;
  const [message] = await messagesOf(response);
  return message ?? bankVerificationMessages.failed;
}
