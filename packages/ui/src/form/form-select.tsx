import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { FieldValues, Path, RegisterOptions } from 'react-hook-form';
import { SelectField } from '../select-field';
import type { FormBinding } from './form-binding';
import { useFieldError } from './use-field-error';

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'form' | 'defaultValue' | 'value'>;

interface FormSelectProps<TValues extends FieldValues, TOutput> extends FormBinding<TValues, TOutput>, SelectProps {
  /** register() options beyond the schema, e.g. `{ valueAsNumber: true }` for numeric ids. */
  rules?: RegisterOptions<TValues, Path<TValues>>;
  /** The <option> elements. */
  children: ReactNode;
}

/** A SelectField registered in the form, showing the schema's message for it. */
export function FormSelect<TValues extends FieldValues, TOutput>(props: FormSelectProps<TValues, TOutput>) {
  const { form, name, rules, children, ...select } = props;
  const error = useFieldError({ form, name });
  return (
    <SelectField {...select} error={error} {...form.register(name, rules)}>
      {children}
    </SelectField>
  );
}
