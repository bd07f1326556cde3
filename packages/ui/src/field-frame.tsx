import type { ReactNode } from 'react';
import { translateMessage } from './i18n/contracts-messages';
import { useTranslate } from './i18n/catalogues';

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string;
  className?: string;
  children: ReactNode;
}

/**
 * Label, control and error message of one form field; the control gets `fieldAria(id, error)`.
 * A schema's message (a contracts constant) shows in the active language.
 */
export function FieldFrame({ id, label, error, className, children }: FieldFrameProps) {
  useTranslate();
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="ui-field__error">
          {translateMessage(error)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Marks the control invalid and ties the error message to it for screen readers, after any
 * description of the caller's own (a hint), which the error must not replace.
 */
export function fieldAria(id: string, error: string | undefined, describedBy?: string) {
  const ids = [describedBy, error ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}
