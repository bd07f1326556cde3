import { Toaster } from 'react-hot-toast';

/** Default toast auto-close from the spec (2000 ms); specific toasts pass their own duration. */
export const toastDurationMs = 2000;

/** The one toaster of a page: the shell's, or a remote's standalone page. */
export function AppToaster() {
  return <Toaster position="top-right" toastOptions={{ duration: toastDurationMs }} />;
}
