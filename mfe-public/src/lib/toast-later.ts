import type { toast as Toast } from '@church/http/toast';

type ToastCall = (toast: typeof Toast) => unknown;

/**
 * Shows a toast, fetching the toast entry first: the public pages toast only after a click or a
 * failed read, so a first visit need not carry it (decision 0107). The shell's toaster shares its
 * state through the page, so this copy's toasts show there as any other's.
 */
export function toastLater(call: ToastCall): void {
  void import(/* webpackChunkName: "toast" */ '@church/http/toast').then(({ toast }) => call(toast));
}
