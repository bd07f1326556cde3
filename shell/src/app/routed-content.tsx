import { useLocation } from '@church/router';
import { NotFound } from '@church/ui';
import { RemoteRegion } from '../features/remotes/remote-region';
import { findRemoteRoute } from './find-remote-route';
import { useDocumentTitle } from './use-document-title';

/** The page area: the remote that owns the URL, or the shell's own 404. */
export function RoutedContent() {
  const { pathname } = useLocation();
  const route = findRemoteRoute(pathname);
  useDocumentTitle(route?.title ?? 'Page not found');
  if (!route) return <NotFound />;
  // Keyed by remote so moving between two pages of one remote keeps it mounted.
  return <RemoteRegion key={route.remote} remote={route.remote} exposed="routes" label={route.label} />;
}
