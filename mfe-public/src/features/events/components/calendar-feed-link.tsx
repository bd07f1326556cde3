import { calendarFeedPaths } from '@church/contracts';
import { siteOrigin } from '../../../lib/server-page';
import { useTranslate } from '../i18n/catalogues';
import styles from './event-details.module.css';

/**
 * The public calendar feed, for every visitor: `webcal:` hands it to the calendar app, which
 * subscribes and follows later changes; the https address is there to paste into Google Calendar.
 */
export function CalendarFeedLink() {
  const { t } = useTranslate();
  const feed = new URL(calendarFeedPaths.public, siteOrigin());
  return (
    <p className={styles.feed}>
      <a href={`webcal://${feed.host}${feed.pathname}`}>{t('public.events.subscribe')}</a>{' '}
      {t('public.events.feedAddress')} <a href={feed.href}>{feed.href}</a>
    </p>
  );
}
