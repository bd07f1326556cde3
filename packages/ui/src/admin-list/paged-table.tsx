import { useEffect, type ReactNode } from 'react';
import { DataTable, type DataTableProps } from '../data-table/data-table';
import { Pagination } from '../pagination/pagination';

/** What the frame reads of a page query (TanStack Query's result fits). */
export interface PageQueryLike<T> {
  data: { count: number; entities: readonly T[] } | undefined;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

type TableProps<T> = Omit<DataTableProps<T>, 'data' | 'isLoading' | 'error' | 'onRetry'>;

export interface PagedTableProps<T> extends TableProps<T> {
  query: PageQueryLike<T>;
  /** The page shown, when it is not the query's own (a search answering every match at once). */
  data?: { count: number; entities: readonly T[] };
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Names the pager, e.g. 'Posts pages'. */
  pagesLabel: string;
  /** Shown with a retry button when the page cannot be read. */
  failedText: string;
  /** After the last row of the last page is deleted, show the page before it. */
  keepOnLastPage?: boolean;
  /** Shown instead of the table when the whole list is empty (not just this page): a `ui-empty` panel. */
  noneYet?: ReactNode;
}

/**
 * The admin list frame: a page of rows in a DataTable (skeleton while loading, the error with
 * a retry when the read failed) and the pager under it. Rows once shown stay on screen; the
 * error panel stands in only for a page never loaded.
 */
export function PagedTable<T extends object>(props: PagedTableProps<T>) {
  const { query, page, pageSize, onPageChange, pagesLabel, failedText, keepOnLastPage, noneYet, ...table } = props;
  const data = 'data' in props ? props.data : query.data;
  const failed = !data && query.isError && !query.isFetching;
  const lastPage = Math.max(1, Math.ceil((data?.count ?? 0) / pageSize));
  const pastTheEnd = keepOnLastPage && data?.entities.length === 0 && page > lastPage && !query.isPlaceholderData;
  // After rendering: a page kept in the URL changes by navigating, which a render must not do.
  useEffect(() => {
    if (pastTheEnd) onPageChange(lastPage);
  }, [pastTheEnd, lastPage, onPageChange]);
  return (
    <>
      {noneYet && data?.count === 0 ? (
        noneYet
      ) : (
        <DataTable
          {...table}
          data={data?.entities}
          isLoading={!data && !failed}
          error={failed && failedText}
          onRetry={() => void query.refetch()}
          skeletonRows={table.skeletonRows ?? pageSize}
        />
      )}
      <Pagination page={page} count={data?.count ?? 0} pageSize={pageSize} onChange={onPageChange} label={pagesLabel} />
    </>
  );
}
