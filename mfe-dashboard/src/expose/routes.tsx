import { Navigate, Route, Routes } from '@church/router';
import { NotFound } from '@church/ui';
import { dashboardPages } from '../config/dashboard-pages';

/** /dashboard/*: the index goes to charts, unknown paths inside give the 404 page. */
export default function DashboardRoutes() {
  return (
    <Routes>
      <Route path="/dashboard" element={<Navigate to="/dashboard/charts" replace />} />
      {dashboardPages.map((page) => (
        <Route
          key={page.path}
          path={`/dashboard/${page.path}`}
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
