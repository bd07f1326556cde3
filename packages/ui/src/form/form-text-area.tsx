import type { TextareaHTMLAttributes } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { TextArea } from '../text-area';
import type { FormBinding } from './form-binding';

type AreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'form' | 'defaultValue' | 'value'>;

type FormTextAreaProps<TValues extends FieldValues, TOutput> = FormBinding<TValues, TOutput> & AreaProps;

/** A TextArea bound to the form; controlled, so its character counter follows a reset too. */
export function FormTextArea<TValues extends FieldValues, TOutput>(props: FormTextAreaProps<TValues, TOutput>) {
  const { form, name, ...area } = props;
  const { field, fieldState } = useController({ control: form.control, name });
  const { value, ...binding } = field;
  return (
    <TextArea {...area} {...binding} value={(value as string | undefined) ?? ''} error={fieldState.error?.message} />
  );
}
