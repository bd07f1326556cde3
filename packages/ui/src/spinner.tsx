import { useTranslate } from './i18n/catalogues';
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslate();
  return (
    <div className="ui-spinner-wrap" role="status">
      <span className="ui-spinner" aria-hidden="true" />
      <span className="ui-visually-hidden">{label ?? t('Loading...')}</span>
    </div>
  );
}

/** The full-screen 'Loading...' overlay the spec uses while a modal or a page is on its way. */
export function FullScreenSpinner() {
  const { t } = useTranslate();
  return (
    <div className="ui-fullscreen-spinner" role="status" aria-live="polite">
      <span className="ui-spinner" aria-hidden="true" />
      <span>{t('Loading...')}</span>
    </div>
  );
}
