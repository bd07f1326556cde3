import type { AnonymousGiving, CreatedGiving } from '@church/contracts';
import { api } from '@church/http';

/** An anonymous donor's pending gift; it is paid in the card step. */
export function createAnonymousGiving(giving: AnonymousGiving): Promise<CreatedGiving> {
  return api.post('givings/anonymous-giving', { json: giving }).json<CreatedGiving>();
}
