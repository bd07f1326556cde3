import { calendarFeedPaths } from '@church/contracts';
import styles from './calendar.module.css';
import { FeedLink, feedUrl } from './feed-link';

/**
 * The public events as a feed calendar apps subscribe to (decision 0041), with the few steps
 * each app needs. A group's own feed is offered in its events' details.
 */
export function SubscribeBox() {
  const url = feedUrl(calendarFeedPaths.public);
  return (
    <section className={styles.subscribe} aria-labelledby="calendar-subscribe-title">
      <h2 id="calendar-subscribe-title">Subscribe</h2>
      <p>
        Add the church's public events to your own calendar. It stays up to date by itself: new events, changes and
        cancellations show up the next time your calendar app checks (usually within a few hours). Private events are
        never in the feed.
      </p>
      <FeedLink label="Public events feed" url={url} />
      <ul className={styles.instructions}>
        <li>
          <strong>Google Calendar</strong> (on a computer): Other calendars, <em>+</em>, From URL; paste the link.
        </li>
        <li>
          <strong>Apple Calendar</strong>: on a Mac, File, New Calendar Subscription; on an iPhone, Settings, Calendar,
          Accounts, Add Account, Other, Add Subscribed Calendar; paste the link. Or{' '}
          <a href={url.replace(/^https?:/, 'webcal:')}>open it in Apple Calendar</a>.
        </li>
        <li>
          <strong>Outlook</strong>: Add calendar, Subscribe from web; paste the link.
        </li>
      </ul>
    </section>
  );
}
