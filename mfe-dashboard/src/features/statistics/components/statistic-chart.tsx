import { useEffect, useMemo } from 'react';
import type { ApexOptions } from 'apexcharts';
import Chart from 'react-apexcharts';
import type { Statistic } from '@church/contracts';
import { formatValue, pointLabel } from './chart-labels';
import styles from './statistics.module.css';

interface StatisticChartProps {
  title: string;
  statistic: Statistic;
  money: boolean;
  /** Called once the chart is drawn (after the library's own mount), to end its idle turn. */
  onDrawn?: () => void;
}

export const chartHeight = 220;

function chartOptions(title: string, statistic: Statistic, money: boolean): ApexOptions {
  return {
    chart: {
      id: title,
      toolbar: { show: false },
      zoom: { enabled: false },
      // Drawing at once costs one task; animating would cost a frame's work for every step.
      animations: { enabled: false },
      // The box holds the chart's height and no more: the placeholder before it has the same.
      parentHeightOffset: 0,
    },
    colors: ['#23395d'],
    dataLabels: { enabled: false },
    grid: { borderColor: '#e3ded3', strokeDashArray: 3 },
    plotOptions: { bar: { borderRadius: 3, columnWidth: statistic.points.length > 12 ? '70%' : '55%' } },
    xaxis: {
      categories: statistic.points.map((point) => pointLabel(point, statistic.unit)),
      labels: { rotate: -45, hideOverlappingLabels: true, style: { fontSize: '11px' } },
      tickAmount: statistic.points.length > 12 ? 10 : undefined,
      axisTicks: { show: false },
    },
    yaxis: {
      min: 0,
      forceNiceScale: true,
      labels: {
        formatter: (value) => (money ? formatValue(value, true).replace(/\.00$/, '') : String(Math.round(value))),
      },
    },
    tooltip: { y: { formatter: (value) => formatValue(value, money) } },
  };
}

/**
 * The bar chart itself: ApexCharts, in a chunk of its own that only this page loads (the
 * library is ~140 KB gzip). Hidden from screen readers, who get the table beside it.
 */
export default function StatisticChart({ title, statistic, money, onDrawn }: StatisticChartProps) {
  // A parent's effect runs after its children's: the chart below has drawn by now.
  useEffect(() => onDrawn?.(), [onDrawn]);
  // The same options object while the numbers stay: the wrapper compares options deeply, and
  // the formatters, new functions on every render, made it draw the whole chart again each
  // time the card re-rendered (scrolled out of view and back, a refetch starting).
  const options = useMemo(() => chartOptions(title, statistic, money), [title, statistic, money]);
  const series = useMemo(
    () => [{ name: title, data: statistic.points.map((point) => point.value) }],
    [title, statistic],
  );
  return (
    <div aria-hidden="true" className={styles.chart}>
      <Chart type="bar" height={chartHeight} options={options} series={series} />
    </div>
  );
}
