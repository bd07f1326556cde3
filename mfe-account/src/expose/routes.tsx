import { Navigate, Route, Routes } from '@church/router';
import { NotFound } from '@church/ui';
import { accountPages } from '../config/account-pages';

/** /account/*: the index goes to settings. */
export default function AccountRoutes() {
  return (
    <Routes>
      <Route path="/account" element={<Navigate to="/account/settings" replace />} />
      {accountPages.map((page) => (
        <Route
          key={page.path}
          path={`/account/${page.path}`}
          element={
            <section className="account-page">
              <h1>{page.title}</h1>
            </section>
          }
        />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
