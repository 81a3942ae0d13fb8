import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '@/ui/DateRangePicker';
import { Select } from '@/ui/Select';
import type { ReportContext } from './useReportContext';

const ALL = '__all';

/** The date range (presets of spec §9 and relative ranges) and the branch a report covers. */
export function ReportFilters({ ctx, children, range = true }: { ctx: ReportContext; children?: ReactNode; range?: boolean }) {
  const { t } = useTranslation();
  const options = [...(ctx.canPickAll ? [{ value: ALL, label: t('reports.allBranches') }] : []), ...ctx.branches.map((b) => ({ value: b.branchId, label: b.name }))];
  return (
    <div className="report-filters">
      {range && <DateRangePicker label={t('reports.period')} value={ctx.range} onChange={ctx.setRange} today={ctx.today} />}
      {options.length > 1 && (
        <Select label={t('reports.branch')} labelHidden value={ctx.branchId ?? ALL} options={options} onChange={(v) => ctx.setBranchId(v === ALL ? null : v)} />
      )}
      {children}
    </div>
  );
}
