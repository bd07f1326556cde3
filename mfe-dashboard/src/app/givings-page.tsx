import type { AreaPageProps } from '@church/areas';
import { GivingTypes } from '../features/giving-types/components/giving-types';
import { GivingsHistory } from '../features/givings/components/givings-history';
import styles from './givings-page.module.css';

/**
 * /dashboard/givings (Givings History) and /account/givings-settings with the Givings action:
 * everybody's gifts with offline gifts, then the giving types.
 */
export default function GivingsPage({ area }: AreaPageProps) {
  return (
    <section className={`ui-page ${styles.page}`}>
      <h1>{area === 'dashboard' ? 'Givings History' : 'Givings Settings'}</h1>
      <GivingsHistory />
      <GivingTypes />
    </section>
  );
}
