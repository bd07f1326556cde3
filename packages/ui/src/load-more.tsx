import { Button } from './button';
import { useTranslate } from './i18n/catalogues';

/** What Load more reads of an infinite query (TanStack Query's result fits). */
export interface NextPageQueryLike {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Appends the next page of a list; nothing once the last page is on screen. */
export function LoadMore({ query }: { query: NextPageQueryLike }) {
  const { t } = useTranslate();
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      className="ui-load-more"
      loading={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {t('Load more')}
    </Button>
  );
}
