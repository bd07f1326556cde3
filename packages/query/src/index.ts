// Server state for every remote: one TanStack Query client (a federation singleton) and the
// hooks, re-exported so apps import one package. See docs/decisions/0033.
export { queryClient } from './query-client';
export { QueryProvider } from './query-provider';
export { getParsed } from './get-parsed';
export { pageParams, type PageParams } from './page-params';
export { sharedKeys } from './shared-keys';
export { getStates, statesQueryOptions, useStates } from './shared-queries/get-states';
export { currentUserKey, currentUserQueryOptions, getCurrentUser } from './shared-queries/get-current-user';
export { useMemberSearch } from './shared-queries/search-members';
export { useRefundGiving } from './shared-mutations/refund-giving';
export {
  keepPreviousData,
  queryOptions,
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query';
