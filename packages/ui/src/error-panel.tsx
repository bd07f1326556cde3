import { Button } from './button';
import { useTranslate } from './i18n/catalogues';

interface ErrorPanelProps {
  title: string;
  message: string;
  onRetry?: () => void;
}

/** Stands in for a region that failed to load, so the rest of the page keeps working. */
export function ErrorPanel({ title, message, onRetry }: ErrorPanelProps) {
  const { t } = useTranslate();
  return (
    <section className="ui-error-panel" role="alert">
      <h2>{title}</h2>
      <p>{message}</p>
      {onRetry ? <Button onClick={onRetry}>{t('Try again')}</Button> : null}
    </section>
  );
}
