import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Spinner } from '@church/ui';
import { loadedRemoteModule, loadRemoteModule } from './load-remote-module';
import { RemoteErrorBoundary } from './remote-error-boundary';

type RemoteComponent = ComponentType<Record<string, unknown>>;

// One lazy component per module and attempt, kept across navigations so returning to a page
// does not suspend again. React.lazy caches a failure, so a retry must make a new one.
const lazyComponents = new Map<string, { attempt: number; component: RemoteComponent }>();

function remoteComponent(remote: string, exposed: string, attempt: number): RemoteComponent {
  const key = `${remote}/${exposed}`;
  const cached = lazyComponents.get(key);
  if (cached && cached.attempt === attempt) return cached.component;
  // Loaded already (on intent, or at boot): render it without suspending even once.
  const arrived = attempt === 0 ? loadedRemoteModule(remote, exposed) : undefined;
  const component = arrived?.default ?? lazy(() => loadRemoteModule(remote, exposed, attempt > 0));
  lazyComponents.set(key, { attempt, component });
  return component;
}

export interface RemoteRegionProps {
  remote: string;
  exposed: string;
  /** Names the region in the retry panel, e.g. 'This page' or 'Giving'. */
  label: string;
  props?: Record<string, unknown>;
  fallback?: ReactNode;
  /**
   * Leave the waiting to a Suspense boundary above that is already showing a page: during a
   * navigation (a transition) React then keeps that page on screen until this one is ready,
   * instead of a spinner held for its 300 ms reveal throttle.
   */
  suspendInParent?: boolean;
  /** The region is a dialog: a failure shows its retry panel in a dialog titled by `label`, closed by this. */
  onCloseDialog?: () => void;
}

export function RemoteRegion({
  remote,
  exposed,
  label,
  props = {},
  fallback = <Spinner />,
  suspendInParent = false,
  onCloseDialog,
}: RemoteRegionProps) {
  const [loaded, setLoaded] = useState(() => {
    const attempt = lazyComponents.get(`${remote}/${exposed}`)?.attempt ?? 0;
    return { attempt, Remote: remoteComponent(remote, exposed, attempt) };
  });
  const retry = () => {
    const attempt = loaded.attempt + 1;
    setLoaded({ attempt, Remote: remoteComponent(remote, exposed, attempt) });
  };
  const { Remote } = loaded;
  return (
    <RemoteErrorBoundary
      key={loaded.attempt}
      remote={remote}
      label={label}
      onCloseDialog={onCloseDialog}
      onRetry={retry}
    >
      {suspendInParent ? (
        <Remote {...props} />
      ) : (
        <Suspense fallback={fallback}>
          <Remote {...props} />
        </Suspense>
      )}
    </RemoteErrorBoundary>
  );
}
