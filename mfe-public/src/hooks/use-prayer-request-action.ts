import { selectIsAdmin, selectIsSignedIn, useSession } from '@church/auth';
import { prayerMessages } from '@church/contracts';
import { openModal } from '@church/modals';
import { useLocation } from '@church/router';
import { toastLater } from '../lib/toast-later';

/**
 * Spec section 5: visitors are asked to sign in, admins are refused, members get the dialog. A
 * visitor gets the Sign In dialog saying why, besides the spec's toast, which is under it.
 */
export function usePrayerRequestAction(): () => void {
  const isSignedIn = useSession(selectIsSignedIn);
  const isAdmin = useSession(selectIsAdmin);
  const { pathname } = useLocation();
  return () => {
    if (!isSignedIn) {
      toastLater((toast) => toast.error(prayerMessages.loginRequired));
      openModal('sign-in', { reason: prayerMessages.loginRequired });
    } else if (isAdmin) toastLater((toast) => toast(prayerMessages.adminNotAllowed, { icon: '⚠️' }));
    else openModal('prayer-request', { page: pathname });
  };
}
