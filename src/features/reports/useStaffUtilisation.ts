import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMembers } from '@/data/queries/members';
import { useBookingsIn, useBranchZones } from '@/data/queries/reports';
import { percentOf } from '@/lib/percent';
import { daysBetween } from '@/lib/reports/local-day';
import type { ReportTableData } from '@/lib/reports/report-table';
import { branchWindows, hoursOf, staffUtilisation } from '@/lib/reports/utilisation';
import type { ChartPoint } from '@/ui/charts/register';
import { keyLabeller } from './report-labels';
import type { ReportContext } from './useReportContext';

/** The branches a report covers: the one picked, or every branch the user may pick. */
const branchIdsOf = (ctx: ReportContext): string[] => (ctx.branchId === null ? ctx.branches.map((b) => b.branchId) : [ctx.branchId]);

export interface StaffUtilisationData {
  table: ReportTableData;
  /** Each member's utilisation in percent, for the chart. */
  bars: ChartPoint[];
}

/**
 * The staff utilisation table (booked over working hours per member) of the report's period and
 * branch, each branch's days in its own time zone; undefined while loading.
 */
export function useStaffUtilisation(ctx: ReportContext | undefined): StaffUtilisationData | undefined {
  const { t } = useTranslation();
  const zoneOf = useBranchZones();
  const members = useMembers();
  const windows = ctx === undefined || zoneOf === undefined ? [] : branchWindows(branchIdsOf(ctx), ctx.filter.start, ctx.filter.end, zoneOf);
  const rows = useBookingsIn(windows);
  return useMemo(() => {
    if (ctx === undefined || zoneOf === undefined || members === undefined || rows === undefined) return undefined;
    const label = keyLabeller(t, { members, services: [], products: [] });
    const days = daysBetween(ctx.filter.start, ctx.filter.end);
    const list = staffUtilisation({ rows, members, branchIds: branchIdsOf(ctx), days, scope: ctx.scope, userId: ctx.userId });
    const named = list.map((u) => ({ name: label('staff', u.memberId), u, rate: percentOf(u.bookedMinutes, u.workingMinutes) }));
    const table: ReportTableData = {
      title: t('reports.utilisation.title'),
      columns: [
        { key: 'label', label: t('reports.staff'), kind: 'text' },
        { key: 'booked', label: t('reports.utilisation.booked'), kind: 'hours' },
        { key: 'working', label: t('reports.utilisation.working'), kind: 'hours' },
        { key: 'rate', label: t('reports.utilisation.rate'), kind: 'percent' },
      ],
      rows: named.map(({ name, u, rate }) => ({ label: name, booked: hoursOf(u.bookedMinutes), working: hoursOf(u.workingMinutes), rate })),
    };
    return { table, bars: named.map(({ name, rate }) => ({ x: name, y: rate })) };
  }, [t, ctx, zoneOf, members, rows]);
}
