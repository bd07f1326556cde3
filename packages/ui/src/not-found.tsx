import { useTranslate } from './i18n/catalogues';
/** The exact text of the spec, backtick included (the English catalogue's 'Sorry, the page you are looking for doesn`t exist'). */
export const notFoundText = 'Sorry, the page you are looking for doesn`t exist';

export function NotFound() {
  const { t } = useTranslate();
  return (
    <section className="ui-not-found">
      <h1>404</h1>
      <p>{t('Sorry, the page you are looking for doesn`t exist')}</p>
    </section>
  );
}
