import { CreatedGivingSchema, type CreatedGiving, type OneTimeGiving } from '@church/contracts';
import { api } from '@church/http';
import * as v from 'valibot';

/** The signed-in member's pending gift; it is paid in the payment step. */
export async function createOneTimeGiving(giving: OneTimeGiving): Promise<CreatedGiving> {
  return v.parse(CreatedGivingSchema, await api.post('givings/one-time-giving', { json: giving }).json());
}
