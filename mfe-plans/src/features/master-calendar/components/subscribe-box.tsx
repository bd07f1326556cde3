import { calendarFeedPaths } from '@church/contracts';
import { useTranslate } from '../../../i18n/catalogues';
import styles from './calendar.module.css';
import { FeedLink, feedUrl } from './feed-link';

/**
 * The public events as a feed calendar apps subscribe to (decision 0041), with the few steps
 * each app needs. A group's own feed is offered in its events' details.
 */
export function SubscribeBox() {
  const { t } = useTranslate();
  const url = feedUrl(calendarFeedPaths.public);
  return (
    <section className={styles.subscribe} aria-labelledby="calendar-subscribe-title">
      <h2 id="calendar-subscribe-title">{t('plans.subscribe.heading')}</h2>
      <p>{t('plans.subscribe.lead')}</p>
      <FeedLink label={t('plans.subscribe.feed')} url={url} />
      <ul className={styles.instructions}>
        <li>
          <strong>{t('plans.subscribe.google')}</strong>
          {t('plans.subscribe.googleSteps')}
        </li>
        <li>
          <strong>{t('plans.subscribe.apple')}</strong>
          {t('plans.subscribe.appleSteps')}{' '}
          <a href={url.replace(/^https?:/, 'webcal:')}>{t('plans.subscribe.openInApple')}</a>.
        </li>
        <li>
          <strong>{t('plans.subscribe.outlook')}</strong>
          {t('plans.subscribe.outlookSteps')}
        </li>
      </ul>
    </section>
  );
}
