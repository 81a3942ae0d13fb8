import type { CustomerRow } from '@/lib/api-types';
import type { CreditMovementRow } from '@/lib/customers/ledger';
import { localDayOf, shiftDay } from '@/lib/reports/local-day';

/** A customer who has not come for this many days is lapsed. */
export const LAPSED_AFTER_DAYS = 90;

export type CustomerFacts = Pick<CustomerRow, 'id' | 'firstName' | 'lastName' | 'firstVisitAt' | 'lastVisitAt' | 'visitsCount' | 'totalSpent'>;

const dayOf = (iso: string | null, timeZone: string): string | null => (iso === null ? null : localDayOf(iso, timeZone));

/** In [start, end] (local days): customers whose first visit fell in it, and those back from before it. */
export function newVersusReturning(customers: readonly CustomerFacts[], start: string, end: string, timeZone: string): { new: number; returning: number } {
  let fresh = 0;
  let returning = 0;
  for (const c of customers) {
    const first = dayOf(c.firstVisitAt, timeZone);
    const last = dayOf(c.lastVisitAt, timeZone);
    if (first !== null && first >= start && first <= end) fresh += 1;
    else if (first !== null && first < start && last !== null && last >= start && last <= end) returning += 1;
  }
  return { new: fresh, returning };
}

export interface Cohort {
  /** The first-visit month, 'yyyy-MM'. */
  month: string;
  customers: number;
  /** Came back at least once. */
  returned: number;
  /** Visited within the lapse window before `today`. */
  active: number;
}

/** Retention by first-visit month, newest month first. */
export function cohorts(customers: readonly CustomerFacts[], today: string, timeZone: string): Cohort[] {
  const since = shiftDay(today, -LAPSED_AFTER_DAYS);
  const out = new Map<string, Cohort>();
  for (const c of customers) {
    const first = dayOf(c.firstVisitAt, timeZone);
    if (first === null) continue;
    const month = first.slice(0, 7);
    let row = out.get(month);
    if (row === undefined) out.set(month, (row = { month, customers: 0, returned: 0, active: 0 }));
    row.customers += 1;
    if (c.visitsCount > 1) row.returned += 1;
    const last = dayOf(c.lastVisitAt, timeZone);
    if (last !== null && last >= since) row.active += 1;
  }
  return [...out.values()].sort((a, b) => b.month.localeCompare(a.month));
}

/** The biggest spenders. */
export function topCustomers<T extends CustomerFacts>(customers: readonly T[], n: number): T[] {
  return [...customers].filter((c) => c.totalSpent > 0).sort((a, b) => b.totalSpent - a.totalSpent || a.id.localeCompare(b.id)).slice(0, n);
}

export const FREQUENCY_BUCKETS = ['1', '2-3', '4-9', '10+'] as const;
export type FrequencyBucket = (typeof FREQUENCY_BUCKETS)[number];

export function frequencyBucket(visits: number): FrequencyBucket {
  return visits <= 1 ? '1' : visits <= 3 ? '2-3' : visits <= 9 ? '4-9' : '10+';
}

export interface Insights {
  visited: number;
  byFrequency: Record<FrequencyBucket, number>;
  /** Minor units per visit over every visiting customer. */
  averageSpendPerVisit: number;
  averageVisits: number;
  lapsed: number;
}

export function insights(customers: readonly CustomerFacts[], today: string, timeZone: string): Insights {
  const since = shiftDay(today, -LAPSED_AFTER_DAYS);
  const byFrequency: Record<FrequencyBucket, number> = { '1': 0, '2-3': 0, '4-9': 0, '10+': 0 };
  let visits = 0;
  let spent = 0;
  let visited = 0;
  let lapsed = 0;
  for (const c of customers) {
    if (c.visitsCount <= 0) continue;
    visited += 1;
    visits += c.visitsCount;
    spent += c.totalSpent;
    byFrequency[frequencyBucket(c.visitsCount)] += 1;
    const last = dayOf(c.lastVisitAt, timeZone);
    if (last !== null && last < since) lapsed += 1;
  }
  return { visited, byFrequency, averageSpendPerVisit: visits === 0 ? 0 : Math.round(spent / visits), averageVisits: visited === 0 ? 0 : visits / visited, lapsed };
}

/** Each customer's credit balance at the end of `day` (local), from the ledger; only those owed something. */
export function creditOwedAt(movements: readonly Pick<CreditMovementRow, 'customerId' | 'delta' | 'createdAt'>[], day: string, timeZone: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of movements) {
    if (localDayOf(m.createdAt, timeZone) > day) continue;
    out.set(m.customerId, (out.get(m.customerId) ?? 0) + m.delta);
  }
  for (const [id, balance] of out) if (balance <= 0) out.delete(id);
  return out;
}
