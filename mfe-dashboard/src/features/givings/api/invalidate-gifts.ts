import { sharedKeys, type useQueryClient } from '@church/query';

type QueryClient = ReturnType<typeof useQueryClient>;

/** What a gift's change makes stale besides the list in view: the donor's history, the charts, the activities. */
const elsewhere = [sharedKeys.givingsHistory, sharedKeys.dashboardStatistics, sharedKeys.dashboardActivities];

const invalidate = (queryClient: QueryClient, keys: readonly (readonly string[])[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/** A gift recorded or deleted: every list and sum that holds it, everybody's gifts included. */
export const invalidateGifts = (queryClient: QueryClient) =>
  invalidate(queryClient, [sharedKeys.allGivings, ...elsewhere]);
