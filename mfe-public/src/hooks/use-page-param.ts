import { useSearchParams } from '@church/router';

/** The 1-based page number kept in the URL (?page=2), so a page can be linked and reloaded. */
export function usePageParam(): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = Number(searchParams.get('page') ?? '1');
  const page = Number.isInteger(parsed) && parsed > 0 ? parsed : 1;
  const setPage = (next: number) => {
    setSearchParams((params) => {
      const copy = new URLSearchParams(params);
      if (next <= 1) copy.delete('page');
      else copy.set('page', String(next));
      return copy;
    });
    window.scrollTo?.({ top: 0 });
  };
  return [page, setPage];
}
