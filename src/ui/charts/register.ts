import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

/** Chart constants of spec §9. */
export const CHART_DEFAULT_HEIGHT = 300;
export const BAR_MIN_LENGTH = 2;
export const BAR_RADIUS = 6;
export const DONUT_INNER_RADIUS = 60;
export const DONUT_OUTER_RADIUS = 80;
export const DONUT_PADDING_ANGLE_DEG = 5;
/** chart.js spaces arcs in px: the 5° padding angle measured on the outer radius. */
export const DONUT_SPACING_PX = Math.round((DONUT_OUTER_RADIUS * DONUT_PADDING_ANGLE_DEG * Math.PI) / 180);

export interface ChartPoint {
  x: string | number;
  y: number;
}

/** Chart series (spec §3): title, colour, data points. */
export interface ChartSeries {
  title: string;
  color: string;
  data: readonly ChartPoint[];
}

/** Donut item (spec §3). */
export interface DonutItem {
  title: string;
  value: number;
  color: string;
}
