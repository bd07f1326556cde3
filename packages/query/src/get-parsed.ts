import { api } from '@church/http';
import * as v from 'valibot';

type SearchParams = Record<string, string | number | boolean | undefined>;

function definedOnly(params: SearchParams): Record<string, string | number | boolean> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as Record<
    string,
    string | number | boolean
  >;
}

/**
 * GET through the shared client (token, refresh, error toasts) and check the answer against
 * its contract, so a server that drifts fails loudly here instead of deep inside a page.
 */
export async function getParsed<TSchema extends v.GenericSchema>(
  path: string,
  schema: TSchema,
  searchParams: SearchParams = {},
  signal?: AbortSignal,
): Promise<v.InferOutput<TSchema>> {
  const body: unknown = await api.get(path, { searchParams: definedOnly(searchParams), signal }).json();
  return v.parse(schema, body);
}
