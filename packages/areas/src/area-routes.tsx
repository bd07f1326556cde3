import { Suspense } from 'react';
import { useSession } from '@church/auth';
import { QueryProvider } from '@church/query';
import { Outlet, Route, Routes } from '@church/router';
import { NotFound, Spinner } from '@church/ui';
import { AreaLayout } from './area-layout';
import { AreaPageRegion } from './area-page-region';
import type { Area } from './site-table/area-pages';
import { areas } from './areas';
import { menuOf, pagesOf } from './find-area-page';

/**
 * The routes of one area, from the page table: each page renders inside the area's layout,
 * loaded through federation from the remote that owns it (its own failure region, so a down
 * remote costs only that page), a page the session may not open sends it to / (spec section 2),
 * and any other path is the 404 page. The area's own path shows the first page of the menu at
 * once and then names it in the URL, so no frame is drawn without a page. The area provides
 * the shared query cache, so its pages, from whichever remote, need not.
 *
 * The pages wait in one Suspense boundary that is not keyed and stays mounted: moving to a
 * page of another remote (a transition in the router) keeps the current page on screen until
 * the next one's code has arrived, instead of a spinner held for React's reveal throttle.
 */
export function AreaRoutes({ area }: { area: Area }) {
  const session = useSession((state) => state.session);
  const { prefix } = areas[area];
  const first = menuOf(area, session)[0];
  return (
    <QueryProvider>
      <Routes>
        <Route
          element={
            <AreaLayout area={area}>
              <Suspense fallback={<Spinner />}>
                <Outlet />
              </Suspense>
            </AreaLayout>
          }
        >
          <Route
            path={prefix}
            element={
              first ? (
                <AreaPageRegion
                  key={`${first.page.remote}/${first.page.exposed}`}
                  area={area}
                  entry={first}
                  moveTo={`${prefix}/${first.placement.path}`}
                />
              ) : (
                <NotFound />
              )
            }
          />
          {pagesOf(area).map((entry) => (
            <Route
              key={entry.placement.path}
              path={`${prefix}/${entry.placement.path}`}
              element={<AreaPageRegion key={`${entry.page.remote}/${entry.page.exposed}`} area={area} entry={entry} />}
            />
          ))}
        </Route>
        <Route path="*" element={<NotFound />} />
      </Routes>
    </QueryProvider>
  );
}
