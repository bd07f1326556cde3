import { useSession } from '@church/auth';
import { Navigate, Route, Routes } from '@church/router';
import { NotFound } from '@church/ui';
import { AccountLayout } from '../components/account-layout';
import { accountPages, pagesFor } from '../config/account-pages';
import AccountSettings from '../features/settings/components/account-settings';

function PageHeading({ title }: { title: string }) {
  return (
    <section className="ui-page">
      <h1>{title}</h1>
    </section>
  );
}

/** /account/*: the index goes to settings; pages unlocked by allowed actions exist only for those who hold them. */
export default function AccountRoutes() {
  const allowedActions = useSession((state) => state.session?.allowedActions) ?? [];
  return (
    <Routes>
      <Route path="/account" element={<Navigate to="/account/settings" replace />} />
      <Route
        path="/account/settings"
        element={
          <AccountLayout>
            <AccountSettings />
          </AccountLayout>
        }
      />
      {[...accountPages.slice(1), ...pagesFor(allowedActions)].map((page) => (
        <Route
          key={page.path}
          path={`/account/${page.path}`}
          element={
            <AccountLayout>
              <PageHeading title={page.title} />
            </AccountLayout>
          }
        />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
