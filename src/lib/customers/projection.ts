import type { FilterableCustomer } from '@/lib/customers/filter';

/**
 * The customers list's filters run over a projection of the listed customers held in memory:
 * only the fields the filters and orders read, kept sorted by name, so changing a filter neither
 * reads rows from the replica nor sorts them again (issue 15, customer_filter_50k_ms). The rows
 * a screen shows are read by id afterwards, a screenful at a time.
 */
export type ProjectedCustomer = FilterableCustomer;

export function projectCustomer(row: FilterableCustomer): ProjectedCustomer {
  return {
    id: row.id,
    nameKey: row.nameKey,
    birthday: row.birthday,
    branchId: row.branchId,
    visitsCount: row.visitsCount,
    lastVisitAt: row.lastVisitAt,
    totalSpent: row.totalSpent,
  };
}

/** The list's name order: name, then id (the tie-break filterCustomers uses). */
export function compareByName(a: Pick<FilterableCustomer, 'nameKey' | 'id'>, b: Pick<FilterableCustomer, 'nameKey' | 'id'>): number {
  return a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The projection after some rows changed: `changed` are the ids written or deleted, `fresh` the
 * rows those ids now hold that belong in the list (absent: deleted, hidden or of another business).
 * Answers a new array, still by name; the input is not modified.
 */
export function patchProjection(sorted: readonly ProjectedCustomer[], changed: ReadonlySet<string>, fresh: readonly ProjectedCustomer[]): ProjectedCustomer[] {
  const kept = changed.size === 0 ? [...sorted] : sorted.filter((c) => !changed.has(c.id));
  const added = [...fresh].sort(compareByName);
  if (added.length === 0) return kept;
  const out: ProjectedCustomer[] = [];
  let i = 0;
  for (const row of added) {
    while (i < kept.length && compareByName(kept[i] as ProjectedCustomer, row) < 0) out.push(kept[i++] as ProjectedCustomer);
    out.push(row);
  }
  while (i < kept.length) out.push(kept[i++] as ProjectedCustomer);
  return out;
}

/** A node of Dexie's interval tree of changed keys (as delivered, possibly a structured clone). */
export interface KeyTree {
  from?: unknown;
  to?: unknown;
  l?: KeyTree | null;
  r?: KeyTree | null;
  d?: number;
}

/**
 * The single keys an interval tree of changed primary keys names, or null when it holds a range
 * (a clear or a range delete: every row may have changed) or more than `limit` keys.
 */
export function changedKeys(tree: KeyTree | undefined, limit: number): string[] | null {
  const out: string[] = [];
  const stack: KeyTree[] = tree ? [tree] : [];
  while (stack.length > 0) {
    const node = stack.pop() as KeyTree;
    if (node.from === undefined && node.to === undefined) continue;
    if (typeof node.from !== 'string' || node.from !== node.to) return null;
    out.push(node.from);
    if (out.length > limit) return null;
    if (node.l) stack.push(node.l);
    if (node.r) stack.push(node.r);
  }
  return out;
}
