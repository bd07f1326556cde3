import { useId, useState, type Ref, type TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line field; with `maxLength` it counts the characters used against the limit. */
export function TextArea({ label, error, id, className, maxLength, onChange, ...textarea }: TextAreaProps) {
  const generatedId = useId();
  const areaId = id ?? generatedId;
  const initial = textarea.value ?? textarea.defaultValue ?? '';
  const [typed, setTyped] = useState(String(initial).length);
  // A controlled value (FormTextArea) is the truth, so a reset form shows 0 again.
  const length = textarea.value === undefined ? typed : String(textarea.value).length;
  const describedBy = [error ? `${areaId}-error` : '', maxLength ? `${areaId}-count` : ''].filter(Boolean).join(' ');

  return (
    <FieldFrame id={areaId} label={label} error={error} className={className}>
      <textarea
        id={areaId}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          setTyped(event.target.value.length);
          onChange?.(event);
        }}
        {...textarea}
      />
      {maxLength ? (
        <p id={`${areaId}-count`} className="ui-field__counter">
          {length} / {maxLength}
        </p>
      ) : null}
    </FieldFrame>
  );
}
