import { toast } from '@church/http/toast';
import { logOutAndGoHome, usePendingSession, useSession } from '@church/auth';
import { logoutFailedMessage } from '@church/contracts';
import { openModal } from '@church/modals';
import { Avatar, Dropdown } from '@church/ui';
import { useTranslate } from '../../i18n/catalogues';

const logOut = () => logOutAndGoHome(() => toast.error(logoutFailedMessage));

/** Join Us for visitors; when signed in, the avatar with Log out. */
export function SessionMenu({ onNavigate }: { onNavigate: () => void }) {
  const session = useSession((state) => state.session);
  const pending = usePendingSession();
  const { t } = useTranslate();

  if (pending) {
    // A page drawn for someone signed in, until React has read who: the avatar's place, empty,
    // rather than Join Us flashing before the avatar.
    return (
      <div className="ui-dropdown" aria-hidden="true" data-session-pending="">
        {/* The toggle's own elements, so the header keeps its height when the avatar arrives. */}
        <button type="button" className="ui-dropdown__toggle" tabIndex={-1} style={{ visibility: 'hidden' }}>
          <span className="ui-avatar ui-avatar--initials" style={{ width: 40, height: 40 }}>
            {'\u00a0'}
          </span>
        </button>
      </div>
    );
  }

  if (!session) {
    return (
      <Dropdown label={t('Join Us')}>
        {(close) => {
          const open = (id: 'sign-up' | 'sign-in') => () => {
            close();
            onNavigate();
            openModal(id);
          };
          return (
            <>
              <li>
                <button type="button" onClick={open('sign-up')}>
                  {t('Sign Up')}
                </button>
              </li>
              <li>
                <button type="button" onClick={open('sign-in')}>
                  {t('Sign In')}
                </button>
              </li>
            </>
          );
        }}
      </Dropdown>
    );
  }

  const { user } = session;
  return (
    <Dropdown
      label={<Avatar firstName={user.firstName} lastName={user.lastName} photoUrl={user.photoUrl} />}
      // Without a photo it shows initials: the name starts with them, so a speech user can say
      // what they see (WCAG 2.5.3).
      ariaLabel={
        user.photoUrl
          ? t('Your account menu')
          : t('shell.session.accountMenuWithInitials', { initials: initialsOf(user) })
      }
    >
      {() => (
        <>
          <li>
            <button type="button" onClick={() => void logOut()}>
              {t('Log out')}
            </button>
          </li>
        </>
      )}
    </Dropdown>
  );
}

function initialsOf(user: { firstName: string; lastName: string }): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}
