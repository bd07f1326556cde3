import { lazy, Suspense } from 'react';
import type { AreaPageProps } from '@church/areas';
import { usePainted } from '@church/ui';
import { GivingsHistory } from '../features/givings/components/givings-history';
import styles from './givings-page.module.css';
import { useTranslate } from '../i18n/catalogues';

// Below the gifts, with the form library only their forms use: a chunk of its own, asked for
// once the heading and the gifts have painted (decision 0110).
const SectionsBelow = lazy(() => import('./givings-sections-below'));

/**
 * /dashboard/givings (Givings History) and /account/givings-settings with the Givings action:
 * everybody's gifts with offline gifts, then the giving types; for admins in sandbox mode, the
 * payment sandbox's test clock.
 */
export default function GivingsPage({ area }: AreaPageProps) {
  const { t } = useTranslate();
  const painted = usePainted();
  return (
    <section className={`ui-page ${styles.page}`}>
      <h1>{t(area === 'dashboard' ? 'dashboard.givings.title' : 'dashboard.givings.settingsTitle')}</h1>
      <GivingsHistory />
      {painted ? (
        <Suspense fallback={null}>
          <SectionsBelow />
        </Suspense>
      ) : null}
    </section>
  );
}
