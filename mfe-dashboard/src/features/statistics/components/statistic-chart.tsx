import { useEffect, useMemo, useRef, type RefObject } from 'react';
import ApexCharts, { type ApexOptions } from 'apexcharts';
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
    series: [{ name: title, data: statistic.points.map((point) => point.value) }],
    chart: {
      type: 'bar',
      height: chartHeight,
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

/** ApexCharts' own steps of a drawing, which its types leave out. */
type Steps = { mount(graphData?: unknown): Promise<unknown> };

/**
 * Draws `options` into `box` in two tasks instead of one: ApexCharts first measures and builds
 * the chart (`create`), then puts it on the page (`mount`), each about half of the drawing's
 * work; `mount` waits for the next task, so a phone answers between the two (issue 36). Calls
 * `onDrawn` once the chart is on the page.
 */
function useChart(box: RefObject<HTMLDivElement | null>, options: ApexOptions, onDrawn?: () => void) {
  useEffect(() => {
    if (!box.current) return;
    const chart = new ApexCharts(box.current, options);
    const steps = chart as unknown as Steps;
    const mount = steps.mount.bind(chart);
    let removed = false;
    steps.mount = (graphData) =>
      new Promise((resolve) => setTimeout(resolve, 0)).then(() => (removed ? undefined : mount(graphData)));
    const drawn = () => !removed && onDrawn?.();
    void chart.render().then(drawn, drawn);
    return () => {
      removed = true;
      chart.destroy();
      // A chart taken away before it was drawn ends its turn too: the next one must not wait.
      onDrawn?.();
    };
  }, [box, options, onDrawn]);
}

/**
 * The bar chart itself: ApexCharts, in a chunk of its own that only this page loads (the
 * library is ~140 KB gzip). Hidden from screen readers, who get the table beside it.
 */
export default function StatisticChart({ title, statistic, money, onDrawn }: StatisticChartProps) {
  const box = useRef<HTMLDivElement>(null);
  // Built once per set of numbers: a new options object draws the whole chart again.
  const options = useMemo(() => chartOptions(title, statistic, money), [title, statistic, money]);
  useChart(box, options, onDrawn);
  return (
    <div aria-hidden="true" className={styles.chart}>
      <div ref={box} />
    </div>
  );
}
