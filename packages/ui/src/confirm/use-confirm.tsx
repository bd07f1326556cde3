import { useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmOptions } from './confirm-dialog';

interface OpenRequest {
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
}

/**
 * The way pages ask before something destructive: render `dialog` once, call `confirm` from any
 * row action. It resolves `true` after `onConfirm` succeeded and `false` when cancelled.
 */
export function useConfirm(): { confirm: (options: ConfirmOptions) => Promise<boolean>; dialog: ReactNode } {
  const [request, setRequest] = useState<OpenRequest | null>(null);

  const confirm = (options: ConfirmOptions) => new Promise<boolean>((resolve) => setRequest({ options, resolve }));

  const dialog = request ? (
    <ConfirmDialog
      {...request.options}
      onClose={(confirmed) => {
        request.resolve(confirmed);
        setRequest(null);
      }}
    />
  ) : null;

  return { confirm, dialog };
}
