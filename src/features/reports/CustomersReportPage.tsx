import { useTranslation } from 'react-i18next';
import { useReportCustomers } from '@/data/queries/reports';
import { cohorts, newVersusReturning, topCustomers } from '@/lib/reports/customers';
import { percentOf } from '@/lib/percent';
import { customerDisplayName } from '@/lib/privacy/erased';
import type { ReportTableData } from '@/lib/reports/report-table';
import { DonutChart } from '@/ui/charts/DonutChart';
import { PageFrame } from '@/ui/PageFrame';
import { SkeletonRow } from '@/ui/Skeleton';
import { FigureCard } from './FigureCard';
import { reportColor } from './report-colors';
import { ReportActions } from './ReportActions';
import { ReportFilters } from './ReportFilters';
import { ReportTable } from './ReportTable';
import { useReportContext } from './useReportContext';
import './reports.css';

const TOP = 20;

/** /reports/customers: new versus returning in the period, retention by first-visit month, top customers. */
export default function CustomersReportPage() {
  const { t } = useTranslation();
  const ctx = useReportContext();
  const customers = useReportCustomers();
  const title = t('routes.reports.customers');
  if (!ctx || customers === undefined) {
    return (
      <PageFrame title={title}>
        <SkeletonRow />
      </PageFrame>
    );
  }
  const mine = ctx.scope === 'all' ? customers : [];
  const split = newVersusReturning(mine, ctx.filter.start, ctx.filter.end, ctx.timeZone);
  const retention: ReportTableData = {
    title: t('reports.customers.retention'),
    columns: [
      { key: 'month', label: t('reports.customers.firstVisitMonth'), kind: 'text' },
      { key: 'customers', label: t('reports.customers.customers'), kind: 'count' },
      { key: 'returned', label: t('reports.customers.returned'), kind: 'percent' },
      { key: 'active', label: t('reports.customers.active'), kind: 'percent' },
    ],
    rows: cohorts(mine, ctx.today, ctx.timeZone).map((c) => ({ month: c.month, customers: c.customers, returned: percentOf(c.returned, c.customers), active: percentOf(c.active, c.customers) })),
  };
  const top: ReportTableData = {
    title: t('reports.customers.top'),
    columns: [
      { key: 'name', label: t('reports.customers.customer'), kind: 'text' },
      { key: 'visits', label: t('reports.customers.visits'), kind: 'count' },
      { key: 'spent', label: t('reports.customers.spent'), kind: 'money' },
    ],
    rows: topCustomers(mine, TOP).map((c) => ({ name: customerDisplayName(c, t), visits: c.visitsCount, spent: c.totalSpent })),
  };
  return (
    <PageFrame title={title} actions={<ReportActions table={retention} fileName={`customers-${ctx.today}`} currency={ctx.currency} />}>
      <ReportFilters ctx={ctx} />
      {ctx.scope !== 'all' && <p className="report-note">{t('reports.needsReporting')}</p>}
      <div className="report-figures" role="group" aria-label={t('reports.customers.summary')}>
        <FigureCard label={t('reports.customers.new')} value={split.new.toLocaleString()} now={split.new} before={null} />
        <FigureCard label={t('reports.customers.returning')} value={split.returning.toLocaleString()} now={split.returning} before={null} />
      </div>
      {split.new + split.returning > 0 && (
        <DonutChart
          label={t('reports.customers.split')}
          items={[
            { title: t('reports.customers.new'), value: split.new, color: reportColor(0) },
            { title: t('reports.customers.returning'), value: split.returning, color: reportColor(1) },
          ]}
        />
      )}
      <h2 className="report-heading">{retention.title}</h2>
      <ReportTable table={retention} currency={ctx.currency} />
      <h2 className="report-heading">{top.title}</h2>
      <ReportTable table={top} currency={ctx.currency} />
    </PageFrame>
  );
}
