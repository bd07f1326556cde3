import { useFormState, type FieldValues } from 'react-hook-form';
import type { FormBinding } from './form-binding';

/** The field's message; subscribes this field alone, so other fields' errors do not re-render it. */
export function useFieldError<TValues extends FieldValues, TOutput>({
  form,
  name,
}: Pick<FormBinding<TValues, TOutput>, 'form' | 'name'>): string | undefined {
  const formState = useFormState({ control: form.control, name });
  return form.getFieldState(name, formState).error?.message;
}
