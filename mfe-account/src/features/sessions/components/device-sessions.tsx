import { deviceSessionMessages, type DeviceSession } from '@church/contracts';
import { HTTPError, toast } from '@church/http';
import { useQueryClient } from '@church/query';
import { Button, QueryView, useConfirm } from '@church/ui';
import { sessionsKey, useSessions } from '../api/get-sessions';
import { signOutOtherSessions } from '../api/sign-out-other-sessions';
import { signOutSession } from '../api/sign-out-session';
import { translate, useTranslate } from '../../../i18n/catalogues';
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
  const { t } = useTranslate();

  /** Runs a sign-out; a failure keeps the dialog open (the client toasted the server's reason). */
  const run = async (action: () => Promise<void>, done: string) => {
    try {
      await action();
    } catch (error) {
      if (!(error instanceof HTTPError)) toast.error(translate(deviceSessionMessages.signOutFailed));
      throw error;
    } finally {
      await queryClient.invalidateQueries({ queryKey: sessionsKey });
    }
    toast.success(translate(done));
  };

  const askSignOut = (session: DeviceSession) =>
    void confirm({
      title: t('account.sessions.signOutTitle'),
      message: t('account.sessions.signOutMessage', { device: deviceName(session), where: session.where }),
      confirmLabel: t('account.sessions.signOut'),
      onConfirm: () => run(() => signOutSession(session.id), deviceSessionMessages.signedOut),
    });

  const askSignOutOthers = () =>
    void confirm({
      title: t('account.sessions.signOutOthers'),
      message: t('account.sessions.signOutOthersMessage'),
      confirmLabel: t('account.sessions.signOutOthers'),
      onConfirm: () => run(signOutOtherSessions, deviceSessionMessages.signedOutOthers),
    });

  return (
    <section className="ui-form" aria-labelledby="account-sessions-heading">
      <h2 id="account-sessions-heading">{t('account.sessions.title')}</h2>
      <QueryView query={query} errorMessage={t(deviceSessionMessages.fetchFailed)}>
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
                <p className={styles.empty}>{t('account.sessions.noOthers')}</p>
              ) : (
                <div>
                  <Button variant="secondary" onClick={askSignOutOthers}>
                    {t('account.sessions.signOutOthers')}
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
