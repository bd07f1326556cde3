import { lazy, Suspense, useRef } from 'react';
import type { Period } from '@church/contracts';
import { Button, Spinner } from '@church/ui';
import { useStatistic, type StatisticKind } from '../api/get-statistic';
import { useChartTurn } from '../lib/use-chart-turn';
import { ChartBoundary } from './chart-boundary';
import { changeText, formatValue, periodName } from './chart-labels';
import { StatisticTable } from './statistic-table';
import styles from './statistics.module.css';
import { useTranslate } from '../../../i18n/catalogues';

// Drawn when the first chart's idle turn comes (lib/use-chart-turn.ts), not with the page:
// totals, the period choice and the activities are usable before it arrives. Its download
// starts once the page is on screen (StatisticsCharts), not when this module is merely loaded:
// the shell loads an admin's landing page ahead on every dashboard page, and a prefetch hint
// here put ~150 KB of ApexCharts on the line of the plan page and the others (issue 36).
// Named so a test can hold the chunk back (e2e dashboard-charts.spec.ts).
export const loadStatisticChart = () => import(/* webpackChunkName: "statistic-chart" */ './statistic-chart');
const StatisticChart = lazy(loadStatisticChart);

/** A chart's title and its error message are the catalogue's `dashboard.statistics.<kind>…`. */
export interface ChartDefinition {
  kind: StatisticKind;
  money: boolean;
}

/** One chart: its title, total and change, the bars, and the table they stand for. */
export function ChartCard({ chart, period }: { chart: ChartDefinition; period: Period }) {
  const { t } = useTranslate();
  const query = useStatistic(chart.kind, period);
  const { data } = query;
  const title = t(`dashboard.statistics.${chart.kind}.title`);
  const headingId = `chart-${chart.kind}`;
  const card = useRef<HTMLElement>(null);
  const turn = useChartTurn(card, Boolean(data));

  return (
    <section ref={card} className={styles.card} aria-labelledby={headingId} aria-busy={query.isFetching || undefined}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {query.isError && !query.isFetching ? (
        <div className={styles.failed} role="alert">
          <p>{t(`dashboard.statistics.${chart.kind}.failed`)}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('dashboard.statistics.tryAgain')}
          </Button>
        </div>
      ) : !data ? (
        <>
          {/* The lines the total and the change will take, so the cards below do not move when they come. */}
          <div aria-hidden="true">
            <div className={styles.total}>
              <span className={`${styles.totalValue} ${styles.reserved}`} />
            </div>
            <div className={`${styles.change} ${styles.reserved}`} />
          </div>
          <div className={styles.placeholder}>
            <Spinner />
          </div>
        </>
      ) : (
        <>
          <p className={styles.total}>
            <span className={styles.totalValue}>{formatValue(data.total, chart.money)}</span>{' '}
            <span className={styles.period}>{periodName(data.period)}</span>
          </p>
          <p className={styles.change} data-trend={Math.sign(data.total - data.previousTotal)}>
            {changeText(data, chart.money)}
          </p>
          <ChartBoundary
            fallback={<StatisticTable title={title} statistic={data} money={chart.money} hidden={false} />}
          >
            <Suspense fallback={<div className={styles.placeholder} />}>
              {turn.draw ? (
                <StatisticChart title={title} statistic={data} money={chart.money} onDrawn={turn.drawn} />
              ) : (
                <div className={styles.placeholder} />
              )}
            </Suspense>
            <StatisticTable title={title} statistic={data} money={chart.money} hidden />
          </ChartBoundary>
        </>
      )}
    </section>
  );
}
