import { ErrorPanel, Spinner } from '@church/ui';
import { accountMessages } from '@church/contracts';
import { useCurrentUser } from '../hooks/use-current-user';
import { AvatarSection } from './avatar-section';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

/** Account Settings: the member's photo, profile and password. Members and admins share it. */
export default function AccountSettings() {
  const { load, retry, saved } = useCurrentUser();
  return (
    <section className="ui-page">
      <h1>Account Settings</h1>
      {load.status === 'loading' ? <Spinner /> : null}
      {load.status === 'error' ? (
        <ErrorPanel title="Account Settings" message={accountMessages.fetchUserFailed} onRetry={retry} />
      ) : null}
      {load.status === 'loaded' ? (
        <>
          <AvatarSection user={load.user} onSaved={saved} />
          <ProfileForm key={load.user.id} user={load.user} onSaved={saved} />
          <PasswordForm user={load.user} onSaved={saved} />
        </>
      ) : null}
    </section>
  );
}
