// Live queries of the appointment calendar, table, summary and attendance screens.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { liveQuery } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { AppointmentRow, CustomerRow, MemberRow } from '@/lib/api-types';
import { reconcileRows, WindowCache } from '@/lib/appointments/row-cache';
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

/** A calendar window's rows and their customers, as the day cache keeps them. */
export interface DayRows {
  rows: readonly AppointmentRow[];
  customers: ReadonlyMap<string, CustomerRow>;
}

type DayAnswer = DayRows | { error: unknown };

function sameCustomers(a: ReadonlyMap<string, CustomerRow>, b: ReadonlyMap<string, CustomerRow>): boolean {
  if (a.size !== b.size) return false;
  for (const [id, c] of a) if (b.get(id) !== c) return false;
  return true;
}

/**
 * The calendar's day cache: one live query per day window (`branchId|from|to`), kept while the
 * day is shown or fetched ahead and for a few days after; a re-read keeps the row objects that did
 * not change, so "next day" draws from rows in memory and a write redraws only its own blocks
 * (calendar_day_switch_ms, calendar_drag_to_dom_ms).
 */
const dayCache = new WindowCache<DayAnswer>((key, set) => {
  const [branchId = '', from = '', to = ''] = key.split('|');
  let last: DayRows | undefined;
  const subscription = liveQuery(() => readRanges(branchId, [[from, to]], key)).subscribe({
    next: (read) => {
      const rows = reconcileRows(last?.rows, read.rows);
      const customers = last && sameCustomers(last.customers, read.customers) ? last.customers : read.customers;
      if (last && rows === last.rows && customers === last.customers) return;
      last = { rows, customers };
      set(last);
    },
    error: (error: unknown) => set({ error }),
  });
  return () => subscription.unsubscribe();
}, 6);

const EMPTY_DAYS: DayRows = { rows: [], customers: new Map() };

/**
 * A branch's bookings in the `shown` windows (ISO [from, to) pairs, a day each) with their
 * customers, from the day cache; the windows of `ahead` are read too, to be at hand. Windows not
 * read yet are left out (undefined while none is read).
 */
export function useCalendarDays(branchId: string | null | undefined, shown: readonly (readonly [string, string])[], ahead: readonly (readonly [string, string])[]): DayRows | undefined {
  const shownKeys = branchId ? shown.map(([from, to]) => `${branchId}|${from}|${to}`) : [];
  const aheadKeys = branchId ? ahead.map(([from, to]) => `${branchId}|${from}|${to}`) : [];
  const shownKey = shownKeys.join(',');
  const aheadKey = aheadKeys.join(',');
  useLayoutEffect(() => {
    const releases = shownKey.split(',').filter(Boolean).map((k) => dayCache.hold(k));
    return () => releases.forEach((release) => release());
  }, [shownKey]);
  // The days ahead are read after the shown ones are drawn, not in their way.
  useEffect(() => {
    let releases: (() => void)[] = [];
    const timer = setTimeout(() => {
      releases = aheadKey.split(',').filter(Boolean).map((k) => dayCache.hold(k));
    }, 0);
    return () => {
      clearTimeout(timer);
      releases.forEach((release) => release());
    };
  }, [aheadKey]);
  const memo = useRef<{ parts: (DayAnswer | undefined)[]; value: DayRows | undefined } | null>(null);
  const getSnapshot = useCallback(() => {
    const parts = shownKey.split(',').filter(Boolean).map((k) => dayCache.get(k));
    const prev = memo.current;
    if (prev && prev.parts.length === parts.length && prev.parts.every((p, i) => p === parts[i])) return prev.value;
    memo.current = { parts, value: combineDays(branchId, parts) };
    return memo.current.value;
  }, [shownKey, branchId]);
  const subscribe = useCallback((listener: () => void) => dayCache.subscribe(listener), []);
  return useSyncExternalStore(subscribe, getSnapshot);
}

function combineDays(branchId: string | null | undefined, parts: readonly (DayAnswer | undefined)[]): DayRows | undefined {
  if (!branchId) return EMPTY_DAYS;
  const read: DayRows[] = [];
  for (const part of parts) {
    if (part === undefined) continue;
    if ('error' in part) throw part.error;
    read.push(part);
  }
  if (read.length === 0) return undefined;
  if (read.length === 1) return read[0];
  return { rows: read.flatMap((p) => p.rows), customers: new Map(read.flatMap((p) => [...p.customers])) };
}
