import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from '@church/ui';
import { reportClientError } from './report-client-error';

interface Props {
  remote: string;
  label: string;
  onRetry: () => void;
  /** Wraps the retry panel, e.g. in a dialog frame when the region is a modal. */
  frame?: (panel: ReactNode) => ReactNode;
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
    const frame = this.props.frame ?? ((panel: ReactNode) => panel);
    return frame(
      <ErrorPanel
        title={`${this.props.label} is not available right now`}
        message="This part of the site could not be loaded. The rest of the site still works. Please try again in a moment."
        onRetry={this.props.onRetry}
      />,
    );
  }
}
