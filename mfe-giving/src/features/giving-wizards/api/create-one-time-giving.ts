import type { CreatedGiving, OneTimeGiving } from '@church/contracts';
import { api } from '@church/http';

/** The signed-in member's pending gift; it is paid in the payment step. */
export function createOneTimeGiving(giving: OneTimeGiving): Promise<CreatedGiving> {
  return api.post('givings/one-time-giving', { json: giving }).json<CreatedGiving>();
}
