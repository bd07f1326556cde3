import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { GenericSchema, InferInput, InferOutput } from 'valibot';
import { valibotFormResolver } from './valibot-form-resolver';

type Options<TValues extends FieldValues> = Omit<UseFormProps<TValues>, 'resolver' | 'defaultValues'>;

/**
 * A react-hook-form form validated by a shared valibot schema (decision 0007), so the browser
 * shows the messages the API would send. `handleSubmit` hands over the schema's output.
 */
export function useValibotForm<TSchema extends GenericSchema<FieldValues, FieldValues>>(
  schema: TSchema,
  defaultValues: DefaultValues<InferInput<TSchema>>,
  options: Options<InferInput<TSchema>> = {},
) {
  return useForm<InferInput<TSchema>, unknown, InferOutput<TSchema>>({
    ...options,
    resolver: valibotFormResolver(schema),
    defaultValues,
  });
}
