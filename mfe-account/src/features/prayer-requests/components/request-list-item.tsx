import type { Area } from '@church/areas';
import { Avatar, formatDateTime, StatusBadge } from '@church/ui';
import type { PrayerRequest } from '@church/contracts';
import { translate, useTranslate } from '../../../i18n/catalogues';
import styles from './prayer-requests.module.css';

interface RequestListItemProps {
  request: PrayerRequest;
  area: Area;
  isOpen: boolean;
  onOpen: (request: PrayerRequest) => void;
}

export function newMessagesLabel(count: number): string {
  return translate('account.prayer.newMessages', { count });
}

/** One request as a button: its text, its latest message, when, and what is new. */
export function RequestListItem({ request, area, isOpen, onOpen }: RequestListItemProps) {
  const { creator, lastMessage, numberOfNewMessages } = request;
  const date = request.lastActivityDate;
  const { t } = useTranslate();
  return (
    <li>
      <button
        type="button"
        className={styles.item}
        data-request-id={request.id}
        aria-current={isOpen || undefined}
        onClick={() => onOpen(request)}
      >
        {area === 'dashboard' ? (
          <span className={styles.itemMember}>
            <span aria-hidden="true">
              <Avatar firstName={creator.firstName} lastName={creator.lastName} photoUrl={creator.photoUrl} size={32} />
            </span>
            <span className={styles.memberName}>
              {creator.firstName} {creator.lastName}
            </span>
          </span>
        ) : null}
        <span className={styles.itemText}>{request.requestText}</span>
        {lastMessage ? (
          <span className={styles.itemLast}>
            {lastMessage.creatorName}: {lastMessage.messageText}
          </span>
        ) : null}
        <span className={styles.itemMeta}>
          <time dateTime={date}>{formatDateTime(date)}</time>
          {request.isAnswered ? <StatusBadge tone="success">{t('account.prayer.answered')}</StatusBadge> : null}
          {numberOfNewMessages > 0 ? (
            <span className={styles.badge}>
              <span aria-hidden="true">{numberOfNewMessages}</span>
              <span className="ui-visually-hidden">{newMessagesLabel(numberOfNewMessages)}</span>
            </span>
          ) : null}
        </span>
      </button>
    </li>
  );
}
