import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** What every Form* field takes: the form from useValibotForm and the field's path in it. */
export interface FormBinding<TValues extends FieldValues, TOutput> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** e.g. 'firstName' or 'address.city'. */
  name: Path<TValues>;
  label: string;
}
