import { useEffect } from 'react';
import type { Period } from '@church/contracts';
import { ChartCard, loadStatisticChart, type ChartDefinition } from './chart-card';
import { whenIdle } from '../lib/idle-turns';
import styles from './statistics.module.css';

const charts: readonly ChartDefinition[] = [
  { kind: 'members', money: false },
  { kind: 'givings', money: true },
  { kind: 'prayerRequests', money: false },
  { kind: 'comments', money: false },
];

/** The four charts of the period, each loading and failing on its own. */
export function StatisticsCharts({ period }: { period: Period }) {
  // The charts' code comes while the totals and the activities load, asked for once the page's
  // first drawing is done (idle), so it does not share the line with what the page paints
  // first. A failure is left to the chart's own boundary, which asks again when it draws.
  useEffect(
    () =>
      void whenIdle()
        .then(loadStatisticChart)
        .catch(() => undefined),
    [],
  );
  return (
    <div className={styles.grid}>
      {charts.map((chart) => (
        <ChartCard key={chart.kind} chart={chart} period={period} />
      ))}
    </div>
  );
}
