import type { ReactNode } from 'react';
import type { Area } from '@church/areas';
import { LoadMore, QueryView } from '@church/ui';
import type { PrayerRequest } from '@church/contracts';
import { requestsOf, type RequestPages } from '../api/get-prayer-requests';
import { RequestListItem } from './request-list-item';
import { useTranslate } from '../../../i18n/catalogues';
import styles from './prayer-requests.module.css';

interface RequestListProps {
  query: {
    data: RequestPages | undefined;
    isPending: boolean;
    isError: boolean;
    refetch: () => unknown;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => unknown;
  };
  area: Area;
  openId: number | null;
  onOpen: (request: PrayerRequest) => void;
  /** What an empty result says (no requests yet, or none match). */
  empty: ReactNode;
}

/**
 * The requests, 20 at a time; Load more appends the next 20. Only a first load shows a
 * spinner or an error: a background refresh or a failed next page keeps the rows on screen.
 */
export function RequestList({ query, area, openId, onOpen, empty }: RequestListProps) {
  const { t } = useTranslate();
  return (
    <QueryView
      query={{ ...query, isError: query.isError && !query.data }}
      errorMessage={t('account.prayer.listFailed')}
    >
      {(data) => {
        const requests = requestsOf(data);
        if (requests.length === 0) return empty;
        return (
          <>
            <ul className={styles.list} aria-label={t('account.prayer.list')}>
              {requests.map((request) => (
                <RequestListItem
                  key={request.id}
                  request={request}
                  area={area}
                  isOpen={request.id === openId}
                  onOpen={onOpen}
                />
              ))}
            </ul>
            <LoadMore query={query} />
          </>
        );
      }}
    </QueryView>
  );
}
