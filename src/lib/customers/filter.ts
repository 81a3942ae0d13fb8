import { customerTag, type CustomerTag } from '@/lib/customers/tags';

/** The customers list's filters and order (issue 15). */
export interface CustomerFilter {
  tag: CustomerTag | null;
  lastVisit: LastVisitRange;
  /** 1–12, or null for any. */
  birthdayMonth: number | null;
  branchId: string | null;
  hasBalance: boolean;
  sort: CustomerSort;
}

export const LAST_VISIT_RANGES = ['any', 'within30', 'within90', 'within180', 'over180', 'never'] as const;
export type LastVisitRange = (typeof LAST_VISIT_RANGES)[number];
export const CUSTOMER_SORTS = ['name', 'lastVisit', 'totalSpent'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

export const NO_FILTER: CustomerFilter = { tag: null, lastVisit: 'any', birthdayMonth: null, branchId: null, hasBalance: false, sort: 'name' };

export function isNoFilter(f: CustomerFilter): boolean {
  return f.tag === null && f.lastVisit === 'any' && f.birthdayMonth === null && f.branchId === null && !f.hasBalance && f.sort === 'name';
}

export interface FilterableCustomer {
  id: string;
  nameKey: string;
  birthday: string | null;
  branchId: string | null;
  visitsCount: number;
  lastVisitAt: string | null;
  totalSpent: number;
}

const DAY_MS = 86_400_000;

function inLastVisitRange(lastVisitAt: string | null, range: LastVisitRange, now: Date): boolean {
  if (range === 'any') return true;
  if (lastVisitAt === null) return range === 'never';
  if (range === 'never') return false;
  const days = (now.getTime() - Date.parse(lastVisitAt)) / DAY_MS;
  if (range === 'over180') return days >= 180;
  return days < (range === 'within30' ? 30 : range === 'within90' ? 90 : 180);
}

/**
 * The customers that pass every filter, in the chosen order: name, last visit (most recent first,
 * never last), or total spent (most first); ties by name then id, so the order is stable.
 * `withBalance` holds the ids of customers with a positive credit or voucher balance.
 */
export function filterCustomers<C extends FilterableCustomer>(rows: readonly C[], f: CustomerFilter, now: Date, withBalance: ReadonlySet<string>): C[] {
  const month = f.birthdayMonth === null ? null : String(f.birthdayMonth).padStart(2, '0');
  const out = rows.filter(
    (c) =>
      (f.tag === null || customerTag(c, now) === f.tag) &&
      inLastVisitRange(c.lastVisitAt, f.lastVisit, now) &&
      (month === null || c.birthday?.slice(5, 7) === month) &&
      (f.branchId === null || c.branchId === f.branchId) &&
      (!f.hasBalance || withBalance.has(c.id)),
  );
  const byName = (a: C, b: C) => (a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  if (f.sort === 'totalSpent') return out.sort((a, b) => b.totalSpent - a.totalSpent || byName(a, b));
  if (f.sort === 'lastVisit') {
    return out.sort((a, b) => {
      if (a.lastVisitAt === b.lastVisitAt) return byName(a, b);
      if (a.lastVisitAt === null) return 1;
      if (b.lastVisitAt === null) return -1;
      return a.lastVisitAt < b.lastVisitAt ? 1 : -1;
    });
  }
  return out.sort(byName);
}

/** A range of one index's keys (after the business): `[lower, upper]`, either end open. */
export interface KeyRange<K> {
  lower: K;
  upper: K;
  lowerOpen?: boolean;
  upperOpen?: boolean;
}

/** Where one filter's customers are found: ranges of the birthday-month or the last-visit index. */
export type IndexedCandidates = { index: 'birthMonth'; ranges: KeyRange<number>[] } | { index: 'visitKey'; ranges: KeyRange<string>[] };

/** Past every ISO time (the last-visit key is an ISO time, or '' for no visit). */
export const VISIT_KEY_MAX = '\uffff';

/**
 * For each filter that narrows by birthday month, last visit or tag: the index ranges that hold
 * at least its customers (a day wider at each cut-off; filterCustomers then applies the exact
 * rule). The list reads the smallest of them instead of every customer.
 */
export function indexedCandidates(f: CustomerFilter, now: Date): IndexedCandidates[] {
  const out: IndexedCandidates[] = [];
  if (f.birthdayMonth !== null) out.push({ index: 'birthMonth', ranges: [{ lower: f.birthdayMonth, upper: f.birthdayMonth }] });
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const never: KeyRange<string> = { lower: '', upper: '' };
  const since = (days: number): KeyRange<string> => ({ lower: ago(days + 1), upper: VISIT_KEY_MAX });
  const before = (days: number): KeyRange<string> => ({ lower: '', upper: ago(days - 1), lowerOpen: true });
  if (f.lastVisit === 'never') out.push({ index: 'visitKey', ranges: [never] });
  else if (f.lastVisit === 'over180') out.push({ index: 'visitKey', ranges: [before(180)] });
  else if (f.lastVisit !== 'any') out.push({ index: 'visitKey', ranges: [since(f.lastVisit === 'within30' ? 30 : f.lastVisit === 'within90' ? 90 : 180)] });
  if (f.tag === 'PAST') out.push({ index: 'visitKey', ranges: [before(180)] });
  else if (f.tag !== null) out.push({ index: 'visitKey', ranges: [never, since(180)] });
  return out;
}
