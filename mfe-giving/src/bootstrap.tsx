import { areaPagePath } from '@church/areas';
import { useModalStore, closeModal, openModal } from '@church/modals';
import { QueryProvider } from '@church/query';
import { Route, Routes } from '@church/router';
import { Button, mountStandalone } from '@church/ui';
import GivingMenuModal from './expose/giving-menu';
import PaymentSettings from './expose/payment-settings';
import { useTranslate } from './i18n/catalogues';

/** What the shell's modal manager does for the 'giving-menu' id. */
function GivingDialogHost() {
  const current = useModalStore((state) => state.current);
  if (current?.id !== 'giving-menu') return null;
  const { flow } = current.props as { flow?: 'one-time' | 'recurring' };
  return <GivingMenuModal flow={flow} onClose={closeModal} />;
}

// Giving alone on its own dev server: the Give button opens the dialog, and Payment Settings is
// at the path it has in the account area (sign in on the site first: it is the member's page).
function StandaloneGiving() {
  const { t } = useTranslate();
  return (
    <main style={{ padding: '3rem' }}>
      <Button onClick={() => openModal('giving-menu')}>{t('giving.standalone.give')}</Button>
      <Routes>
        <Route
          path={areaPagePath('account', 'payment-settings')!}
          element={
            <QueryProvider>
              <PaymentSettings area="account" />
            </QueryProvider>
          }
        />
        <Route path="*" element={null} />
      </Routes>
      <GivingDialogHost />
    </main>
  );
}

mountStandalone(<StandaloneGiving />);
