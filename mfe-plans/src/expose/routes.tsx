import { Route, Routes } from '@church/router';
import { NotFound } from '@church/ui';
import { plansPages } from '../config/plans-pages';

/** Relative routes, so the same module serves under /dashboard/* and /account/*. */
export default function PlansRoutes() {
  return (
    <Routes>
      {plansPages.map((page) => (
        <Route
          key={page.path}
          path={page.path}
          element={
            <section className="ui-page">
              <h1>{page.title}</h1>
            </section>
          }
        />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
