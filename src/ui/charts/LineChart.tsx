import { Line } from 'react-chartjs-2';
import type { ChartData, ChartOptions } from 'chart.js';
import { ChartFrame } from './ChartFrame';
import { CHART_DEFAULT_HEIGHT, type ChartSeries } from './register';
import { categories, tableRows } from './series-table';
import { useChartTheme } from './useChartTheme';

export interface LineChartProps {
  label: string;
  series: readonly ChartSeries[];
  height?: number;
  formatValue?: (value: number) => string;
  /** Fills the area under a single series. */
  filled?: boolean;
}

export function LineChart({ label, series, height = CHART_DEFAULT_HEIGHT, formatValue = String, filled = false }: LineChartProps) {
  const theme = useChartTheme();
  const labels = categories(series);
  const data: ChartData<'line', (number | null)[], string> = {
    labels: labels.map(String),
    datasets: series.map((s) => ({
      label: s.title,
      data: labels.map((x) => s.data.find((p) => p.x === x)?.y ?? null),
      borderColor: s.color,
      backgroundColor: `${s.color}33`,
      fill: filled && series.length === 1,
      tension: 0.3,
      pointRadius: 3,
      pointHoverRadius: 5,
      borderWidth: 2,
    })),
  };
  const options: ChartOptions<'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    interaction: { mode: 'index', intersect: false },
    plugins: {
      legend: { display: series.length > 1, labels: { color: theme.text, boxWidth: 12, font: { family: theme.font } } },
      tooltip: { callbacks: { label: (ctx) => `${ctx.dataset.label ?? ''}: ${formatValue(Number(ctx.parsed.y))}` } },
    },
    scales: {
      x: { grid: { display: false }, ticks: { color: theme.muted, font: { family: theme.font } } },
      y: {
        beginAtZero: true,
        grid: { color: theme.grid },
        border: { display: false },
        ticks: { color: theme.muted, font: { family: theme.font }, callback: (v) => formatValue(Number(v)) },
      },
    },
  };
  return (
    <ChartFrame label={label} height={height} columns={['', ...series.map((s) => s.title)]} rows={tableRows(series, formatValue)}>
      <Line data={data} options={options} />
    </ChartFrame>
  );
}
