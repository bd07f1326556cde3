import { useLayoutEffect, useRef } from 'react';
import type { Area } from '@church/areas';
import { Avatar, Button, QueryView, formatDateTime } from '@church/ui';
import type { Message } from '@church/contracts';
import { messagesOf, useMessages } from '../api/get-messages';
import { useTranslate } from '../../../i18n/catalogues';
import styles from './prayer-requests.module.css';

function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

function MessageItem({ message, isOurs }: { message: Message; isOurs: boolean }) {
  return (
    <li className={isOurs ? `${styles.message} ${styles.own}` : styles.message}>
      <span aria-hidden="true">
        <Avatar {...splitName(message.creatorName)} photoUrl={message.creatorPhotoUrl} size={32} />
      </span>
      <div className={styles.bubble}>
        <p className={styles.messageMeta}>
          <strong>{message.creatorName}</strong>{' '}
          <time dateTime={message.creationDate}>{formatDateTime(message.creationDate)}</time>
        </p>
        <p className={styles.messageText}>{message.messageText}</p>
      </div>
    </li>
  );
}

/**
 * The thread oldest first, the newest in view. 'Show earlier messages' fetches the next six
 * older ones above, and the messages the reader was looking at stay where they were.
 */
export function MessageList({ requestId, area, emptyText }: { requestId: number; area: Area; emptyText: string }) {
  const query = useMessages(requestId);
  const { t } = useTranslate();
  const messages = messagesOf(query.data);
  const boxRef = useRef<HTMLDivElement>(null);
  /** Distance from the bottom before older messages were asked for. */
  const keepFromBottom = useRef<number | null>(null);
  const firstId = messages[0]?.id;
  const lastId = messages.at(-1)?.id;

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box || keepFromBottom.current === null) return;
    box.scrollTop = box.scrollHeight - keepFromBottom.current;
    keepFromBottom.current = null;
  }, [firstId]);

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [lastId]);

  const showEarlier = () => {
    const box = boxRef.current;
    if (box) keepFromBottom.current = box.scrollHeight - box.scrollTop;
    void query.fetchNextPage();
  };

  return (
    <QueryView
      query={{ ...query, isError: query.isError && !query.data }}
      errorMessage={t('account.prayer.messagesFailed')}
    >
      {() => (
        <div ref={boxRef} className={styles.messages}>
          {query.hasNextPage ? (
            <Button variant="link" className={styles.earlier} loading={query.isFetchingNextPage} onClick={showEarlier}>
              {t('account.prayer.showEarlier')}
            </Button>
          ) : null}
          {messages.length === 0 ? (
            <p className={styles.noMessages}>{emptyText}</p>
          ) : (
            <ol className={styles.messageList} aria-label={t('account.prayer.messages')}>
              {messages.map((message) => (
                <MessageItem
                  key={message.id}
                  message={message}
                  isOurs={message.isFromStaff === (area === 'dashboard')}
                />
              ))}
            </ol>
          )}
        </div>
      )}
    </QueryView>
  );
}
