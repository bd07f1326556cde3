import { useId } from 'react';
import type { DeviceSession } from '@church/contracts';
import { Button, formatDateTime } from '@church/ui';
import { translate, useTranslate } from '../../../i18n/catalogues';
import styles from './device-sessions.module.css';

/** Within two minutes (last-active moves at most once a minute) a session counts as in use now. */
const RECENT_MS = 2 * 60 * 1000;

export const deviceName = (session: DeviceSession) =>
  translate('account.sessions.device', { browser: session.browser, system: session.system });

function lastActive(session: DeviceSession): string {
  if (session.current || Date.now() - Date.parse(session.lastActiveAt) < RECENT_MS)
    return translate('account.sessions.activeNow');
  return translate('account.sessions.lastActive', { date: formatDateTime(session.lastActiveAt) });
}

interface SessionRowProps {
  session: DeviceSession;
  onSignOut: (session: DeviceSession) => void;
}

/** One device: what and where it is, when it was used; other devices can be signed out. */
export function SessionRow({ session, onSignOut }: SessionRowProps) {
  const labelId = useId();
  const { t } = useTranslate();
  return (
    <li className={styles.row} aria-labelledby={labelId}>
      <div className={styles.device}>
        <span>
          <strong id={labelId}>{deviceName(session)}</strong>
          {session.current ? <span className={styles.current}>{t('account.sessions.thisDevice')}</span> : null}
        </span>
        <span className={styles.details}>
          {session.where} · {lastActive(session)} ·{' '}
          {t('account.sessions.signedIn', { date: formatDateTime(session.signedInAt) })}
        </span>
      </div>
      {session.current ? null : (
        <Button variant="secondary" aria-describedby={labelId} onClick={() => onSignOut(session)}>
          {t('account.sessions.signOut')}
        </Button>
      )}
    </li>
  );
}
