import type { SongPage } from '@church/contracts';
import { ErrorPanel, Pagination, Spinner } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import { SongList, type OnPick } from './song-list';
import styles from './song-search.module.css';

interface SongResultsProps {
  query: {
    data: SongPage | undefined;
    isError: boolean;
    isFetching: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPick: OnPick;
  label: string;
  errorMessage: string;
  emptyText: string;
}

/** A page of songs with its states: loading, failed (with retry), empty, found (with pages). */
export function SongResults({
  query,
  page,
  pageSize,
  onPage,
  onPick,
  label,
  errorMessage,
  emptyText,
}: SongResultsProps) {
  const { t } = useTranslate();
  const { data } = query;
  if (!data && query.isError) {
    return (
      <ErrorPanel title={t('plans.common.errorTitle')} message={errorMessage} onRetry={() => void query.refetch()} />
    );
  }
  if (!data) return <Spinner />;
  return (
    <div aria-busy={query.isPlaceholderData && query.isFetching}>
      <p className={styles.count} aria-live="polite">
        {data.total === 0 ? emptyText : t('plans.songs.count', { count: data.total })}
      </p>
      {data.tracks.length > 0 ? <SongList tracks={data.tracks} onPick={onPick} label={label} /> : null}
      <Pagination
        page={page}
        count={data.total}
        pageSize={pageSize}
        onChange={onPage}
        label={t('plans.songs.pages', { label })}
      />
    </div>
  );
}
