import { useState } from 'react';
import { can, useSession } from '@church/auth';
import { calendarFeedPaths, groupColorThemes, type CalendarEvent, type CalendarEventDetail } from '@church/contracts';
import {
  Button,
  churchDay,
  formatDate,
  formatDateTime,
  formatTime,
  Modal,
  QueryView,
  StatusBadge,
  useConfirm,
} from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import { useEventDetails } from '../api/get-event-details';
import { useSkipOccurrence } from '../api/skip-occurrence';
import list from '../../../components/admin-list.module.css';
import styles from './calendar.module.css';
import { FeedLink, feedUrl } from './feed-link';
import { OccurrenceDialog } from './occurrence-dialog';

interface EventDetailsDialogProps {
  event: CalendarEvent;
  onClose: () => void;
}

/** '03.11.2030 07:30 PM – 09:00 PM', or both dates when it ends on another day. */
function when(detail: CalendarEventDetail): string {
  const sameDay = churchDay(detail.startDate) === churchDay(detail.endDate);
  const end = sameDay ? formatTime(detail.endDate) : formatDateTime(detail.endDate);
  return `${formatDateTime(detail.startDate)} – ${end}`;
}

/**
 * An event's details (GET /api/events/detailed), opened from the calendar. One date of a
 * repeating event can be changed on its own or skipped there, by whoever manages events.
 */
export function EventDetailsDialog({ event, onClose }: EventDetailsDialogProps) {
  const { t } = useTranslate();
  const query = useEventDetails(event.id, event.occurrence);
  const mayEdit = useSession((state) => can(state.session, 'Events'));
  const [editing, setEditing] = useState(false);
  const skip = useSkipOccurrence();
  const { confirm, dialog } = useConfirm();
  const date = event.occurrence;
  if (editing && date && query.data) return <OccurrenceDialog detail={query.data} date={date} onClose={onClose} />;
  const askToSkip = (detail: CalendarEventDetail, day: string) =>
    void confirm({
      title: t('plans.calendar.skipTitle'),
      message: <p>{t('plans.calendar.skipMessage', { title: detail.title, date: formatDate(day) })}</p>,
      confirmLabel: t('plans.events.skipDate'),
      cancelLabel: t('plans.common.cancel'),
      onConfirm: () => skip.mutateAsync({ id: detail.id, date: day }).then(onClose, () => undefined),
    });
  return (
    <Modal title={event.title} onClose={onClose}>
      <QueryView query={query} errorMessage={t('plans.calendar.detailsFailed')}>
        {(detail) => (
          <div className={styles.details}>
            <dl>
              <dt>{t('plans.events.when')}</dt>
              <dd>{when(detail)}</dd>
              <dt>{t('plans.calendar.where')}</dt>
              <dd>{detail.location || '—'}</dd>
              <dt>{t('plans.common.group')}</dt>
              <dd>
                {detail.groupName ? (
                  <>
                    <span
                      className={styles.swatch}
                      style={{
                        background: groupColorThemes[detail.colorTheme].background,
                        borderColor: groupColorThemes[detail.colorTheme].border,
                      }}
                      aria-hidden="true"
                    />
                    {detail.groupName}
                    {detail.groupTypeName ? ` (${detail.groupTypeName})` : ''}
                  </>
                ) : (
                  t('plans.calendar.noGroup')
                )}
              </dd>
              <dt>{t('plans.groups.leader')}</dt>
              <dd>{detail.leaderName ?? '—'}</dd>
              <dt>{t('plans.calendar.visibility')}</dt>
              <dd>
                {detail.isPublic ? (
                  <StatusBadge tone="success">{t('plans.common.public')}</StatusBadge>
                ) : (
                  <StatusBadge tone="neutral">{t('plans.common.private')}</StatusBadge>
                )}
              </dd>
            </dl>
            {detail.body ? <p className={styles.body}>{detail.body}</p> : null}
            {detail.groupId !== null && detail.groupName ? (
              <FeedLink
                label={t('plans.calendar.groupFeed', { group: detail.groupName })}
                url={feedUrl(calendarFeedPaths.group(detail.groupId))}
              />
            ) : null}
            {mayEdit && date ? (
              <div className={list.actions}>
                <Button variant="secondary" onClick={() => askToSkip(detail, date)}>
                  {t('plans.events.skipDate')}
                </Button>
                <Button onClick={() => setEditing(true)}>{t('plans.calendar.editDate')}</Button>
              </div>
            ) : null}
          </div>
        )}
      </QueryView>
      {dialog}
    </Modal>
  );
}
