import { useCallback, useEffect } from 'react';
import { toast } from '@church/http/toast';
import { accountMessages, type CurrentUser } from '@church/contracts';
import { getSession, setSession } from '@church/auth';
import { translate } from '../../../i18n/catalogues';
import { currentUserKey, currentUserQueryOptions, useQuery, useQueryClient } from '@church/query';

/** Keeps the header's avatar and name in step with what the server saved. */
function syncSessionUser(user: CurrentUser) {
  const session = getSession();
  if (!session) return;
  const { firstName, lastName, photoUrl } = user;
  setSession({ ...session, user: { ...session.user, firstName, lastName, photoUrl } });
}

/** The member's profile from the shared cache; `saved` takes what a PUT answered. */
export function useCurrentUser() {
  const queryClient = useQueryClient();
  const query = useQuery(currentUserQueryOptions());
  const { isError, errorUpdatedAt } = query;

  // Once per failed load (each retry that fails again says so again); the id keeps it to one toast.
  useEffect(() => {
    if (isError) toast.error(translate(accountMessages.fetchUserFailed), { id: 'fetch-user-failed' });
  }, [isError, errorUpdatedAt]);

  const saved = useCallback(
    (user: CurrentUser) => {
      queryClient.setQueryData(currentUserKey, user);
      syncSessionUser(user);
    },
    [queryClient],
  );

  return { query, saved };
}
