import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslate } from './i18n/catalogues';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  /** Id of the element that says what the dialog is about (a confirm dialog's message). */
  describedBy?: string;
}

/**
 * A native <dialog> opened modally: the browser traps focus, makes the page behind inert and
 * closes on Escape, which is more reliable than re-implementing any of it. It starts on the field
 * marked `data-autofocus` (else the browser's first focusable, the close button), and gives focus
 * back to the control that opened it: the dialog is removed, not closed, so the browser cannot.
 */
export function Modal({ title, onClose, children, wide = false, describedBy }: ModalProps) {
  const { t } = useTranslate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const opener = document.activeElement;
    return () => {
      // Only when focus was lost with the dialog, not when what closed it moved focus on purpose.
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    const onCancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, [onClose]);

  return (
    <dialog
      ref={dialogRef}
      className={wide ? 'ui-modal ui-modal--wide' : 'ui-modal'}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onKeyDown={(event) => {
        // Handled here too, so Escape closes the dialog the same way in every browser.
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="ui-modal__body">
        <header className="ui-modal__header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="ui-modal__close" aria-label={t('Close')} onClick={onClose}>
            ×
          </button>
        </header>
        {children}
      </div>
    </dialog>
  );
}
