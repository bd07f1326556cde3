import { sharedKeys } from '@church/query';
import type { GivingsFilter } from '../hooks/use-givings-filter';

/** Everybody's gifts by filter and page; `all` (shared: other remotes' gifts change it) covers them all. */
export const givingsKeys = {
  all: sharedKeys.allGivings,
  page: (filter: GivingsFilter, page: number) =>
    [...givingsKeys.all, filter.from ?? '', filter.to ?? '', filter.givingTypeId ?? 'all', page] as const,
  /** Every giving type, for the filter and the offline gift's choice (the Giving dialog's list too). */
  givingTypes: [...sharedKeys.givingTypes, 'all'] as const,
};
