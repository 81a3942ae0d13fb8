// Pure helpers of the audit log screen (issue 20): its filters as the route's query, and stored
// values shown as short text.
import { addDays, format, parseISO } from 'date-fns';
import { fromZonedTime } from 'date-fns-tz';
import type { AuditArea, AuditQuery } from '@/lib/schemas/audit-log';

export interface AuditFilters {
  actorId: string | null;
  area: AuditArea | null;
  /** Local days (yyyy-MM-dd), inclusive. */
  fromDay: string | null;
  toDay: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The start of a day in the business's time zone, as an ISO instant. */
const dayStart = (day: string, timeZone: string): string => fromZonedTime(`${day}T00:00:00`, timeZone).toISOString();

/** The filters as GET /auditLog's query: days (in the business's zone) become [start of from, start of the day after to). */
export function auditQueryOf(f: AuditFilters, timeZone: string, before?: number): AuditQuery {
  const q: AuditQuery = {};
  if (f.actorId !== null) q.actorId = f.actorId;
  if (f.area !== null) q.entity = f.area;
  if (f.fromDay !== null && DAY.test(f.fromDay)) q.from = dayStart(f.fromDay, timeZone);
  if (f.toDay !== null && DAY.test(f.toDay)) q.to = dayStart(format(addDays(parseISO(f.toDay), 1), 'yyyy-MM-dd'), timeZone);
  if (before !== undefined) q.before = before;
  return q;
}

/** A stored value as one line: empty for nothing, text as it is, the rest as compact JSON. */
export function auditValueText(value: unknown, max = 200): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
