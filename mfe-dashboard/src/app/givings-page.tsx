import type { AreaPageProps } from '@church/areas';
import { GivingTypes } from '../features/giving-types/components/giving-types';
import { GivingsHistory } from '../features/givings/components/givings-history';
import { TestClock } from '../features/givings/components/test-clock';
import styles from './givings-page.module.css';
import { useTranslate } from '../i18n/catalogues';

/**
 * /dashboard/givings (Givings History) and /account/givings-settings with the Givings action:
 * everybody's gifts with offline gifts, then the giving types; for admins in sandbox mode, the
 * payment sandbox's test clock.
 */
export default function GivingsPage({ area }: AreaPageProps) {
  const { t } = useTranslate();
  return (
    <section className={`ui-page ${styles.page}`}>
      <h1>{t(area === 'dashboard' ? 'dashboard.givings.title' : 'dashboard.givings.settingsTitle')}</h1>
      <GivingsHistory />
      <GivingTypes />
      <TestClock />
    </section>
  );
}
