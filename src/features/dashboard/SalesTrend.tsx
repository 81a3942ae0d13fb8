// The dashboard's 30-day sales trend: a screen part of its own, loaded after the tiles, so the
// dashboard does not wait for the chart library (first-load budget, issue 22).
import { useTranslation } from 'react-i18next';
import { useRollups } from '@/data/queries/reports';
import { formatDay, toAppLocale } from '@/lib/format-date';
import { links } from '@/lib/links';
import { formatMoney } from '@/lib/money';
import { netSales, series } from '@/lib/reports/aggregate';
import { shiftDay } from '@/lib/reports/local-day';
import { LineChart } from '@/ui/charts/LineChart';
import { Link } from '@/ui/routing';
import type { SalesTileProps } from './SalesTiles';

const TREND_DAYS = 30;
const TREND_COLOR = '#3B5BDB';

/** Net sales of the last 30 days, a point a day. */
export default function SalesTrend({ branchId, today, currency }: SalesTileProps) {
  const { t, i18n } = useTranslation();
  const start = shiftDay(today, -(TREND_DAYS - 1));
  const rows = useRollups(['total'], start, today);
  const locale = toAppLocale(i18n.language);
  if (rows === undefined) return null;
  const trend = series(rows, { start, end: today, branchId }, 'day');
  return (
    <section className="dashboard-panel" aria-labelledby="trend-heading">
      <h2 id="trend-heading">
        <Link href={links.reportsSales()}>{t('dashboard.salesTrend')}</Link>
      </h2>
      <LineChart
        label={t('dashboard.salesTrend')}
        filled
        formatValue={(v) => formatMoney(v, currency)}
        series={[{ title: t('reports.columns.net'), color: TREND_COLOR, data: trend.map((b) => ({ x: formatDay(b.bucket, 'date', { locale }), y: netSales(b.m) })) }]}
      />
    </section>
  );
}
