import { useEffect, useRef } from 'react';
import type { Area } from '@church/areas';
import { Button, formatDateTime, StatusBadge } from '@church/ui';
import type { PrayerRequest } from '@church/contracts';
import { AnsweredControls } from './answered-controls';
import { MessageForm } from './message-form';
import { MessageList } from './message-list';
import { useTranslate } from '../../../i18n/catalogues';
import styles from './prayer-requests.module.css';

interface ThreadProps {
  request: PrayerRequest;
  area: Area;
  onBack: () => void;
}

/**
 * One request and its messages, where the member and the prayer team write to each other.
 * Mounted once per request (keyed by its id), so a draft never follows into another thread.
 */
export function Thread({ request, area, onBack }: ThreadProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { creator } = request;
  const { t } = useTranslate();
  const heading =
    area === 'dashboard'
      ? t('account.prayer.requestFrom', { name: `${creator.firstName} ${creator.lastName}` })
      : t('account.prayer.yourRequest');

  // On a phone the thread replaces the list: take the focus there, so Back is one Tab away.
  useEffect(() => {
    if (window.matchMedia?.('(max-width: 700px)').matches) headingRef.current?.focus();
  }, []);

  return (
    <section className={styles.thread} aria-labelledby={`thread-${request.id}`}>
      <Button variant="link" className={styles.back} onClick={onBack}>
        <span aria-hidden="true">←</span> {t('account.prayer.back')}
      </Button>
      <header className={styles.threadHeader}>
        <h2 id={`thread-${request.id}`} ref={headingRef} tabIndex={-1}>
          {heading}
        </h2>
        <p className={styles.requestText}>{request.requestText}</p>
        <p className={styles.itemMeta}>
          <time dateTime={request.creationDate}>{formatDateTime(request.creationDate)}</time>
          {request.isAnswered ? <StatusBadge tone="success">{t('account.prayer.answered')}</StatusBadge> : null}
        </p>
        {request.isAnswered && request.answerNote ? (
          <blockquote className={styles.note}>
            <p>{request.answerNote}</p>
          </blockquote>
        ) : null}
        {area === 'account' ? <AnsweredControls request={request} /> : null}
      </header>
      <MessageList
        requestId={request.id}
        area={area}
        emptyText={
          area === 'dashboard' ? t('account.prayer.noMessagesDashboard') : t('account.prayer.noMessagesAccount')
        }
      />
      <MessageForm requestId={request.id} />
    </section>
  );
}
