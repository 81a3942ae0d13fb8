import { useTranslation } from 'react-i18next';
import { useReportCustomers } from '@/data/queries/reports';
import { links } from '@/lib/links';
import { formatMoney } from '@/lib/money';
import { FREQUENCY_BUCKETS, LAPSED_AFTER_DAYS, insights } from '@/lib/reports/customers';
import type { ReportTableData } from '@/lib/reports/report-table';
import { BarChart } from '@/ui/charts/BarChart';
import { LinkButton } from '@/ui/LinkButton';
import { PageFrame } from '@/ui/PageFrame';
import { SkeletonRow } from '@/ui/Skeleton';
import { FigureCard } from './FigureCard';
import { reportColor } from './report-colors';
import { ReportActions } from './ReportActions';
import { ReportTable } from './ReportTable';
import { useReportContext } from './useReportContext';
import './reports.css';

/** /reports/customers/insights: how often customers come, what a visit is worth, who has lapsed. */
export default function CustomerInsightsPage() {
  const { t } = useTranslation();
  const ctx = useReportContext();
  const customers = useReportCustomers();
  const title = t('routes.reports.insights');
  if (!ctx || customers === undefined) {
    return (
      <PageFrame title={title}>
        <SkeletonRow />
      </PageFrame>
    );
  }
  const figures = insights(ctx.scope === 'all' ? customers : [], ctx.today, ctx.timeZone);
  const table: ReportTableData = {
    title: t('reports.insights.frequency'),
    columns: [
      { key: 'bucket', label: t('reports.insights.visits'), kind: 'text' },
      { key: 'customers', label: t('reports.customers.customers'), kind: 'count' },
    ],
    rows: FREQUENCY_BUCKETS.map((b) => ({ bucket: t(`reports.insights.bucket.${b}`), customers: figures.byFrequency[b] })),
  };
  return (
    <PageFrame title={title} actions={<ReportActions table={table} fileName={`customer-insights-${ctx.today}`} currency={ctx.currency} />}>
      {ctx.scope !== 'all' && <p className="report-note">{t('reports.needsReporting')}</p>}
      <div className="report-figures" role="group" aria-label={t('reports.insights.summary')}>
        <FigureCard label={t('reports.insights.visited')} value={figures.visited.toLocaleString()} now={figures.visited} before={null} />
        <FigureCard label={t('reports.insights.averageVisits')} value={figures.averageVisits.toFixed(1)} now={figures.averageVisits} before={null} />
        <FigureCard label={t('reports.insights.averageSpend')} value={formatMoney(figures.averageSpendPerVisit, ctx.currency)} now={figures.averageSpendPerVisit} before={null} />
        <FigureCard label={t('reports.insights.lapsed', { days: LAPSED_AFTER_DAYS })} value={figures.lapsed.toLocaleString()} now={figures.lapsed} before={null} />
      </div>
      <LinkButton href={links.customers()} variant="secondary" icon="users">
        {t('reports.insights.toCustomers')}
      </LinkButton>
      <BarChart
        label={t('reports.insights.frequency')}
        series={[{ title: t('reports.customers.customers'), color: reportColor(0), data: FREQUENCY_BUCKETS.map((b) => ({ x: t(`reports.insights.bucket.${b}`), y: figures.byFrequency[b] })) }]}
      />
      <ReportTable table={table} currency={ctx.currency} />
    </PageFrame>
  );
}
