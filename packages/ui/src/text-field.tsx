import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { fieldAria, FieldFrame } from './field-frame';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, id, className, 'aria-describedby': describedBy, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldFrame id={inputId} label={label} error={error} className={className}>
      <input id={inputId} {...fieldAria(inputId, error, describedBy)} {...input} />
    </FieldFrame>
  );
}
