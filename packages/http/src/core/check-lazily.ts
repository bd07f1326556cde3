import type { GenericSchema, InferOutput } from 'valibot';

/**
 * Checks an answer against its valibot contract, with valibot and the contract loaded only now:
 * for code on a first visit (the auth client, the public pages' reads), where valibot would
 * cost ~16 KB gzip (decision 0067). Rejects like `v.parse` when the answer does not fit.
 */
export async function checkLazily<TSchema extends GenericSchema>(
  body: unknown,
  loadSchema: () => Promise<TSchema>,
): Promise<InferOutput<TSchema>> {
  const [schema, { parse }] = await Promise.all([loadSchema(), import('valibot')]);
  return parse(schema, body);
}
