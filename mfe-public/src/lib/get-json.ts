import { checkLazily, request, type SearchParams } from '@church/http/core';
import type { GenericSchema, InferOutput } from 'valibot';

/**
 * A public read for the first-visit path: through the fetch core (failures reject with its
 * HTTPError; a page shows them itself, so nothing is toasted here), then checked against the
 * read's valibot contract, loaded only now. The home page's first visit reads what the server
 * inlined and never gets here, so neither the shared client nor valibot is on it (decision 0067).
 */
export async function getJson<TSchema extends GenericSchema>(
  path: string,
  loadSchema: () => Promise<TSchema>,
  searchParams: SearchParams = {},
): Promise<InferOutput<TSchema>> {
  return checkLazily(await (await request(path, { searchParams })).json(), loadSchema);
}
