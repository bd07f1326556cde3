import { type AnonymousGiving, CreatedGivingSchema, type CreatedGiving } from '@church/contracts';
import { api } from '@church/http';
import * as v from 'valibot';

/** An anonymous donor's pending gift; it is paid in the card step. */
export async function createAnonymousGiving(giving: AnonymousGiving): Promise<CreatedGiving> {
  return v.parse(CreatedGivingSchema, await api.post('givings/anonymous-giving', { json: giving }).json());
}
