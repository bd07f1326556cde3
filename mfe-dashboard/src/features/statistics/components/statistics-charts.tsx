import type { Period } from '@church/contracts';
import { ChartCard, type ChartDefinition } from './chart-card';
import styles from './statistics.module.css';

const charts: readonly ChartDefinition[] = [
  { kind: 'members', title: 'New members', errorName: 'members', money: false },
  { kind: 'givings', title: 'Givings', errorName: 'givings', money: true },
  { kind: 'prayerRequests', title: 'Prayer requests', errorName: 'prayer requests', money: false },
  { kind: 'comments', title: 'Comments', errorName: 'comments', money: false },
];

/** The four charts of the period, each loading and failing on its own. */
export function StatisticsCharts({ period }: { period: Period }) {
  return (
    <div className={styles.grid}>
      {charts.map((chart) => (
        <ChartCard key={chart.kind} chart={chart} period={period} />
      ))}
    </div>
  );
}
