// Which blocks each calendar column shows and where: a column is one member on one local day
// (day view: every member on the day; week view: one member on seven days).
import { fromZonedTime } from 'date-fns-tz';
import type { AppointmentRow } from '@/lib/api-types';
import { layoutOverlaps } from '@/lib/appointments/layout';
import { addDays, minuteInDay } from '@/lib/appointments/time-axis';

const MINUTE_MS = 60_000;

export interface CalendarColumn {
  key: string;
  memberId: string;
  /** The local day, 'yyyy-MM-dd'. */
  date: string;
  /** The local day's first instant, ISO UTC. */
  dayStartIso: string;
}

export interface PlacedBlock {
  row: AppointmentRow;
  /** Minutes from the column day's start. */
  start: number;
  end: number;
  column: number;
  columns: number;
}

const dayStarts = new Map<string, string>();

/** The first instant of a local day in a time zone, ISO UTC (remembered: a zone conversion is slow). */
export function dayStartIso(date: string, timeZone: string): string {
  const key = `${date}|${timeZone}`;
  let iso = dayStarts.get(key);
  if (iso === undefined) {
    iso = fromZonedTime(`${date}T00:00:00`, timeZone).toISOString();
    if (dayStarts.size >= 1000) dayStarts.clear();
    dayStarts.set(key, iso);
  }
  return iso;
}

export function makeColumns(memberIds: readonly string[], dates: readonly string[], timeZone: string): CalendarColumn[] {
  const starts = new Map(dates.map((d) => [d, dayStartIso(d, timeZone)]));
  return dates.flatMap((date) => memberIds.map((memberId) => ({ key: `${memberId}|${date}`, memberId, date, dayStartIso: starts.get(date) ?? '' })));
}

/** The span a member works on a booking: their service lines merged, or the booking's own time. */
function spanFor(row: AppointmentRow, memberId: string): { startAt: string; endAt: string } | null {
  if (row.services.length === 0) return row.memberId === memberId || row.memberId === null ? { startAt: row.startAt, endAt: row.endAt } : null;
  const lines = row.services.filter((s) => s.memberId === memberId);
  if (lines.length === 0) return null;
  let startAt = lines[0]!.startAt;
  let endAt = lines[0]!.endAt;
  for (const line of lines) {
    if (line.startAt < startAt) startAt = line.startAt;
    if (line.endAt > endAt) endAt = line.endAt;
  }
  return { startAt, endAt };
}

/** Blocks per column key; a column's are placed when first asked for (only the columns in view are). */
export interface BlockPlacement {
  get(columnKey: string): readonly PlacedBlock[] | undefined;
}

/**
 * Blocks per column key, laid out side by side where they overlap. Cancelled bookings are left
 * out; a branch-wide blocker (no member) shows in every column of its day. The rows are grouped
 * by member at once; each column is placed the first time it is asked for, and kept.
 */
export function placeBlocks(columns: readonly CalendarColumn[], rows: readonly AppointmentRow[], timeZone: string): BlockPlacement {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const byMember = new Map<string | null, AppointmentRow[]>();
  for (const row of rows) {
    if (row.status === 'CANCELLED') continue;
    const members = row.services.length > 0 ? new Set(row.services.map((s) => s.memberId)) : new Set([row.memberId]);
    for (const m of members) {
      const list = byMember.get(m);
      if (list) list.push(row);
      else byMember.set(m, [row]);
    }
  }
  const branchWide = byMember.get(null) ?? [];
  // One zone conversion per day, not per column (a day view has one day and forty columns).
  const dayEnds = new Map<string, string>();
  const placed = new Map<string, PlacedBlock[]>();
  const place = (col: CalendarColumn): PlacedBlock[] => {
    let dayEnd = dayEnds.get(col.date);
    if (dayEnd === undefined) {
      dayEnd = dayStartIso(addDays(col.date, 1), timeZone);
      dayEnds.set(col.date, dayEnd);
    }
    const dayMinutes = minuteInDay(col.dayStartIso, dayEnd);
    const dayStartMs = Date.parse(col.dayStartIso);
    const candidates = [...(byMember.get(col.memberId) ?? []), ...branchWide];
    const items: { row: AppointmentRow; start: number; end: number }[] = [];
    for (const row of candidates) {
      const span = spanFor(row, col.memberId);
      if (!span || span.endAt <= col.dayStartIso || span.startAt >= dayEnd) continue;
      items.push({
        row,
        start: Math.max(0, (Date.parse(span.startAt) - dayStartMs) / MINUTE_MS),
        end: Math.min(dayMinutes, (Date.parse(span.endAt) - dayStartMs) / MINUTE_MS),
      });
    }
    const layout = layoutOverlaps(items.map((i) => ({ id: i.row.id, start: i.start, end: i.end })));
    return items.map((i) => ({ ...i, ...(layout.get(i.row.id) ?? { column: 0, columns: 1 }) }));
  };
  return {
    get(columnKey) {
      const done = placed.get(columnKey);
      if (done) return done;
      const col = byKey.get(columnKey);
      if (!col) return undefined;
      const blocks = place(col);
      placed.set(columnKey, blocks);
      return blocks;
    },
  };
}

/**
 * Blocks are keyed by their place in the column (start and side-by-side column), so another day's
 * booking at the same place reuses the element instead of a new one being made (a day switch
 * draws a few hundred blocks); a second block at one place falls back to its id.
 */
export function blockKeys(blocks: readonly PlacedBlock[]): string[] {
  const seen = new Set<string>();
  return blocks.map((b) => {
    const place = `${b.start}|${b.column}`;
    const key = seen.has(place) ? b.row.id : place;
    seen.add(key);
    return key;
  });
}
