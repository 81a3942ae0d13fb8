import { useTranslation } from 'react-i18next';
import { usePackage } from '@/data/queries/catalogue';
import { useBranchZones, useCustomerNames, useRollups, useSalesAround } from '@/data/queries/reports';
import { usePackageLedger } from '@/data/queries/packages';
import { formatDay, toAppLocale } from '@/lib/format-date';
import { localDayOf } from '@/lib/reports/local-day';
import { links } from '@/lib/links';
import { formatMoney } from '@/lib/money';
import { packageFigures, packageSales } from '@/lib/reports/packages';
import { packageHolders, packageSessionFigures } from '@/lib/reports/package-sessions';
import type { ReportTableData } from '@/lib/reports/report-table';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { PageFrame } from '@/ui/PageFrame';
import { Link, useRouteParams } from '@/ui/routing';
import { SkeletonRow } from '@/ui/Skeleton';
import { FigureCard } from './FigureCard';
import { ReportActions } from './ReportActions';
import { ReportFilters } from './ReportFilters';
import { ReportTable } from './ReportTable';
import { useReportContext } from './useReportContext';
import './reports.css';

const ITEMS = ['item'] as const;

/** /reports/packages/details/:packageId: one package's figures in the period and each sale of it. */
export default function PackageDetailsReportPage() {
  const { t, i18n } = useTranslation();
  const packageId = useRouteParams<{ packageId: string }>().packageId ?? '';
  const ctx = useReportContext();
  const pkg = usePackage(packageId);
  const rollups = useRollups(ITEMS, ctx?.filter.start ?? '', ctx?.filter.end ?? '');
  const sales = useSalesAround(ctx?.filter.start ?? '', ctx?.filter.end ?? '');
  const zoneOf = useBranchZones();
  const lines = ctx && sales && zoneOf ? packageSales(packageId, ctx.scope === 'all' ? sales : [], ctx.filter, zoneOf) : [];
  const ledger = usePackageLedger();
  const holders = ctx && ledger && ctx.scope === 'all' ? packageHolders(packageId, ledger.holdings, ledger.redemptions, ctx.today) : [];
  const names = useCustomerNames([...lines.flatMap((l) => (l.customerId === null ? [] : [l.customerId])), ...holders.map((h) => h.customerId)], t('privacy.erasedCustomer'));
  const fallback = t('routes.reports.packages');
  if (pkg === null) {
    return (
      <PageFrame title={fallback}>
        <EmptyState title={t('reports.packages.missing')} description={t('reports.packages.missingBody')} action={<LinkButton href={links.reportsPackages()}>{t('routes.reports.packages')}</LinkButton>} />
      </PageFrame>
    );
  }
  if (!ctx || pkg === undefined || rollups === undefined || sales === undefined || zoneOf === undefined || ledger === undefined) {
    return (
      <PageFrame title={fallback}>
        <SkeletonRow />
      </PageFrame>
    );
  }
  const figures = packageFigures(ctx.scope === 'all' ? rollups : [], [{ ...pkg, active: true }], ctx.filter)[0] ?? { sold: 0, revenue: 0, sessions: 0 };
  const sessions = (ctx.scope === 'all' ? packageSessionFigures(ledger.holdings, ledger.redemptions, ctx.filter, ctx.timeZone, ctx.today).get(packageId) : undefined) ?? { redeemed: 0, left: 0, holders: 0 };
  const money = (v: number) => formatMoney(v, ctx.currency);
  const locale = toAppLocale(i18n.language);
  const customerName = (id: string) => names?.get(id) ?? t('reports.snapshots.unknownCustomer');
  const branchName = new Map(ctx.branches.map((b) => [b.branchId, b.name]));
  const table: ReportTableData = {
    title: t('reports.packages.salesOf', { name: pkg.name }),
    columns: [
      { key: 'day', label: t('reports.grain.day'), kind: 'text' },
      { key: 'customer', label: t('reports.customers.customer'), kind: 'text' },
      { key: 'branch', label: t('reports.branch'), kind: 'text' },
      { key: 'receipt', label: t('reports.commission.receipt'), kind: 'text' },
      { key: 'qty', label: t('reports.columns.qty'), kind: 'count' },
      { key: 'price', label: t('reports.packages.price'), kind: 'money' },
    ],
    rows: lines.map((l) => ({
      day: formatDay(l.day, 'date', { locale }),
      customer: l.customerId === null ? t('reports.packages.walkIn') : customerName(l.customerId),
      branch: branchName.get(l.branchId) ?? '',
      receipt: l.receiptNumber,
      qty: l.quantity,
      price: l.price,
    })),
  };
  const holderTable: ReportTableData = {
    title: t('reports.packages.holders', { name: pkg.name }),
    columns: [
      { key: 'customer', label: t('reports.customers.customer'), kind: 'text' },
      { key: 'bought', label: t('reports.packages.boughtOn'), kind: 'text' },
      { key: 'expires', label: t('reports.packages.expiresOn'), kind: 'text' },
      { key: 'status', label: t('reports.packages.status'), kind: 'text' },
      { key: 'used', label: t('reports.packages.redeemed'), kind: 'count' },
      { key: 'left', label: t('reports.packages.left'), kind: 'count' },
    ],
    rows: holders.map((h) => ({
      id: h.customerId,
      customer: customerName(h.customerId),
      bought: formatDay(localDayOf(h.soldAt, ctx.timeZone), 'date', { locale }),
      expires: h.expiresOn === null ? t('packages.record.neverExpires') : formatDay(h.expiresOn, 'date', { locale }),
      status: t(`packages.status.${h.status}`),
      used: h.used,
      left: h.left,
    })),
  };

  return (
    <PageFrame
      title={pkg.name}
      actions={<ReportActions table={table} fileName={`package-${ctx.filter.start}-${ctx.filter.end}`} currency={ctx.currency} />}
    >
      <p className="report-note">
        <Link href={links.reportsPackages()}>{t('reports.packages.back')}</Link>
      </p>
      <ReportFilters ctx={ctx} />
      {ctx.scope !== 'all' && <p className="report-note">{t('reports.needsReporting')}</p>}
      <div className="report-figures" aria-label={t('reports.packages.summary')} role="group">
        <FigureCard label={t('reports.packages.sold')} value={figures.sold.toLocaleString()} now={figures.sold} before={null} />
        <FigureCard label={t('reports.packages.revenue')} value={money(figures.revenue)} now={figures.revenue} before={null} />
        <FigureCard label={t('reports.packages.sessions')} value={figures.sessions.toLocaleString()} now={figures.sessions} before={null} />
        <FigureCard label={t('reports.packages.redeemed')} value={sessions.redeemed.toLocaleString()} now={sessions.redeemed} before={null} />
        <FigureCard label={t('reports.packages.left')} value={sessions.left.toLocaleString()} now={sessions.left} before={null} />
      </div>
      <p className="report-note">
        {t('reports.packages.contents', { items: pkg.items.map((i) => t('reports.packages.item', { name: i.name, count: i.sessions })).join(', ') })}
      </p>
      <ReportTable table={table} currency={ctx.currency} />
      <ReportTable table={holderTable} currency={ctx.currency} drill={(row) => ({ href: links.customerDetails(String(row.id)) })} />
    </PageFrame>
  );
}
