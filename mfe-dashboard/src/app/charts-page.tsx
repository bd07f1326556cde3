import type { AreaPageProps } from '@church/areas';
import { RecentActivities } from '../features/activities/components/recent-activities';
import { StatisticsCharts } from '../features/statistics/components/statistics-charts';
import { PeriodSwitch } from '../components/period-switch';
import styles from './charts-page.module.css';
import { usePeriod } from './use-period';
import { useTranslate } from '../i18n/catalogues';

/** /dashboard/charts: the period's four charts, then what happened lately. */
export default function ChartsPage(_props: AreaPageProps) {
  const { t } = useTranslate();
  const [period, setPeriod] = usePeriod();
  return (
    <section className="ui-page">
      <div className={styles.header}>
        <h1>{t('dashboard.statistics.title')}</h1>
        <PeriodSwitch value={period} onChange={setPeriod} />
      </div>
      <StatisticsCharts period={period} />
      <RecentActivities period={period} />
    </section>
  );
}
