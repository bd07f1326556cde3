import { useSession } from '@church/auth';
import type { AreaPageProps } from '@church/exposes';
import { QueryProvider } from '@church/query';
import { Navigate, Outlet, Route, Routes } from '@church/router';
import { RemoteRegion } from '@church/remotes';
import { NotFound } from '@church/ui';
import { AreaLayout } from './area-layout';
import type { Area } from './area-pages';
import { areas } from './areas';
import { canOpen, menuOf, pagesOf } from './find-area-page';

/**
 * The routes of one area, from the page table: its index goes to the first page of the menu,
 * each page renders inside the area's layout, loaded through federation from the remote that
 * owns it (its own failure region, so a down remote costs only that page), a page the session
 * may not open sends it to / (spec section 2), and any other path is the 404 page. The area
 * provides the shared query cache, so its pages, from whichever remote, need not.
 */
export function AreaRoutes({ area }: { area: Area }) {
  const session = useSession((state) => state.session);
  const { prefix } = areas[area];
  const first = menuOf(area, session)[0];
  return (
    <QueryProvider>
      <Routes>
        <Route
          path={prefix}
          element={first ? <Navigate to={`${prefix}/${first.placement.path}`} replace /> : <NotFound />}
        />
        <Route
          element={
            <AreaLayout area={area}>
              <Outlet />
            </AreaLayout>
          }
        >
          {pagesOf(area).map(({ page, placement }) => (
            <Route
              key={placement.path}
              path={`${prefix}/${placement.path}`}
              element={
                canOpen(area, placement, session) ? (
                  <RemoteRegion
                    key={`${page.remote}/${page.exposed}`}
                    remote={page.remote}
                    exposed={page.exposed}
                    label={placement.title}
                    props={{ area } satisfies AreaPageProps}
                  />
                ) : (
                  <Navigate to="/" replace />
                )
              }
            />
          ))}
        </Route>
        <Route path="*" element={<NotFound />} />
      </Routes>
    </QueryProvider>
  );
}
