import { Button } from './button';

interface ErrorPanelProps {
  title: string;
  message: string;
  onRetry?: () => void;
}

/** Stands in for a region that failed to load, so the rest of the page keeps working. */
export function ErrorPanel({ title, message, onRetry }: ErrorPanelProps) {
  return (
    <section className="ui-error-panel" role="alert">
      <h2>{title}</h2>
      <p>{message}</p>
      {onRetry ? <Button onClick={onRetry}>Try again</Button> : null}
    </section>
  );
}
