import type { InputHTMLAttributes } from 'react';
import type { FieldValues, Path, RegisterOptions } from 'react-hook-form';
import { TextField } from '../text-field';
import type { FormBinding } from './form-binding';
import { useFieldError } from './use-field-error';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'form' | 'defaultValue' | 'value'>;

interface FormTextFieldProps<TValues extends FieldValues, TOutput> extends FormBinding<TValues, TOutput>, InputProps {
  /** register() options beyond the schema, e.g. `{ valueAsNumber: true }`. */
  rules?: RegisterOptions<TValues, Path<TValues>>;
}

/** A TextField registered in the form, showing the schema's message for it. */
export function FormTextField<TValues extends FieldValues, TOutput>(props: FormTextFieldProps<TValues, TOutput>) {
  const { form, name, rules, ...input } = props;
  const error = useFieldError({ form, name });
  return <TextField {...input} error={error} {...form.register(name, rules)} />;
}
