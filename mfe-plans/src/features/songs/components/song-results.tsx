import type { SongPage } from '@church/contracts';
import { ErrorPanel, Pagination, Spinner } from '@church/ui';
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
  const { data } = query;
  if (!data && query.isError) {
    return <ErrorPanel title="Something went wrong" message={errorMessage} onRetry={() => void query.refetch()} />;
  }
  if (!data) return <Spinner />;
  return (
    <div aria-busy={query.isPlaceholderData && query.isFetching}>
      <p className={styles.count} aria-live="polite">
        {data.total === 0 ? emptyText : data.total === 1 ? '1 song' : `${data.total} songs`}
      </p>
      {data.tracks.length > 0 ? <SongList tracks={data.tracks} onPick={onPick} label={label} /> : null}
      <Pagination page={page} count={data.total} pageSize={pageSize} onChange={onPage} label={`${label} pages`} />
    </div>
  );
}
