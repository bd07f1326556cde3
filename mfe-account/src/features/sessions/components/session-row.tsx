import { useId } from 'react';
import type { DeviceSession } from '@church/contracts';
import { Button, formatDateTime } from '@church/ui';
import styles from './device-sessions.module.css';

/** Within two minutes (last-active moves at most once a minute) a session counts as in use now. */
const RECENT_MS = 2 * 60 * 1000;

export const deviceName = (session: DeviceSession) => `${session.browser} on ${session.system}`;

function lastActive(session: DeviceSession): string {
  if (session.current || Date.now() - Date.parse(session.lastActiveAt) < RECENT_MS) return 'Active now';
  return `Last active ${formatDateTime(session.lastActiveAt)}`;
}

interface SessionRowProps {
  session: DeviceSession;
  onSignOut: (session: DeviceSession) => void;
}

/** One device: what and where it is, when it was used; other devices can be signed out. */
export function SessionRow({ session, onSignOut }: SessionRowProps) {
  const labelId = useId();
  return (
    <li className={styles.row} aria-labelledby={labelId}>
      <div className={styles.device}>
        <span>
          <strong id={labelId}>{deviceName(session)}</strong>
          {session.current ? <span className={styles.current}>This device</span> : null}
        </span>
        <span className={styles.details}>
          {session.where} · {lastActive(session)} · Signed in {formatDateTime(session.signedInAt)}
        </span>
      </div>
      {session.current ? null : (
        <Button variant="secondary" aria-describedby={labelId} onClick={() => onSignOut(session)}>
          Sign out
        </Button>
      )}
    </li>
  );
}
