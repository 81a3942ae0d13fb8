import type { LocalCustomer } from '@/data/local-rows';
import { toLocalRow } from '@/data/local-rows';
import type { OptimisticWrite } from '@/data/optimistic';
import { compareCustomers } from '@/data/queries/search-customers';


export interface RowWindow {
  /** Position of rows[0] in the whole list. */
  start: number;
  /** How many rows the window holds at most. */
  size: number;
  rows: LocalCustomer[];
}

/**
 * A window of the name-ordered list with writes it does not hold yet applied: creates of the
 * business that fall inside it (or after its last row when the list ends in it), edits and
 * deletes of rows it shows. A create before the first row of a window further down shifts
 * positions the window cannot see, so that one waits for the query. Without changes the same
 * array comes back.
 */
export function optimisticRows(window: RowWindow, writes: readonly OptimisticWrite[], businessId: string, includeCreates: boolean): LocalCustomer[] {
  let rows = window.rows;
  for (const w of writes) {
    const at = rows.findIndex((r) => r.id === w.rowId);
    const effect = w.effect;
    if (effect.op === 'create') {
      const row = effect.row as LocalCustomer;
      if (!includeCreates || at >= 0 || row.businessId !== businessId) continue;
      const first = rows[0];
      const last = rows[rows.length - 1];
      const afterStart = window.start === 0 || (first !== undefined && compareCustomers(row, first) > 0);
      const beforeEnd = rows.length < window.size || (last !== undefined && compareCustomers(row, last) < 0);
      // Not trimmed to the window: a row pushed past its end is still in the right place.
      if (afterStart && beforeEnd) rows = [...rows, row].sort(compareCustomers);
    } else if (at >= 0) {
      const current = rows[at] as LocalCustomer;
      rows =
        effect.op === 'update'
          ? rows.map((r, i) => (i === at ? toLocalRow('customers', { ...current, ...effect.patch }) : r)).sort(compareCustomers)
          : rows.filter((_, i) => i !== at);
    }
  }
  return rows;
}

/** The business's customer count with creates and deletes it does not hold yet. */
export function optimisticCount(total: number, writes: readonly OptimisticWrite[], businessId: string): number {
  let count = total;
  for (const w of writes) {
    if (w.effect.op === 'create' && (w.effect.row as LocalCustomer).businessId === businessId) count += 1;
    else if (w.effect.op === 'delete') count -= 1;
  }
  return count;
}
