import type { ReactNode } from 'react';
import { ErrorPanel } from '../error-panel';
import { Spinner } from '../spinner';
import { useTranslate } from '../i18n/catalogues';

/** The part of a TanStack Query result this view reads; any query hook's result fits. */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => unknown;
}

interface QueryViewProps<T> {
  query: QueryLike<T>;
  /** What went wrong, e.g. 'Failed to get prayer requests'. */
  errorMessage: string;
  /** The sentence for an empty result, shown when `isEmpty(data)` holds. */
  empty?: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** The three states of a region that loads data: a spinner, an error with a retry, the data. */
export function QueryView<T>({ query, errorMessage, empty, isEmpty, children }: QueryViewProps<T>) {
  const { t } = useTranslate();
  if (query.isError) {
    return <ErrorPanel title={t('Something went wrong')} message={errorMessage} onRetry={() => void query.refetch()} />;
  }
  if (query.isPending) return <Spinner />;
  const data = query.data as T;
  if (empty && isEmpty?.(data)) return <p className="ui-empty">{empty}</p>;
  return <>{children(data)}</>;
}
