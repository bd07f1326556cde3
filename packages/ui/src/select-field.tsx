import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { fieldAria, FieldFrame } from './field-frame';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  error,
  id,
  className,
  children,
  'aria-describedby': describedBy,
  ...select
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <FieldFrame id={selectId} label={label} error={error} className={className}>
      <select id={selectId} {...fieldAria(selectId, error, describedBy)} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}
