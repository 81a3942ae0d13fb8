import { useEffect, useSyncExternalStore } from 'react';
import { Dexie, type ObservabilitySet } from 'dexie';
import { db } from '@/data/db';
import { HIDDEN_NAME_PREFIX } from '@/data/customer-search';
import type { LocalCustomer } from '@/data/local-rows';
import { changedKeys, compareByName, patchProjection, projectCustomer, type ProjectedCustomer } from '@/lib/customers/projection';

/**
 * The listed customers of one business as a projection held in memory, sorted by name
 * (src/lib/customers/projection.ts), for the customers list's filters. Built once when the list
 * opens (read in pages, so the page keeps drawing), then patched from Dexie's change events: the
 * rows written since are read again by id. A change whose keys are not known (a clear, or a
 * write of 50 rows or more, e.g. a pulled page) rebuilds it while a filter is on; with none on it
 * is dropped instead and rebuilt when a filter is chosen (the index answers meanwhile), so a long
 * pull does not read every customer again and again. When no screen uses it, it is dropped.
 */
export interface CustomerProjection {
  businessId: string;
  rows: readonly ProjectedCustomer[];
}

/** Rows read per page while building (one IndexedDB read, then the page draws). */
const BUILD_PAGE = 2_000;
/** More changed rows than this at once rebuild the projection instead of patching it. */
const PATCH_LIMIT = 5_000;

let current: CustomerProjection | null = null;
let wanted: string | null = null;
/** Ids changed since the projection was read, or 'all' to rebuild. */
let dirty: Set<string> | 'all' = 'all';
let running = false;
/** A filter is on: keep the projection up to date whatever changes. */
let eager = false;
/** Dropped after a change of unknown keys while no filter was on: built again only when eager. */
let dropped = false;
const listeners = new Set<() => void>();

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function listed(row: LocalCustomer, businessId: string): boolean {
  return row.businessId === businessId && !row.nameKey.startsWith(HIDDEN_NAME_PREFIX);
}

async function build(businessId: string): Promise<ProjectedCustomer[]> {
  const rows: ProjectedCustomer[] = [];
  let after: string | null = null;
  for (;;) {
    const page: LocalCustomer[] = await (after === null ? db.customers.orderBy(':id') : db.customers.where(':id').above(after)).limit(BUILD_PAGE).toArray();
    for (const row of page) if (listed(row, businessId)) rows.push(projectCustomer(row));
    const last = page.at(-1);
    if (last === undefined || page.length < BUILD_PAGE) break;
    after = last.id;
    if (wanted !== businessId) break;
    await nextTurn();
  }
  return rows.sort(compareByName);
}

/** Brings the projection up to date with `dirty`, until nothing is left to do (one run at a time). */
async function refresh(): Promise<void> {
  if (running) return;
  running = true;
  try {
    while (wanted !== null && (dirty === 'all' || dirty.size > 0 || current?.businessId !== wanted)) {
      const businessId = wanted;
      const rebuild = dirty === 'all' || current === null || current.businessId !== businessId;
      if (rebuild && !eager && (dropped || current?.businessId === businessId)) {
        dropped = true;
        if (current !== null) {
          current = null;
          for (const listener of listeners) listener();
        }
        return;
      }
      const changes = dirty;
      const base = current;
      dirty = new Set();
      let rows: ProjectedCustomer[];
      if (rebuild || changes === 'all' || base === null) {
        dropped = false;
        rows = await build(businessId);
      } else {
        const ids = [...changes];
        const fresh = (await db.customers.bulkGet(ids)).filter((r): r is LocalCustomer => r !== undefined && listed(r, businessId));
        rows = patchProjection(base.rows, changes, fresh.map(projectCustomer));
      }
      if (wanted !== businessId) continue;
      current = { businessId, rows };
      for (const listener of listeners) listener();
    }
  } finally {
    running = false;
  }
}

function onMutated(parts: ObservabilitySet): void {
  if (wanted === null || dirty === 'all') return;
  const prefix = `idb://${db.name}/customers/`;
  for (const part of [prefix, `${prefix}:dels`]) {
    const tree = parts[part];
    if (tree === undefined || dirty === 'all') continue;
    const keys = changedKeys(tree, PATCH_LIMIT);
    if (keys === null) dirty = 'all';
    else for (const key of keys) dirty.add(key);
    if (dirty !== 'all' && dirty.size > PATCH_LIMIT) dirty = 'all';
  }
  if (dirty === 'all' || dirty.size > 0) void refresh();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) Dexie.on('storagemutated', onMutated);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    Dexie.on('storagemutated').unsubscribe(onMutated);
    wanted = null;
    current = null;
    dirty = 'all';
    eager = false;
    dropped = false;
  };
}

const snapshot = () => current;

/**
 * The projection of `businessId`'s listed customers; null until built (and while another
 * business's shows). `filtering`: a filter is on, so it is kept up to date whatever changes.
 */
export function useCustomerProjection(businessId: string | null, filtering: boolean): CustomerProjection | null {
  const projection = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    eager = filtering;
    if (businessId !== null && wanted !== businessId) {
      wanted = businessId;
      dirty = 'all';
      dropped = false;
    }
    void refresh();
  }, [businessId, filtering, projection]);
  return projection !== null && projection.businessId === businessId ? projection : null;
}
