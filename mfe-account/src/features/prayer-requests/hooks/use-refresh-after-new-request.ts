import { useEffect } from 'react';
import { useModalStore } from '@church/modals';
import { useQueryClient } from '@church/query';
import { refreshRequestLists } from '../api/update-request-caches';

/**
 * The prayer request dialog belongs to another remote and knows nothing of this page's cache:
 * when it closes (sent or not), the lists are refreshed in the background to show a new request.
 */
export function useRefreshAfterNewRequest() {
  const client = useQueryClient();
  useEffect(
    () =>
      useModalStore.subscribe((state, previous) => {
        if (previous.current?.id === 'prayer-request' && state.current?.id !== 'prayer-request') {
          void refreshRequestLists(client);
        }
      }),
    [client],
  );
}
