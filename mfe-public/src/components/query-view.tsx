import type { ReactNode } from 'react';
import { ErrorPanel, Spinner } from '@church/ui';
import type { ApiQuery } from '../lib/use-api-query';
import styles from './query-view.module.css';
import { useTranslate } from '../i18n/catalogues';

interface QueryViewProps<T> {
  query: ApiQuery<T>;
  /** What went wrong, e.g. 'Failed to get videos'. */
  errorMessage: string;
  /** The friendly sentence for an empty list; omit for a single item. */
  empty?: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** The three states of a region that loads data: a spinner, an error with a retry, the data. */
export function QueryView<T>({ query, errorMessage, empty, isEmpty, children }: QueryViewProps<T>) {
  const { t } = useTranslate();
  if (query.status === 'error') {
    return <ErrorPanel title={t('Something went wrong')} message={errorMessage} onRetry={query.refetch} />;
  }
  if (query.data === undefined) return <Spinner />;
  if (empty && isEmpty?.(query.data)) return <p className={styles.empty}>{empty}</p>;
  return <>{children(query.data)}</>;
}
