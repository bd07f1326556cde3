import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../button';
import { Modal } from '../modal';

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  /** The action's name on the button, e.g. 'Delete', 'Refund'. */
  confirmLabel: string;
  /** The safe choice's name; 'Cancel' unless that would read like the action ('Cancel gift'). */
  cancelLabel?: string;
  /** Runs while the dialog waits with a spinner; a rejection keeps it open for another try. */
  onConfirm: () => unknown;
}

interface ConfirmDialogProps extends ConfirmOptions {
  /** `true` once `onConfirm` has succeeded, `false` when cancelled. */
  onClose: (confirmed: boolean) => void;
}

/** Asks before something destructive; the safe choice, Cancel, has the focus. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();

  // Runs after the Modal child has opened the dialog, which focuses its first button (Close).
  useEffect(() => cancelRef.current?.focus(), []);

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
    } catch {
      // The page reports the failure (its toast); the user may try again or cancel.
      setPending(false);
      return;
    }
    onClose(true);
  };
  const cancel = () => {
    if (!pending) onClose(false);
  };

  return (
    <Modal title={title} onClose={cancel} describedBy={messageId}>
      <div className="ui-confirm">
        <div id={messageId} className="ui-confirm__message">
          {message}
        </div>
        <div className="ui-confirm__actions">
          <Button ref={cancelRef} variant="secondary" disabled={pending} onClick={cancel}>
            {cancelLabel}
          </Button>
          <Button variant="danger" loading={pending} onClick={confirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
