import { useMemo, useState } from 'react';
import { useAccess, useCurrentBranch, useLiveSession } from '@/data/queries/access';
import { makePresetRange, type DateRangeValue } from '@/lib/date-range';
import { DEFAULT_CURRENCY } from '@/lib/money';
import type { ReportFilter } from '@/lib/reports/aggregate';
import { localDayOf } from '@/lib/reports/local-day';
import { reportScope, type ReportScope } from '@/lib/reports/scope';
import type { SessionBranch } from '@/lib/api-types';

export interface ReportContext {
  timeZone: string;
  currency: string;
  today: string;
  userId: string;
  scope: ReportScope;
  /** Org admins may pick every branch at once (branchId null). */
  canPickAll: boolean;
  branches: SessionBranch[];
  range: DateRangeValue;
  setRange: (range: DateRangeValue) => void;
  branchId: string | null;
  setBranchId: (id: string | null) => void;
  filter: ReportFilter;
}

/** What every report shares: the signed-in user's scope, the date range and the branch filter. */
export function useReportContext(defaultPreset: 'today' | 'this_month' = 'this_month'): ReportContext | undefined {
  const session = useLiveSession();
  const view = useAccess();
  const current = useCurrentBranch();
  const timeZone = session?.business.timeZone || 'Asia/Kuala_Lumpur';
  const today = localDayOf(new Date().toISOString(), timeZone);
  const [range, setRange] = useState<DateRangeValue>(() => makePresetRange(defaultPreset, today));
  const [picked, setBranchId] = useState<string | null | undefined>(undefined);
  return useMemo(() => {
    if (!session || !view || !current) return undefined;
    const canPickAll = view.access.isOrgAdmin;
    const branchId = picked !== undefined ? picked : canPickAll ? null : (current.branch?.branchId ?? null);
    return {
      timeZone,
      currency: session.business.currency || DEFAULT_CURRENCY,
      today,
      userId: session.user.userId,
      scope: reportScope(view.access),
      canPickAll,
      branches: canPickAll ? session.branches : current.allowed,
      range,
      setRange,
      branchId,
      setBranchId,
      filter: { start: range.start, end: range.end, branchId },
    };
  }, [session, view, current, timeZone, today, range, picked]);
}
