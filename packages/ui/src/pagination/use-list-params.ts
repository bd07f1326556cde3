import { useSearchParams } from '@church/router';

export interface ListParams {
  /** 1-based page from `?page=`; 1 when absent or not a positive whole number. */
  page: number;
  /** Rows to skip and to take: what the paged API endpoints expect. */
  skip: number;
  take: number;
  /** Trimmed `?search=`; '' when absent. */
  search: string;
  setPage: (page: number) => void;
  /** Sets the search and goes back to page 1. */
  setSearch: (search: string) => void;
}

/** Page and search of a list kept in the URL, so a list can be linked, reloaded and gone back to. */
export function useListParams({ pageSize }: { pageSize: number }): ListParams {
  const [params, setParams] = useSearchParams();
  const parsed = Number(params.get('page') ?? '1');
  const page = Number.isInteger(parsed) && parsed > 0 ? parsed : 1;
  const search = (params.get('search') ?? '').trim();

  const update = (change: (copy: URLSearchParams) => void, replace: boolean) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        change(copy);
        return copy;
      },
      { replace },
    );

  const setPage = (next: number) => {
    update((copy) => (next <= 1 ? copy.delete('page') : copy.set('page', String(next))), false);
    // The new page starts at the top, while the pager sits at the bottom.
    window.scrollTo?.({ top: 0 });
  };
  // Replacing: each pause while typing is a search, and Back should not step through them.
  const setSearch = (next: string) => {
    if (next.trim() === search) return;
    update((copy) => {
      copy.delete('page');
      if (next.trim()) copy.set('search', next.trim());
      else copy.delete('search');
    }, true);
  };

  return { page, skip: (page - 1) * pageSize, take: pageSize, search, setPage, setSearch };
}
