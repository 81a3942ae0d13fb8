import { useTranslation } from 'react-i18next';
import { useRollups } from '@/data/queries/reports';
import { formatDay, toAppLocale } from '@/lib/format-date';
import { formatPercent, percentOf } from '@/lib/percent';
import { byKey, previousPeriod, sumOf } from '@/lib/reports/aggregate';
import { daysBetween } from '@/lib/reports/local-day';
import type { ReportTableData } from '@/lib/reports/report-table';
import type { RollupDim } from '@/lib/reports/rollup';
import { BarChart } from '@/ui/charts/BarChart';
import { DonutChart } from '@/ui/charts/DonutChart';
import { EmptyState } from '@/ui/EmptyState';
import { PageFrame } from '@/ui/PageFrame';
import { SkeletonRow } from '@/ui/Skeleton';
import { FigureCard } from './FigureCard';
import { reportColor } from './report-colors';
import { keyLabeller } from './report-labels';
import { ReportActions } from './ReportActions';
import { ReportFilters } from './ReportFilters';
import { ReportTable } from './ReportTable';
import { StaffUtilisation } from './StaffUtilisation';
import { useReportContext } from './useReportContext';
import { useStaffUtilisation } from './useStaffUtilisation';
import './reports.css';

const DIMS: readonly RollupDim[] = ['status', 'source'];
const CANCELLED = 'CANCELLED';

/**
 * /reports/booking: appointments by status and source, the cancellation rate, by day; and each
 * member's utilisation (booked over working hours), a self-only user's own row only.
 */
export default function BookingReportPage() {
  const { t, i18n } = useTranslation();
  const ctx = useReportContext();
  const prev = ctx ? previousPeriod(ctx.filter.start, ctx.filter.end) : null;
  const rows = useRollups(DIMS, prev?.start ?? '', ctx?.filter.end ?? '');
  const utilisation = useStaffUtilisation(ctx);
  const title = t('routes.reports.booking');
  if (!ctx || rows === undefined || prev === null) {
    return (
      <PageFrame title={title}>
        <SkeletonRow />
      </PageFrame>
    );
  }
  const label = keyLabeller(t, { members: undefined, services: undefined, products: undefined });
  const before = { ...ctx.filter, ...prev };
  const figures = ctx.scope === 'all' ? rows : [];
  const statuses = byKey(figures, 'status', ctx.filter);
  const sources = byKey(figures, 'source', ctx.filter);
  const total = sumOf(figures, 'status', ctx.filter).count;
  const totalBefore = sumOf(figures, 'status', before).count;
  const cancelled = statuses.find((s) => s.key === CANCELLED)?.m.count ?? 0;
  const cancelledBefore = byKey(figures, 'status', before).find((s) => s.key === CANCELLED)?.m.count ?? 0;
  const ofStatus = (key: string) => figures.filter((r) => r.key === key);
  const locale = toAppLocale(i18n.language);
  const days = daysBetween(ctx.filter.start, ctx.filter.end).slice(0, 92);
  const table: ReportTableData = {
    title: t('reports.booking.byStatus'),
    columns: [
      { key: 'label', label: t('reports.booking.what'), kind: 'text' },
      { key: 'count', label: t('reports.columns.appointments'), kind: 'count' },
      { key: 'share', label: t('reports.columns.share'), kind: 'percent' },
    ],
    rows: [
      ...statuses.map(({ key, m }) => ({ label: label('status', key), count: m.count, share: percentOf(m.count, total) })),
      ...sources.map(({ key, m }) => ({ label: label('source', key), count: m.count, share: percentOf(m.count, total) })),
    ],
  };
  return (
    <PageFrame
      title={title}
      actions={<ReportActions table={table} extraTables={utilisation === undefined ? [] : [utilisation.table]} fileName={`booking-${ctx.filter.start}-${ctx.filter.end}`} currency={ctx.currency} />}
    >
      <ReportFilters ctx={ctx} />
      {ctx.scope !== 'all' ? (
        <p className="report-note">{t('reports.booking.needsReporting')}</p>
      ) : total === 0 ? (
        <EmptyState variant="table" title={t('reports.empty')} description={t('reports.emptyBody')} />
      ) : (
        <>
          <div className="report-figures" role="group" aria-label={t('reports.booking.summary')}>
            <FigureCard label={t('reports.columns.appointments')} value={total.toLocaleString()} now={total} before={totalBefore} />
            <FigureCard label={t('reports.booking.cancellationRate')} value={formatPercent(percentOf(cancelled, total))} now={percentOf(cancelled, total)} before={percentOf(cancelledBefore, totalBefore)} />
          </div>
          <BarChart
            label={t('reports.booking.chart')}
            stacked
            series={statuses.map(({ key }, i) => ({
              title: label('status', key),
              color: reportColor(i),
              data: days.map((day) => ({ x: formatDay(day, 'date', { locale }), y: sumOf(ofStatus(key), 'status', { ...ctx.filter, start: day, end: day }).count })),
            }))}
          />
          <DonutChart label={t('reports.booking.bySource')} items={sources.map(({ key, m }, i) => ({ title: label('source', key), value: m.count, color: reportColor(i) }))} />
          <ReportTable table={table} currency={ctx.currency} />
        </>
      )}
      <StaffUtilisation data={utilisation} currency={ctx.currency} />
    </PageFrame>
  );
}
