import { useTranslation } from 'react-i18next';
import { usePackages } from '@/data/queries/catalogue';
import { useRollups } from '@/data/queries/reports';
import { usePackageLedger } from '@/data/queries/packages';
import { links } from '@/lib/links';
import { formatMoney } from '@/lib/money';
import { packageFigures, packageTotals } from '@/lib/reports/packages';
import { packageSessionFigures } from '@/lib/reports/package-sessions';
import type { ReportTableData } from '@/lib/reports/report-table';
import { BarChart } from '@/ui/charts/BarChart';
import { PageFrame } from '@/ui/PageFrame';
import { SkeletonRow } from '@/ui/Skeleton';
import { FigureCard } from './FigureCard';
import { reportColor } from './report-colors';
import { ReportActions } from './ReportActions';
import { ReportFilters } from './ReportFilters';
import { ReportTable } from './ReportTable';
import { useReportContext } from './useReportContext';
import './reports.css';

const ITEMS = ['item'] as const;

/** /reports/packages: each package's sales in the period (count, revenue, sessions); a row opens its details. */
export default function PackagesReportPage() {
  const { t } = useTranslation();
  const ctx = useReportContext();
  const rollups = useRollups(ITEMS, ctx?.filter.start ?? '', ctx?.filter.end ?? '');
  const packages = usePackages();
  const ledger = usePackageLedger();
  const title = t('routes.reports.packages');
  if (!ctx || rollups === undefined || packages === undefined || ledger === undefined) {
    return (
      <PageFrame title={title}>
        <SkeletonRow />
      </PageFrame>
    );
  }
  const figures = ctx.scope === 'all' ? rollups : [];
  const rows = packageFigures(figures, packages, ctx.filter);
  const totals = packageTotals(rows);
  const sessions = ctx.scope === 'all' ? packageSessionFigures(ledger.holdings, ledger.redemptions, ctx.filter, ctx.timeZone, ctx.today) : new Map<string, { redeemed: number; left: number; holders: number }>();
  const redeemed = rows.reduce((n, r) => n + (sessions.get(r.packageId)?.redeemed ?? 0), 0);
  const left = rows.reduce((n, r) => n + (sessions.get(r.packageId)?.left ?? 0), 0);
  const money = (v: number) => formatMoney(v, ctx.currency);
  const table: ReportTableData = {
    title: t('reports.packages.byPackage'),
    columns: [
      { key: 'label', label: t('reports.packages.package'), kind: 'text' },
      { key: 'sold', label: t('reports.packages.sold'), kind: 'count' },
      { key: 'revenue', label: t('reports.packages.revenue'), kind: 'money' },
      { key: 'sessions', label: t('reports.packages.sessions'), kind: 'count' },
      { key: 'redeemed', label: t('reports.packages.redeemed'), kind: 'count' },
      { key: 'left', label: t('reports.packages.left'), kind: 'count' },
    ],
    rows: rows.map((r) => ({
      id: r.packageId, label: r.name, sold: r.sold, revenue: r.revenue, sessions: r.sessions,
      redeemed: sessions.get(r.packageId)?.redeemed ?? 0, left: sessions.get(r.packageId)?.left ?? 0,
    })),
    totals: { label: t('reports.total'), ...totals, redeemed, left },
  };
  const sold = rows.filter((r) => r.sold > 0);

  return (
    <PageFrame title={title} actions={<ReportActions table={table} fileName={`packages-${ctx.filter.start}-${ctx.filter.end}`} currency={ctx.currency} />}>
      <ReportFilters ctx={ctx} />
      {ctx.scope !== 'all' && <p className="report-note">{t('reports.needsReporting')}</p>}
      <div className="report-figures" aria-label={t('reports.packages.summary')} role="group">
        <FigureCard label={t('reports.packages.sold')} value={totals.sold.toLocaleString()} now={totals.sold} before={null} />
        <FigureCard label={t('reports.packages.revenue')} value={money(totals.revenue)} now={totals.revenue} before={null} />
        <FigureCard label={t('reports.packages.sessions')} value={totals.sessions.toLocaleString()} now={totals.sessions} before={null} />
        <FigureCard label={t('reports.packages.redeemed')} value={redeemed.toLocaleString()} now={redeemed} before={null} />
        <FigureCard label={t('reports.packages.left')} value={left.toLocaleString()} now={left} before={null} />
      </div>
      {sold.length > 0 && (
        <BarChart
          label={t('reports.packages.chart')}
          formatValue={(v) => money(v)}
          series={[{ title: t('reports.packages.revenue'), color: reportColor(0), data: sold.map((r) => ({ x: r.name, y: r.revenue })) }]}
        />
      )}
      <p className="report-note">{t('reports.packages.sessionsNote')}</p>
      <ReportTable table={table} currency={ctx.currency} drill={(row) => ({ href: links.reportsPackageDetails(String(row.id)) })} />
    </PageFrame>
  );
}
