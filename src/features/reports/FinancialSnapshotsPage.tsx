import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOwedLedgers, useReportCustomers } from '@/data/queries/reports';
import { formatMoney } from '@/lib/money';
import { customerDisplayName } from '@/lib/privacy/erased';
import { creditOwedAt } from '@/lib/reports/customers';
import type { ReportTableData } from '@/lib/reports/report-table';
import { DatePicker } from '@/ui/DatePicker';
import { PageFrame } from '@/ui/PageFrame';
import { SkeletonRow } from '@/ui/Skeleton';
import { FigureCard } from './FigureCard';
import { ReportActions } from './ReportActions';
import { ReportTable } from './ReportTable';
import { useReportContext } from './useReportContext';
import './reports.css';

/** /reports/customers/financialSnapshots: the customer credit the business owes at a date, and vouchers outstanding now. */
export default function FinancialSnapshotsPage() {
  const { t } = useTranslation();
  const ctx = useReportContext();
  const ledgers = useOwedLedgers();
  const customers = useReportCustomers();
  const [day, setDay] = useState<string | null>(null);
  const title = t('routes.reports.financialSnapshots');
  if (!ctx || ledgers === undefined || customers === undefined) {
    return (
      <PageFrame title={title}>
        <SkeletonRow />
      </PageFrame>
    );
  }
  const at = day ?? ctx.today;
  const allowed = ctx.scope === 'all';
  const owed = allowed ? creditOwedAt(ledgers.movements, at, ctx.timeZone) : new Map<string, number>();
  const names = new Map(customers.map((c) => [c.id, customerDisplayName(c, t)]));
  const credit = [...owed.values()].reduce((a, b) => a + b, 0);
  const vouchers = allowed ? ledgers.vouchers.reduce((a, v) => a + Math.max(0, v.balance), 0) : 0;
  const table: ReportTableData = {
    title: t('reports.snapshots.creditByCustomer'),
    columns: [
      { key: 'name', label: t('reports.customers.customer'), kind: 'text' },
      { key: 'credit', label: t('reports.snapshots.credit'), kind: 'money' },
    ],
    rows: [...owed.entries()].map(([id, balance]) => ({ name: names.get(id) ?? t('reports.snapshots.unknownCustomer'), credit: balance })).sort((a, b) => b.credit - a.credit),
  };
  return (
    <PageFrame title={title} actions={<ReportActions table={table} fileName={`financial-snapshot-${at}`} currency={ctx.currency} />}>
      <div className="report-filters">
        <DatePicker label={t('reports.snapshots.at')} value={at} maxValue={ctx.today} onChange={setDay} />
      </div>
      {!allowed && <p className="report-note">{t('reports.needsReporting')}</p>}
      <div className="report-figures" role="group" aria-label={t('reports.snapshots.summary')}>
        <FigureCard label={t('reports.snapshots.credit')} value={formatMoney(credit, ctx.currency)} now={credit} before={null} />
        <FigureCard label={t('reports.snapshots.customersWithCredit')} value={owed.size.toLocaleString()} now={owed.size} before={null} />
        <FigureCard label={t('reports.snapshots.vouchersNow')} value={formatMoney(vouchers, ctx.currency)} now={vouchers} before={null} />
      </div>
      <ReportTable table={table} currency={ctx.currency} />
    </PageFrame>
  );
}
