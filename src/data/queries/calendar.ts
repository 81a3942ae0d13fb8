// Live queries of the appointment calendar, table, summary and attendance screens.
import { useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { AppointmentRow, CustomerRow, MemberRow } from '@/lib/api-types';
import { db } from '@/data/db';
import { useMembers } from '@/data/queries/members';

export interface CalendarRange {
  rows: AppointmentRow[];
  /** Customers of those rows, by id. */
  customers: Map<string, CustomerRow>;
  /** The window read: while a new window is read, the hook still answers the previous one. */
  key: string;
}

async function readRanges(branchId: string | null | undefined, ranges: readonly (readonly [string, string])[], key: string): Promise<CalendarRange> {
  if (!branchId) return { rows: [], customers: new Map(), key };
  const parts = await Promise.all(ranges.map(([from, to]) => db.appointments.where('[branchId+startAt]').between([branchId, from], [branchId, to], true, false).toArray()));
  const rows = parts.flat();
  const ids = [...new Set(rows.flatMap((r) => (r.customerId ? [r.customerId] : [])))];
  const found = await db.customers.bulkGet(ids);
  const customers = new Map<string, CustomerRow>();
  for (const c of found) if (c) customers.set(c.id, c);
  return { rows, customers, key };
}

/** A branch's bookings starting in [startIso, endIso), with their customers; undefined while loading. */
export function useCalendarRange(branchId: string | null | undefined, startIso: string, endIso: string): CalendarRange | undefined {
  return useLiveQuery(() => readRanges(branchId, [[startIso, endIso]], `${branchId ?? ''}|${startIso}|${endIso}`), [branchId, startIso, endIso]);
}

/**
 * The same for several windows at once (the days either side of the one shown), in one live
 * query; `key` names the windows. Disabled (undefined) with no windows.
 */
export function useCalendarRanges(branchId: string | null | undefined, ranges: readonly (readonly [string, string])[]): CalendarRange | undefined {
  const key = `${branchId ?? ''}|${ranges.map((r) => r.join('|')).join('|')}`;
  return useLiveQuery(() => (ranges.length === 0 ? undefined : readRanges(branchId, ranges, key)), [key]);
}

const DAY_MS = 86_400_000;

/**
 * A branch's bookings starting within a day either side of any of `starts` (a series'
 * occurrences, for the clash check of every one); undefined while loading. Nearby days share
 * one index range.
 */
export function useRowsAround(branchId: string | null | undefined, starts: readonly string[]): AppointmentRow[] | undefined {
  const key = starts.join(',');
  return useLiveQuery(async () => {
    if (!branchId) return [];
    const ranges: [number, number][] = [];
    for (const ms of key.split(',').filter(Boolean).map(Date.parse).sort((a, b) => a - b)) {
      const last = ranges[ranges.length - 1];
      if (last && ms - DAY_MS <= last[1]) last[1] = ms + DAY_MS;
      else ranges.push([ms - DAY_MS, ms + DAY_MS]);
    }
    const byId = new Map<string, AppointmentRow>();
    for (const [from, to] of ranges) {
      const rows = await db.appointments.where('[branchId+startAt]').between([branchId, new Date(from).toISOString()], [branchId, new Date(to).toISOString()], true, false).toArray();
      for (const row of rows) byId.set(row.id, row);
    }
    return [...byId.values()];
  }, [branchId, key]);
}

/** The members who serve at a branch, by name; undefined while loading. */
export function useBranchTeam(branchId: string | null | undefined): MemberRow[] | undefined {
  const members = useMembers();
  return useMemo(() => members?.filter((m) => m.branches.some((b) => b.branchId === branchId && b.serviceTeam)), [members, branchId]);
}

export interface CalendarSettings {
  slotIntervalMinutes: number;
  allowDoubleBooking: boolean;
}

const DEFAULT_SETTINGS: CalendarSettings = { slotIntervalMinutes: 15, allowDoubleBooking: false };

/** The branch's slot interval and double-booking allowance (15 minutes, not allowed, until synced). */
export function useCalendarSettings(branchId: string | null | undefined): CalendarSettings {
  const row = useLiveQuery(async () => (branchId ? db.bookingSettings.where('branchId').equals(branchId).first() : undefined), [branchId]);
  return useMemo(
    () => (row ? { slotIntervalMinutes: row.slotIntervalMinutes, allowDoubleBooking: row.allowDoubleBooking } : DEFAULT_SETTINGS),
    [row],
  );
}
