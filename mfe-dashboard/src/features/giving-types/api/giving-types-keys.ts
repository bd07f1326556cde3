import { sharedKeys } from '@church/query';

/**
 * Pages of giving types, under the shared prefix: a change here also makes the Giving dialog's
 * list and the gifts page's choices stale, and invalidating the prefix reaches them all.
 */
export const givingTypesKeys = {
  all: sharedKeys.givingTypes,
  page: (page: number) => [...sharedKeys.givingTypes, 'page', page] as const,
};
