import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDiscounts, useProducts, useServices } from '@/data/queries/catalogue';
import { useMembers } from '@/data/queries/members';
import { useRollups } from '@/data/queries/reports';
import { formatDay, toAppLocale } from '@/lib/format-date';
import { formatMoney } from '@/lib/money';
import { discountUsage } from '@/lib/reports/discount-report';
import { byKey, grainFor, netSales, previousPeriod, series, sumOf } from '@/lib/reports/aggregate';
import type { ReportColumn, ReportRow, ReportTableData } from '@/lib/reports/report-table';
import type { RollupMeasures } from '@/lib/reports/rollup';
import { SALES_BREAKDOWNS as BREAKDOWNS, salesReportDims, type SalesBreakdown as Breakdown } from '@/lib/reports/sales-view';
import { scopedFigures } from '@/lib/reports/scope';
import { BarChart } from '@/ui/charts/BarChart';
import { PageFrame } from '@/ui/PageFrame';
import { Select } from '@/ui/Select';
import { SkeletonRow } from '@/ui/Skeleton';
import { Tabs } from '@/ui/Tabs';
import { FigureCard } from './FigureCard';
import { reportColor } from './report-colors';
import { keyLabeller } from './report-labels';
import { ReportActions } from './ReportActions';
import { ReportFilters } from './ReportFilters';
import { ReportTable } from './ReportTable';
import { useReportContext } from './useReportContext';
import './reports.css';

const ALL_STAFF = '__all';

