import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { withCatalogues } from '@church/i18n';
import { ErrorPanel, Spinner } from '@church/ui';
import { reportClientError } from './report-client-error';
import type { RetryPanelProps } from './retry-panel/retry-panel';

// The panel's words (both languages) and a dialog's frame come in a chunk fetched only when a
// region fails, so none of it weighs on a first visit. If even that chunk cannot come, a bare
// panel: the region's name and the retry button (@church/ui's words, already loaded).
const RetryPanel = lazy(
  withCatalogues(() =>
    import(/* webpackChunkName: "retry-panel" */ './retry-panel/retry-panel').catch(() => ({
      default: ({ label, onRetry }: RetryPanelProps) => <ErrorPanel title={label} message="" onRetry={onRetry} />,
    })),
  ),
);

interface Props {
  remote: string;
  label: string;
  onRetry: () => void;
  /** The region is a dialog: its retry panel is drawn in a dialog frame, closed by this. */
  onCloseDialog?: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Catches a remote that fails to load or throws while rendering, so only its region shows a
 * retry panel and the header, footer and other remotes keep working. The parent remounts it
 * (new key) to retry.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportClientError(this.props.remote, `${error.message}${info.componentStack ? ' (while rendering)' : ''}`);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const { label, onRetry, onCloseDialog } = this.props;
    return (
      <Suspense fallback={<Spinner />}>
        <RetryPanel label={label} onRetry={onRetry} onCloseDialog={onCloseDialog} />
      </Suspense>
    );
  }
}
