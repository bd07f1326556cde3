import { Component, type ReactNode } from 'react';

interface ChartBoundaryProps {
  /** Shown instead of the chart when its code or its drawing fails. */
  fallback: ReactNode;
  children: ReactNode;
}

/** A chart that cannot load (its chunk, or the library in an odd browser) leaves the table in view. */
export class ChartBoundary extends Component<ChartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
