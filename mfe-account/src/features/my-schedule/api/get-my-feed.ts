import * as v from 'valibot';
import { MyFeedSchema } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { getParsed, queryOptions, useMutation, useQuery, useQueryClient } from '@church/query';
import { translate } from '../../../i18n/catalogues';

export const myFeedKey = ['scheduling', 'my-feed'] as const;

/** GET /api/scheduling/my-feed: the secret address of the member's own calendar feed. */
export const useMyFeed = () =>
  useQuery(
    queryOptions({
      queryKey: myFeedKey,
      queryFn: ({ signal }) => getParsed('scheduling/my-feed', MyFeedSchema, undefined, signal),
    }),
  );

/** POST /api/scheduling/my-feed/renew: a new address; calendars subscribed to the old one stop updating. */
export function useRenewMyFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => v.parse(MyFeedSchema, await api.post('scheduling/my-feed/renew').json()),
    onSuccess: (feed) => {
      client.setQueryData(myFeedKey, feed);
      toast.success(translate('account.feed.renewed'));
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate('account.feed.renewFailed'));
    },
  });
}
