import { localDayOf } from '@/lib/reports/local-day';

/**
 * The data-retention rule of the website's data-privacy settings (issue 20), the same on the
 * server (which enforces it, server/privacy/retention-jobs.ts) and on the device (which explains
 * it): a customer whose last activity is older than the business's retention period, who holds
 * nothing and has nothing booked, has their personal data erased. Financial records are kept.
 */

/** When the customer last did something with the business (ISO instants; null: never). */
export interface CustomerActivity {
  createdAt: string;
  lastVisitAt: string | null;
  /** The start of their latest appointment that has begun (a future one is `hasFutureAppointment`). */
  lastAppointmentAt: string | null;
  lastSaleAt: string | null;
  /** The latest movement of their credit, vouchers, package sessions or points. */
  lastBalanceMovementAt: string | null;
}

/** What the customer still holds or has booked: any of it keeps their data. */
export interface CustomerHoldings {
  /** Store credit, in minor units. */
  credit: number;
  /** Value left on vouchers sold to them, in minor units. */
  vouchers: number;
  /** Sessions left on usable (not voided, not expired) packages. */
  packageSessions: number;
  /** Unexpired reward points. */
  points: number;
  /** An appointment (or class place) of theirs that has not started and is not cancelled. */
  hasFutureAppointment: boolean;
}

export interface RetentionPolicy {
  retentionMonths: number;
  /** The business's time zone: the period is counted in its calendar days. */
  timeZone: string;
  now: Date;
}

/** The latest of the activity instants (created at the least). */
export function lastActivityAt(a: CustomerActivity): string {
  let latest = a.createdAt;
  for (const at of [a.lastVisitAt, a.lastAppointmentAt, a.lastSaleAt, a.lastBalanceMovementAt]) {
    if (at !== null && Date.parse(at) > Date.parse(latest)) latest = at;
  }
  return latest;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** `day` ('yyyy-MM-dd') moved back by `months` calendar months; a day past the month's end becomes its last day (31 Mar − 1 → 28/29 Feb). */
export function monthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(Math.min(d, last), 2)}`;
}

/**
 * The first local day still kept: activity on this day or later keeps a customer. With 24 months
 * on 27 Nov 2026 (business time), activity on 27 Nov 2024 is kept and activity on 26 Nov 2024 is not.
 */
export function retentionCutoffDay(policy: RetentionPolicy): string {
  return monthsBefore(localDayOf(policy.now.toISOString(), policy.timeZone), policy.retentionMonths);
}

/** Whether the customer holds anything or has anything booked. */
export function holdsAnything(h: CustomerHoldings): boolean {
  return h.credit > 0 || h.vouchers > 0 || h.packageSessions > 0 || h.points > 0 || h.hasFutureAppointment;
}

/** Whether the customer's personal data is due for erasure under the policy. */
export function isDueForErasure(a: CustomerActivity, h: CustomerHoldings, policy: RetentionPolicy): boolean {
  if (holdsAnything(h)) return false;
  return localDayOf(lastActivityAt(a), policy.timeZone) < retentionCutoffDay(policy);
}
