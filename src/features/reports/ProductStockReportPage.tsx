import { useTranslation } from 'react-i18next';
import { useProducts } from '@/data/queries/catalogue';
import { formatMoney } from '@/lib/money';
import type { ReportTableData } from '@/lib/reports/report-table';
import { stockLines, valueByCategory } from '@/lib/reports/stock';
import { BarChart } from '@/ui/charts/BarChart';
import { EmptyState } from '@/ui/EmptyState';
import { PageFrame } from '@/ui/PageFrame';
import { SkeletonRow } from '@/ui/Skeleton';
import { FigureCard } from './FigureCard';
import { reportColor } from './report-colors';
import { ReportActions } from './ReportActions';
import { ReportFilters } from './ReportFilters';
import { ReportTable } from './ReportTable';
import { useReportContext } from './useReportContext';
import './reports.css';

/** /reports/products/stock: on hand per branch, its value at cost, and what is running low. */
export default function ProductStockReportPage() {
  const { t } = useTranslation();
  const ctx = useReportContext();
  const products = useProducts();
  const title = t('routes.reports.stock');
  if (!ctx || products === undefined) {
    return (
      <PageFrame title={title}>
        <SkeletonRow />
      </PageFrame>
    );
  }
  const lines = stockLines(products, ctx.branchId);
  const money = (v: number) => formatMoney(v, ctx.currency);
  const value = lines.reduce((a, l) => a + l.value, 0);
  const units = lines.reduce((a, l) => a + Math.max(0, l.onHand), 0);
  const low = lines.filter((l) => l.low).length;
  const table: ReportTableData = {
    title,
    columns: [
      { key: 'name', label: t('reports.stock.product'), kind: 'text' },
      { key: 'category', label: t('reports.stock.category'), kind: 'text' },
      { key: 'onHand', label: t('reports.stock.onHand'), kind: 'count' },
      { key: 'value', label: t('reports.stock.value'), kind: 'money' },
      { key: 'low', label: t('reports.stock.status'), kind: 'text' },
    ],
    rows: lines.map((l) => ({ name: l.name, category: l.category || '—', onHand: l.onHand, value: l.value, low: l.low ? t('reports.stock.low') : t('reports.stock.ok') })),
  };
  return (
    <PageFrame title={title} actions={<ReportActions table={table} fileName={`stock-${ctx.today}`} currency={ctx.currency} />}>
      <ReportFilters ctx={ctx} range={false} />
      <p className="report-note">{t('reports.stock.asOfNow')}</p>
      {lines.length === 0 ? (
        <EmptyState variant="table" title={t('reports.stock.none')} />
      ) : (
        <>
          <div className="report-figures" role="group" aria-label={t('reports.stock.summary')}>
            <FigureCard label={t('reports.stock.value')} value={money(value)} now={value} before={null} />
            <FigureCard label={t('reports.stock.units')} value={units.toLocaleString()} now={units} before={null} />
            <FigureCard label={t('reports.stock.lowCount')} value={low.toLocaleString()} now={low} before={null} />
          </div>
          <BarChart
            label={t('reports.stock.chart')}
            formatValue={money}
            series={[{ title: t('reports.stock.value'), color: reportColor(1), data: valueByCategory(lines).map((c) => ({ x: c.category || '—', y: c.value })) }]}
          />
          <ReportTable table={table} currency={ctx.currency} />
        </>
      )}
    </PageFrame>
  );
}
