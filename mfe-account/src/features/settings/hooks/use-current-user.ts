import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { accountMessages, type CurrentUser } from '@church/contracts';
import { getSession, setSession } from '@church/auth';
import { getCurrentUser } from '../api/get-current-user';

type UserLoad = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; user: CurrentUser };

/** Keeps the header's avatar and name in step with what the server saved. */
function syncSessionUser(user: CurrentUser) {
  const session = getSession();
  if (!session) return;
  const { firstName, lastName, photoUrl } = user;
  setSession({ ...session, user: { ...session.user, firstName, lastName, photoUrl } });
}

/** GET /api/users/current, with a retry; `saved` takes what a PUT answered. */
export function useCurrentUser() {
  const [load, setLoad] = useState<UserLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    getCurrentUser().then(
      (user) => current && setLoad({ status: 'loaded', user }),
      () => {
        if (!current) return;
        toast.error(accountMessages.fetchUserFailed);
        setLoad({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  const saved = useCallback((user: CurrentUser) => {
    setLoad({ status: 'loaded', user });
    syncSessionUser(user);
  }, []);

  return { load, retry, saved };
}
