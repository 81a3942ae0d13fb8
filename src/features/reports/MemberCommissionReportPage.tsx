import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMembers } from '@/data/queries/members';
import { useCommissionInputs } from '@/data/queries/commission-ledger';
import { useBranchZones, useRollups, useSalesAround } from '@/data/queries/reports';
import { formatDay, toAppLocale } from '@/lib/format-date';
import { formatMoney } from '@/lib/money';
import { commissionEvents, commissionNet, commissionTotals, memberCommissions, memberSaleLines, type MemberCommission } from '@/lib/reports/commission';
import type { ReportTableData } from '@/lib/reports/report-table';
import { scopedFigures } from '@/lib/reports/scope';
import { BarChart } from '@/ui/charts/BarChart';
import { PageFrame } from '@/ui/PageFrame';
import { SkeletonRow } from '@/ui/Skeleton';
import { FigureCard } from './FigureCard';
import { reportColor } from './report-colors';
import { keyLabeller } from './report-labels';
import { ReportActions } from './ReportActions';
import { ReportFilters } from './ReportFilters';
import { ReportTable } from './ReportTable';
import { useReportContext } from './useReportContext';
import './reports.css';

const STAFF = ['staff'] as const;
const CHART_MEMBERS = 10;

/**
 * /reports/memberCommission: per team member, the lines they sold, their net, and the commission
 * earned less what refunds reversed; a member's row opens their sale lines. Only users who may see
 * commission values reach it (route rule `memberCommission`; the feed sends values only to them).
 */
export default function MemberCommissionReportPage() {
  const { t, i18n } = useTranslation();
  const ctx = useReportContext();
  const [memberId, setMemberId] = useState<string | null>(null);
  const rollups = useRollups(STAFF, ctx?.filter.start ?? '', ctx?.filter.end ?? '');
  const inputs = useCommissionInputs(ctx?.filter.start ?? '', ctx?.filter.end ?? '');
  const zoneOf = useBranchZones();
  const sales = useSalesAround(ctx?.filter.start ?? '', ctx?.filter.end ?? '', memberId !== null);
  const members = useMembers();
  const title = t('routes.reports.memberCommission');
  if (!ctx || rollups === undefined || inputs === undefined || zoneOf === undefined) {
    return (
      <PageFrame title={title}>
        <SkeletonRow />
      </PageFrame>
    );
  }
  const label = keyLabeller(t, { members, services: [], products: [] });
  const own = (m: { memberId: string }) => ctx.scope !== 'self' || m.memberId === ctx.userId;
  const staff = ctx.scope === 'self' ? scopedFigures(rollups, 'self', ctx.userId) : rollups;
  const events = commissionEvents(inputs.facts, inputs.sales, zoneOf).filter(own);
  const rows = memberCommissions(staff, events, ctx.filter);
  const totals = commissionTotals(rows);
  const money = (v: number) => formatMoney(v, ctx.currency);
  const locale = toAppLocale(i18n.language);
  const branchName = new Map(ctx.branches.map((b) => [b.branchId, b.name]));
  const chosen = rows.find((r) => r.memberId === memberId) ?? null;

  const table: ReportTableData = {
    title: t('reports.commission.byMember'),
    columns: [
      { key: 'label', label: t('reports.staff'), kind: 'text' },
      { key: 'lines', label: t('reports.commission.lines'), kind: 'count' },
      { key: 'sales', label: t('reports.columns.net'), kind: 'money' },
      { key: 'refunds', label: t('reports.columns.refunds'), kind: 'money' },
      { key: 'earned', label: t('reports.commission.earned'), kind: 'money' },
      { key: 'reversed', label: t('reports.commission.reversed'), kind: 'money' },
      { key: 'net', label: t('reports.commission.net'), kind: 'money' },
    ],
    rows: rows.map((r: MemberCommission) => ({ id: r.memberId, label: label('staff', r.memberId), lines: r.lines, sales: r.sales, refunds: r.refunds, earned: r.earned, reversed: r.reversed, net: commissionNet(r) })),
    totals: { label: t('reports.total'), ...totals, net: commissionNet(totals) },
  };
  const lines = chosen === null || sales === undefined ? [] : memberSaleLines(chosen.memberId, sales, inputs.facts, ctx.filter, zoneOf);
  const detail: ReportTableData | null =
    chosen === null
      ? null
      : {
          title: t('reports.commission.linesOf', { name: label('staff', chosen.memberId) }),
          columns: [
            { key: 'day', label: t('reports.grain.day'), kind: 'text' },
            { key: 'receipt', label: t('reports.commission.receipt'), kind: 'text' },
            { key: 'item', label: t('reports.sales.dim.item'), kind: 'text' },
            { key: 'branch', label: t('reports.branch'), kind: 'text' },
            { key: 'qty', label: t('reports.columns.qty'), kind: 'count' },
            { key: 'net', label: t('reports.columns.net'), kind: 'money' },
            { key: 'commission', label: t('reports.commission.earned'), kind: 'money' },
          ],
          rows: lines.map((l) => ({
            day: formatDay(l.day, 'date', { locale }),
            receipt: l.receiptNumber,
            item: l.name,
            branch: branchName.get(l.branchId) ?? '',
            qty: l.quantity,
            net: l.net,
            ...(l.commission === null ? { commission: t('reports.commission.none') } : { commission: l.commission }),
          })),
        };
  const charted = rows.filter((r) => r.earned > 0).slice(0, CHART_MEMBERS);
  const fileName = `member-commission-${ctx.filter.start}-${ctx.filter.end}`;

  return (
    <PageFrame title={title} actions={<ReportActions table={table} fileName={fileName} currency={ctx.currency} />}>
      <ReportFilters ctx={ctx} />
      {ctx.scope === 'self' && <p className="report-note">{t('reports.selfOnly')}</p>}
      <div className="report-figures" aria-label={t('reports.commission.summary')} role="group">
        <FigureCard label={t('reports.commission.net')} value={money(commissionNet(totals))} now={commissionNet(totals)} before={null} />
        <FigureCard label={t('reports.commission.earned')} value={money(totals.earned)} now={totals.earned} before={null} />
        <FigureCard label={t('reports.commission.reversed')} value={money(totals.reversed)} now={totals.reversed} before={null} />
        <FigureCard label={t('reports.columns.net')} value={money(totals.sales)} now={totals.sales} before={null} />
      </div>
      {charted.length > 0 && (
        <BarChart
          label={t('reports.commission.chart')}
          formatValue={(v) => money(v)}
          series={[{ title: t('reports.commission.net'), color: reportColor(0), data: charted.map((r) => ({ x: label('staff', r.memberId), y: commissionNet(r) })) }]}
        />
      )}
      <ReportTable
        table={table}
        currency={ctx.currency}
        drill={(row) => {
          const id = String(row.id);
          return { pressed: id === memberId, onPress: () => setMemberId(id === memberId ? null : id) };
        }}
      />
      {detail !== null && (
        <section aria-labelledby="commission-detail">
          <h2 id="commission-detail" className="report-detail-title">
            {detail.title}
          </h2>
          {sales === undefined ? <SkeletonRow /> : <ReportTable table={detail} currency={ctx.currency} />}
        </section>
      )}
    </PageFrame>
  );
}
