import { useId, useState } from 'react';
import type { OutboxMessage } from '@church/contracts';
import { formatDateTime } from '@church/ui';
import styles from './sent-emails.module.css';
import { useTranslate } from '../../../i18n/catalogues';

/** One kept e-mail: recipient, subject and time; its button shows or hides the message itself. */
export function SentEmailItem({ message }: { message: OutboxMessage }) {
  const { t } = useTranslate();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <li className={styles.item}>
      <button
        type="button"
        className={styles.summary}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <span className={styles.subject}>{message.subject}</span>
        <span className={styles.meta}>
          {t('dashboard.sentEmails.to', { to: message.to })} ·{' '}
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </span>
      </button>
      <div id={bodyId} hidden={!open} className={styles.body}>
        <pre className={styles.text}>{message.text}</pre>
        {message.attachments.length > 0 && (
          <ul className={styles.attachments} aria-label={t('dashboard.sentEmails.attachments')}>
            {message.attachments.map((file, index) => (
              <li key={index}>{file.filename}</li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
