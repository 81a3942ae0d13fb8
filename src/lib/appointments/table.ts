// The appointments table: filters, sort and the CSV export's rows.
import type { AppointmentRow, BookingKind, BookingSource, BookingStatus } from '@/lib/api-types';

export interface TableFilter {
  memberIds: readonly string[];
  status: BookingStatus | 'all';
  source: BookingSource | 'all';
  kind: BookingKind | 'all';
}

export type TableSort = 'startAsc' | 'startDesc' | 'customer' | 'member';

export const EMPTY_FILTER: TableFilter = { memberIds: [], status: 'all', source: 'all', kind: 'all' };

export interface Named {
  customer: (row: AppointmentRow) => string;
  member: (row: AppointmentRow) => string;
}

export function filterRows(rows: readonly AppointmentRow[], f: TableFilter): AppointmentRow[] {
  return rows.filter(
    (r) =>
      (f.memberIds.length === 0 || (r.memberId !== null && f.memberIds.includes(r.memberId))) &&
      (f.status === 'all' || r.status === f.status) &&
      (f.source === 'all' || r.source === f.source) &&
      (f.kind === 'all' || r.kind === f.kind),
  );
}

export function sortRows(rows: readonly AppointmentRow[], sort: TableSort, named: Named): AppointmentRow[] {
  const byStart = (a: AppointmentRow, b: AppointmentRow) => a.startAt.localeCompare(b.startAt) || a.id.localeCompare(b.id);
  const out = [...rows];
  if (sort === 'startAsc') return out.sort(byStart);
  if (sort === 'startDesc') return out.sort((a, b) => byStart(b, a));
  const key = sort === 'customer' ? named.customer : named.member;
  const keys = new Map(out.map((r) => [r.id, key(r)]));
  return out.sort((a, b) => (keys.get(a.id) ?? '').localeCompare(keys.get(b.id) ?? '') || byStart(a, b));
}

/** One CSV record per booking, with the header's keys. */
export interface CsvRecord {
  id: string;
  start: string;
  end: string;
  customer: string;
  member: string;
  services: string;
  status: string;
  attendance: string;
  source: string;
  kind: string;
  notes: string;
}
