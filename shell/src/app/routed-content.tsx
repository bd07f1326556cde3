import { lazy, Suspense, type ComponentType } from 'react';
import { useSession } from '@church/auth';
import { findSiteRoute, notFoundPage, shellPages, trimPath, type ShellPageId } from '@church/areas';
import { withCatalogues } from '@church/i18n';
import { RemoteRegion } from '@church/remotes';
import { Navigate, useLocation } from '@church/router';
import { NotFound, Spinner } from '@church/ui';
import { paths } from '../config/paths';
import { useDocumentTitle } from './use-document-title';

/** The shell's own pages of the site table (where e-mailed links land). Lazy, with their catalogue: few visits need them. */
const shellPageComponents: Record<ShellPageId, ComponentType> = {
  'reset-password': lazy(withCatalogues(() => import('../features/auth/pages/reset-password-page'))),
  'confirm-email': lazy(withCatalogues(() => import('../features/auth/pages/confirm-email-page'))),
  'sign-in-link': lazy(withCatalogues(() => import('../features/auth/pages/sign-in-link-page'))),
  'schedule-answer': lazy(withCatalogues(() => import('../features/schedule-answer/pages/schedule-answer-page'))),
  'schedule-offer': lazy(withCatalogues(() => import('../features/schedule-offer/pages/schedule-offer-page'))),
};

/** The page area: a shell page, the remote that owns the URL, or the shell's own 404. */
export function RoutedContent() {
  const { pathname } = useLocation();
  const session = useSession((state) => state.session);
  const shellPage = shellPages.find((page) => page.path === trimPath(pathname));
  const route = shellPage ? undefined : findSiteRoute(pathname);
  useDocumentTitle(shellPage?.title ?? route?.title ?? notFoundPage.title);

  if (shellPage) {
    const Page = shellPageComponents[shellPage.id];
    return (
      <Suspense fallback={<Spinner />}>
        <Page />
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
