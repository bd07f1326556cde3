import { useEffect } from 'react';
import type { ApexOptions } from 'apexcharts';
import Chart from 'react-apexcharts';
import type { Statistic } from '@church/contracts';
import { formatValue, pointLabel } from './chart-labels';

interface StatisticChartProps {
  title: string;
  statistic: Statistic;
  money: boolean;
  /** Called once the chart is drawn (after the library's own mount), to end its idle turn. */
  onDrawn?: () => void;
}

export const chartHeight = 220;

/**
 * The bar chart itself: ApexCharts, in a chunk of its own that only this page loads (the
 * library is ~140 KB gzip). Hidden from screen readers, who get the table beside it.
 */
export default function StatisticChart({ title, statistic, money, onDrawn }: StatisticChartProps) {
  // A parent's effect runs after its children's: the chart below has drawn by now.
  useEffect(() => onDrawn?.(), [onDrawn]);
  const options: ApexOptions = {
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
  return (
    <div aria-hidden="true">
      <Chart
        type="bar"
        height={chartHeight}
        options={options}
        series={[{ name: title, data: statistic.points.map((point) => point.value) }]}
      />
    </div>
  );
}
