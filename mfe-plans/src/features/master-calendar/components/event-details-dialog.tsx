import { calendarFeedPaths, groupColorThemes, type CalendarEvent, type CalendarEventDetail } from '@church/contracts';
import { churchDay, formatDateTime, formatTime, Modal, QueryView, StatusBadge } from '@church/ui';
import { useEventDetails } from '../api/get-event-details';
import styles from './calendar.module.css';
import { FeedLink, feedUrl } from './feed-link';

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

/** An event's details (GET /api/events/detailed), opened from the calendar. */
export function EventDetailsDialog({ event, onClose }: EventDetailsDialogProps) {
  const query = useEventDetails(event.id);
  return (
    <Modal title={event.title} onClose={onClose}>
      <QueryView query={query} errorMessage="Failed to get event details">
        {(detail) => (
          <div className={styles.details}>
            <dl>
              <dt>When</dt>
              <dd>{when(detail)}</dd>
              <dt>Where</dt>
              <dd>{detail.location || '—'}</dd>
              <dt>Group</dt>
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
                  'No group'
                )}
              </dd>
              <dt>Leader</dt>
              <dd>{detail.leaderName ?? '—'}</dd>
              <dt>Visibility</dt>
              <dd>
                {detail.isPublic ? (
                  <StatusBadge tone="success">Public</StatusBadge>
                ) : (
                  <StatusBadge tone="neutral">Private</StatusBadge>
                )}
              </dd>
            </dl>
            {detail.body ? <p className={styles.body}>{detail.body}</p> : null}
            {detail.groupId !== null && detail.groupName ? (
              <FeedLink
                label={`${detail.groupName} public events feed`}
                url={feedUrl(calendarFeedPaths.group(detail.groupId))}
              />
            ) : null}
          </div>
        )}
      </QueryView>
    </Modal>
  );
}
