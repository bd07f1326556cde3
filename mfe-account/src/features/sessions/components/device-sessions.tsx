import { deviceSessionMessages, type DeviceSession } from '@church/contracts';
import { HTTPError, toast } from '@church/http';
import { useQueryClient } from '@church/query';
import { Button, QueryView, useConfirm } from '@church/ui';
import { sessionsKey, useSessions } from '../api/get-sessions';
import { signOutOtherSessions } from '../api/sign-out-other-sessions';
import { signOutSession } from '../api/sign-out-session';
import styles from './device-sessions.module.css';
import { deviceName, SessionRow } from './session-row';

/**
 * Account Settings' Sessions: every device the member is signed in on, this one marked, and a
 * way to sign out any other one or all of them. Each asks first.
 */
export function DeviceSessions() {
  const query = useSessions();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();

  /** Runs a sign-out; a failure keeps the dialog open (the client toasted the server's reason). */
  const run = async (action: () => Promise<void>, done: string) => {
    try {
      await action();
    } catch (error) {
      if (!(error instanceof HTTPError)) toast.error(deviceSessionMessages.signOutFailed);
      throw error;
    } finally {
      await queryClient.invalidateQueries({ queryKey: sessionsKey });
    }
    toast.success(done);
  };

  const askSignOut = (session: DeviceSession) =>
    void confirm({
      title: 'Sign out session',
      message: `Sign out ${deviceName(session)} (${session.where})? That device will need to sign in again.`,
      confirmLabel: 'Sign out',
      onConfirm: () => run(() => signOutSession(session.id), deviceSessionMessages.signedOut),
    });

  const askSignOutOthers = () =>
    void confirm({
      title: 'Sign out everywhere else',
      message: 'Sign out every other device? Only this device stays signed in.',
      confirmLabel: 'Sign out everywhere else',
      onConfirm: () => run(signOutOtherSessions, deviceSessionMessages.signedOutOthers),
    });

  return (
    <section className="ui-form" aria-labelledby="account-sessions-heading">
      <h2 id="account-sessions-heading">Sessions</h2>
      <QueryView query={query} errorMessage={deviceSessionMessages.fetchFailed}>
        {(sessions) => {
          const others = sessions.filter((session) => !session.current);
          return (
            <>
              <ul className={styles.list}>
                {sessions.map((session) => (
                  <SessionRow key={session.id} session={session} onSignOut={askSignOut} />
                ))}
              </ul>
              {others.length === 0 ? (
                <p className={styles.empty}>You are not signed in on any other device.</p>
              ) : (
                <div>
                  <Button variant="secondary" onClick={askSignOutOthers}>
                    Sign out everywhere else
                  </Button>
                </div>
              )}
            </>
          );
        }}
      </QueryView>
      {dialog}
    </section>
  );
}
