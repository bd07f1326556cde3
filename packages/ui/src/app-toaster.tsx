import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadToastLibrary, subscribeToToastRequests, toastRequested } from '@church/http/toast';

/** Default toast auto-close from the spec (2000 ms); specific toasts pass their own duration. */
export const toastDurationMs = 2000;

// Below the sticky header, never over its buttons: a toast covering Join Us stays while the
// pointer rests on it (the library pauses a hovered toast), so the button could not be pressed.
const belowTheHeader = { top: 80 };

/** The toasts' container, named so page-wide checks can tell passing toasts from the page. */
export const toasterClassName = 'app-toasts';

const Toaster = lazy(() => loadToastLibrary().then(({ Toaster }) => ({ default: Toaster })));

/**
 * The one toaster of a page: the shell's, or a remote's standalone page. It mounts with the
 * first toast (`toast` from @church/http), so a visit without one never loads the library.
 */
export function AppToaster() {
  const requested = useSyncExternalStore(subscribeToToastRequests, toastRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-right"
        containerClassName={toasterClassName}
        containerStyle={belowTheHeader}
        toastOptions={{ duration: toastDurationMs }}
      />
    </Suspense>
  );
}
