import { pageRange } from './page-range';
import { useTranslate } from '../i18n/catalogues';

interface PaginationProps {
  /** 1-based current page. */
  page: number;
  /** How many items the whole list holds (the API's `count`). */
  count: number;
  pageSize: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Givings pages'. */
  label?: string;
}

/** Previous, page numbers and Next; renders nothing when everything fits on one page. */
export function Pagination({ page, count, pageSize, onChange, label }: PaginationProps) {
  const { t } = useTranslate();
  const pageCount = Math.ceil(count / pageSize);
  if (pageCount <= 1) return null;
  return (
    <nav className="ui-pagination" aria-label={label ?? t('Pages')}>
      <button type="button" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('Previous')}
      </button>
      <ol>
        {pageRange(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="ui-pagination__gap">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('ui.pagination.page', { page: item })}
                onClick={() => onChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ol>
      <button type="button" disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
        {t('Next')}
      </button>
    </nav>
  );
}
