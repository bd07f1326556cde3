import { useTranslate } from './i18n/catalogues';

/** A site-table title (a page's, an area's) in the active language: the table's text is its id. */
export function usePageTitle(title: string): string {
  return useTranslate().t(title);
}
