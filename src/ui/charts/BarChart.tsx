import { Bar } from 'react-chartjs-2';
import type { ChartData, ChartOptions } from 'chart.js';
import { barAxisDomain } from '@/lib/chart-axis';
import { ChartFrame } from './ChartFrame';
import { BAR_MIN_LENGTH, BAR_RADIUS, CHART_DEFAULT_HEIGHT, type ChartSeries } from './register';
import { categories, tableRows } from './series-table';
import { useChartTheme } from './useChartTheme';

export interface BarChartProps {
  label: string;
  series: readonly ChartSeries[];
  stacked?: boolean;
  height?: number;
  formatValue?: (value: number) => string;
}

/** Bar chart: optional stacking, rounded tops, minimum bar height 2, axis domain of spec §5. */
export function BarChart({ label, series, stacked = false, height = CHART_DEFAULT_HEIGHT, formatValue = String }: BarChartProps) {
  const theme = useChartTheme();
  const labels = categories(series);
  const [, max] = barAxisDomain(series, stacked);
  const data: ChartData<'bar', (number | null)[], string> = {
    labels: labels.map(String),
    datasets: series.map((s, i) => ({
      label: s.title,
      data: labels.map((x) => s.data.find((p) => p.x === x)?.y ?? null),
      backgroundColor: s.color,
      borderRadius:
        !stacked || i === series.length - 1
          ? { topLeft: BAR_RADIUS, topRight: BAR_RADIUS, bottomLeft: 0, bottomRight: 0 }
          : 0,
      borderSkipped: 'bottom',
      minBarLength: BAR_MIN_LENGTH,
      maxBarThickness: 40,
    })),
  };
  const options: ChartOptions<'bar'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    plugins: {
      legend: { display: series.length > 1, labels: { color: theme.text, boxWidth: 12, font: { family: theme.font } } },
      tooltip: { callbacks: { label: (ctx) => `${ctx.dataset.label ?? ''}: ${formatValue(Number(ctx.parsed.y))}` } },
    },
    scales: {
      x: { stacked, grid: { display: false }, ticks: { color: theme.muted, font: { family: theme.font } } },
      y: {
        stacked,
        min: 0,
        max,
        grid: { color: theme.grid },
        border: { display: false },
        ticks: { color: theme.muted, font: { family: theme.font }, includeBounds: false, callback: (v) => formatValue(Number(v)) },
      },
    },
  };
  return (
    <ChartFrame label={label} height={height} columns={['', ...series.map((s) => s.title)]} rows={tableRows(series, formatValue)}>
      <Bar data={data} options={options} />
    </ChartFrame>
  );
}
