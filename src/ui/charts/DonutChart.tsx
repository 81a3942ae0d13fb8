import { Doughnut } from 'react-chartjs-2';
import type { ChartData, ChartOptions } from 'chart.js';
import { ChartFrame } from './ChartFrame';
import { CHART_DEFAULT_HEIGHT, DONUT_INNER_RADIUS, DONUT_OUTER_RADIUS, DONUT_SPACING_PX, type DonutItem } from './register';
import { useChartTheme } from './useChartTheme';

export interface DonutChartProps {
  label: string;
  items: readonly DonutItem[];
  height?: number;
  formatValue?: (value: number) => string;
}

/** Donut: inner radius 60, outer 80, padding angle 5° (spec §9). */
export function DonutChart({ label, items, height = CHART_DEFAULT_HEIGHT, formatValue = String }: DonutChartProps) {
  const theme = useChartTheme();
  const data: ChartData<'doughnut', number[], string> = {
    labels: items.map((i) => i.title),
    datasets: [
      {
        data: items.map((i) => i.value),
        backgroundColor: items.map((i) => i.color),
        borderWidth: 0,
        spacing: DONUT_SPACING_PX,
        borderRadius: 3,
      },
    ],
  };
  const options: ChartOptions<'doughnut'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    radius: DONUT_OUTER_RADIUS,
    cutout: DONUT_INNER_RADIUS,
    plugins: {
      legend: { position: 'bottom', labels: { color: theme.text, boxWidth: 12, font: { family: theme.font } } },
      tooltip: { callbacks: { label: (ctx) => `${ctx.label}: ${formatValue(Number(ctx.parsed))}` } },
    },
  };
  return (
    <ChartFrame label={label} height={height} columns={['', label]} rows={items.map((i) => ({ label: i.title, values: [formatValue(i.value)] }))}>
      <Doughnut data={data} options={options} />
    </ChartFrame>
  );
}
