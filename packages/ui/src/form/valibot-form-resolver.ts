import { valibotResolver } from '@hookform/resolvers/valibot';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { GenericSchema, InferInput, InferOutput } from 'valibot';

/**
 * The one resolver every form uses with a shared valibot schema (decision 0007).
 * @hookform/resolvers stops each pipe at its first issue unless the form collects every
 * criterion, and a schema's cross-field checks (`Passwords don't match`) sit in the pipe after
 * the object: they would wait until every other field is valid. Asking for all criteria keeps
 * them running whatever else is empty; each field still shows its first message.
 */
export function valibotFormResolver<TSchema extends GenericSchema<FieldValues, FieldValues>>(
  schema: TSchema,
): Resolver<InferInput<TSchema>, unknown, InferOutput<TSchema>> {
  const resolve = valibotResolver(schema) as unknown as Resolver<InferInput<TSchema>, unknown, InferOutput<TSchema>>;
  return (values, context, options) => resolve(values, context, { ...options, criteriaMode: 'all' });
}
