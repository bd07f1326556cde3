import type { ReactNode } from 'react';
import { ErrorPanel, Spinner } from '@church/ui';
import { accountMessages } from '@church/contracts';
import { useTranslate } from '../../../i18n/catalogues';
import { useCurrentUser } from '../hooks/use-current-user';
import { AvatarSection } from './avatar-section';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

/**
 * Account Settings: the member's photo, profile and password, then the sections the page adds
 * (`children`: two-step sign-in, the signed-in devices). Members and admins share it.
 */
export default function AccountSettings({ children }: { children?: ReactNode }) {
  const { query, saved } = useCurrentUser();
  const { t } = useTranslate();
  const user = query.data;
  // A profile once loaded stays on screen (a failed background refresh does not take the forms away).
  const failed = !user && query.isError && !query.isFetching;
  return (
    <section className="ui-page">
      <h1>{t('account.settings.title')}</h1>
      {!user && !failed ? <Spinner /> : null}
      {failed ? (
        <ErrorPanel
          title={t('account.settings.title')}
          message={t(accountMessages.fetchUserFailed)}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {user ? (
        <>
          <AvatarSection user={user} onSaved={saved} />
          <ProfileForm key={user.id} user={user} onSaved={saved} />
          <PasswordForm user={user} onSaved={saved} />
          {children}
        </>
      ) : null}
    </section>
  );
}
