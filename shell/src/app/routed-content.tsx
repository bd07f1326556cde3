import { lazy, Suspense, type ComponentType } from 'react';
import { useSession } from '@church/auth';
import { findSiteRoute } from '@church/areas';
import { RemoteRegion } from '@church/remotes';
import { Navigate, useLocation } from '@church/router';
import { NotFound, Spinner } from '@church/ui';
import { paths } from '../config/paths';
import { useDocumentTitle } from './use-document-title';

/** Pages the shell renders itself: where e-mailed links land. Lazy: few visits need them. */
const shellPages: Record<string, { title: string; Page: ComponentType }> = {
  [paths.resetPassword]: {
    title: 'Reset password',
    Page: lazy(() => import('../features/auth/pages/reset-password-page')),
  },
  [paths.confirmEmail]: {
    title: 'Confirm email',
    Page: lazy(() => import('../features/auth/pages/confirm-email-page')),
  },
  [paths.signInLink]: {
    title: 'Sign in',
    Page: lazy(() => import('../features/auth/pages/sign-in-link-page')),
  },
};

/** The page area: a shell page, the remote that owns the URL, or the shell's own 404. */
export function RoutedContent() {
  const { pathname } = useLocation();
  const session = useSession((state) => state.session);
  const shellPage = shellPages[pathname];
  const route = shellPage ? undefined : findSiteRoute(pathname);
  useDocumentTitle(shellPage?.title ?? route?.title ?? 'Page not found');

  if (shellPage) {
    return (
      <Suspense fallback={<Spinner />}>
        <shellPage.Page />
      </Suspense>
    );
  }
  if (!route) return <NotFound />;
  if (route.canEnter && !route.canEnter(session)) return <Navigate to={paths.home} replace />;
  // Keyed by module so moving between two pages of one remote keeps it mounted. The Suspense
  // boundary is not keyed: it stays on screen across navigations (transitions in the router),
  // so a page whose remote is still loading leaves the current page up instead of a spinner.
  return (
    <Suspense fallback={<Spinner />}>
      <RemoteRegion
        key={`${route.remote}/${route.exposed}`}
        remote={route.remote}
        exposed={route.exposed}
        label={route.label}
        suspendInParent
      />
    </Suspense>
  );
}