/** /reports/sales: gross, discounts, charges, SST, net, tips and refunds, by period, item, category, staff and method; discount usage. */
export default function SalesReportPage() {
  const { t, i18n } = useTranslation();
  const ctx = useReportContext();
  const [by, setBy] = useState<Breakdown>('period');
  const [staffId, setStaffId] = useState<string | null>(null);
  const prev = ctx ? previousPeriod(ctx.filter.start, ctx.filter.end) : null;
  const rows = useRollups(salesReportDims(by, ctx?.scope === 'self' || staffId !== null), prev?.start ?? '', ctx?.filter.end ?? '');
  const members = useMembers();
  const services = useServices();
  const products = useProducts();
  const discounts = useDiscounts();
  const title = t('routes.reports.sales');
  if (!ctx || rows === undefined || prev === null) {
    return (
      <PageFrame title={title}>
        <SkeletonRow />
      </PageFrame>
    );
  }
  const label = keyLabeller(t, { members, services, products, discounts });
  const figures = ctx.scope === 'self' ? scopedFigures(rows, 'self', ctx.userId) : staffId === null ? rows : scopedFigures(rows, 'self', staffId);
  const now = sumOf(figures, 'total', ctx.filter);
  const before = sumOf(figures, 'total', { ...ctx.filter, ...prev });
  const money = (v: number) => formatMoney(v, ctx.currency);
  const locale = toAppLocale(i18n.language);
  const grain = grainFor(ctx.filter.start, ctx.filter.end);
  const buckets = series(figures, ctx.filter, grain);
  const breakdowns = ctx.scope === 'self' || staffId !== null ? (['period'] as const) : BREAKDOWNS;

  const moneyColumns: ReportColumn[] = [
    { key: 'count', label: t('reports.columns.count'), kind: 'count' },
    { key: 'gross', label: t('reports.columns.gross'), kind: 'money' },
    { key: 'discount', label: t('reports.columns.discount'), kind: 'money' },
    { key: 'net', label: t('reports.columns.net'), kind: 'money' },
  ];
  const measuresRow = (m: RollupMeasures): ReportRow => ({ count: m.count, gross: m.gross, discount: m.discount, net: netSales(m) });
  const table: ReportTableData =
    by === 'period'
      ? {
          title: t('reports.sales.byPeriod'),
          columns: [
            { key: 'label', label: t(`reports.grain.${grain}`), kind: 'text' },
            ...moneyColumns,
            { key: 'serviceCharge', label: t('reports.columns.serviceCharge'), kind: 'money' },
            { key: 'tax', label: t('reports.columns.tax'), kind: 'money' },
            { key: 'tip', label: t('reports.columns.tip'), kind: 'money' },
            { key: 'refunds', label: t('reports.columns.refunds'), kind: 'money' },
          ],
          rows: buckets.map((b) => ({ label: b.bucket, ...measuresRow(b.m), serviceCharge: b.m.serviceCharge, tax: b.m.tax, tip: b.m.tip, refunds: b.m.refunds })),
        }
      : by === 'discount'
        ? {
            title: t('reports.sales.by.discount'),
            columns: [
              { key: 'label', label: t('reports.sales.dim.discount'), kind: 'text' },
              { key: 'sales', label: t('reports.columns.sales'), kind: 'count' },
              { key: 'amount', label: t('reports.discounts.given'), kind: 'money' },
            ],
            rows: discountUsage(figures, ctx.filter).map((u) => ({ label: label('discount', u.key), sales: u.sales, amount: u.amount })),
          }
      : by === 'payment'
        ? {
            title: t(`reports.sales.by.${by}`),
            columns: [
              { key: 'label', label: t(`reports.sales.dim.${by}`), kind: 'text' },
              { key: 'count', label: t('reports.columns.payments'), kind: 'count' },
              { key: 'total', label: t('reports.columns.taken'), kind: 'money' },
              { key: 'refunds', label: t('reports.columns.refunds'), kind: 'money' },
            ],
            rows: byKey(figures, 'payment', ctx.filter).map(({ key, m }) => ({ label: label('payment', key), count: m.count, total: m.total, refunds: m.refunds })),
          }
        : {
            title: t(`reports.sales.by.${by}`),
            columns: [
              { key: 'label', label: t(`reports.sales.dim.${by}`), kind: 'text' },
              { key: 'qty', label: t('reports.columns.qty'), kind: 'count' },
              ...moneyColumns.slice(1),
              ...(by === 'staff' ? [{ key: 'refunds', label: t('reports.columns.refunds'), kind: 'money' as const }] : []),
            ],
            rows: byKey(figures, by, ctx.filter)
              .sort((a, b) => b.m.gross - a.m.gross)
              .map(({ key, m }) => ({ label: label(by, key), qty: m.qty, ...measuresRow(m), ...(by === 'staff' ? { net: m.gross - m.discount, refunds: m.refunds } : {}) })),
          };
  const empty = now.count === 0 && now.refunds === 0;

  return (
    <PageFrame title={title} actions={<ReportActions table={table} fileName={`sales-${ctx.filter.start}-${ctx.filter.end}`} currency={ctx.currency} />}>
      <ReportFilters ctx={ctx}>
        {ctx.scope === 'all' && members && members.length > 0 && (
          <Select
            label={t('reports.staff')}
            labelHidden
            value={staffId ?? ALL_STAFF}
            onChange={(v) => setStaffId(v === ALL_STAFF ? null : v)}
            options={[{ value: ALL_STAFF, label: t('reports.allStaff') }, ...members.map((m) => ({ value: m.id, label: label('staff', m.id) }))]}
          />
        )}
      </ReportFilters>
      {ctx.scope === 'self' && <p className="report-note">{t('reports.selfOnly')}</p>}
      <div className="report-figures" aria-label={t('reports.sales.summary')} role="group">
        <FigureCard label={t('reports.columns.net')} value={money(netSales(now))} now={netSales(now)} before={netSales(before)} />
        <FigureCard label={t('reports.columns.gross')} value={money(now.gross)} now={now.gross} before={before.gross} />
        <FigureCard label={t('reports.columns.discount')} value={money(now.discount)} now={now.discount} before={null} />
        <FigureCard label={t('reports.columns.serviceCharge')} value={money(now.serviceCharge)} now={now.serviceCharge} before={null} />
        <FigureCard label={t('reports.columns.tax')} value={money(now.tax)} now={now.tax} before={null} />
        <FigureCard label={t('reports.columns.tip')} value={money(now.tip)} now={now.tip} before={null} />
        <FigureCard label={t('reports.columns.refunds')} value={money(now.refunds)} now={now.refunds} before={null} />
        <FigureCard label={t('reports.columns.sales')} value={now.count.toLocaleString()} now={now.count} before={before.count} />
      </div>
      {!empty && (
        <BarChart
          label={t('reports.sales.chart')}
          formatValue={(v) => money(v)}
          series={[{ title: t('reports.columns.net'), color: reportColor(0), data: buckets.map((b) => ({ x: formatDay(b.bucket, 'date', { locale }), y: netSales(b.m) })) }]}
        />
      )}
      <Tabs
        label={t('reports.sales.breakdown')}
        variant="button"
        selectedKey={by}
        onSelectionChange={(id) => setBy(BREAKDOWNS.find((b) => b === id) ?? 'period')}
        items={breakdowns.map((b) => ({ id: b, label: t(`reports.sales.by.${b}`), content: <ReportTable table={table} currency={ctx.currency} {...(b === 'discount' ? { empty: { title: t('reports.discounts.empty'), description: t('reports.discounts.emptyBody') } } : {})} /> }))}
      />
    </PageFrame>
  );
}
