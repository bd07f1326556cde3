import * as v from 'valibot';
import { reportMessages } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { translate } from '../../../i18n/catalogues';

/**
 * POSTs a report call and checks its answer. A failure the client did not already explain gets
 * the spec's 'Failed to generate report' (the page also shows it in place, with Try again).
 */
export async function postReport<TSchema extends v.GenericSchema>(
  path: string,
  body: object,
  schema: TSchema,
  signal?: AbortSignal,
): Promise<v.InferOutput<TSchema>> {
  try {
    return v.parse(schema, await api.post(path, { json: body, signal }).json());
  } catch (error) {
    if (!signal?.aborted && !(await alreadyToasted(error))) toast.error(translate(reportMessages.reportFailed));
    throw error;
  }
}
