import type { AreaPageProps } from '@church/areas';
import { MasterCalendar } from '../features/master-calendar/components/master-calendar';
import { SubscribeBox } from '../features/master-calendar/components/subscribe-box';
import { useTranslate } from '../i18n/catalogues';
import styles from './events-master-calendar-page.module.css';

/** /…/events-master-calendar: every event of a month, and the public feed to subscribe to. */
export default function EventsMasterCalendarPage(_props: AreaPageProps) {
  const { t } = useTranslate();
  return (
    <section className={`ui-page ${styles.wide}`}>
      <h1>{t('plans.calendar.heading')}</h1>
      <MasterCalendar />
      <SubscribeBox />
    </section>
  );
}
