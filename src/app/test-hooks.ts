// Test-only hooks on `window.__bookit`, so end-to-end tests and benchmarks can drive thousands of
// writes without the UI. Present only in test builds (VITE_TEST_HOOKS=1, or the gallery flag the
// e2e build already sets); a production build never assigns it.
import { Dexie } from 'dexie';
import type { SyncedTable } from '@/lib/api-types';
import { db, DB_NAME, defineSchema } from '@/data/db';
import type { JsonValue } from '@/data/json';
import type { OutboxStatus } from '@/data/outbox-entry';
import { getActiveAccount } from '@/data/session';
import { syncNow } from '@/data/sync-client';
import { createCustomer, deleteCustomer, updateCustomer } from '@/data/mutations/customers';
import { discardEntry, retryEntry } from '@/data/mutations/sync-issues';
import { setImportStopAfter } from '@/data/imports';
import { leaderLockName } from '@workers/sync/leader';

export interface OutboxView {
  total: number;
  byStatus: Record<OutboxStatus, number>;
  rejected: { id: string; rowId: string; method: string; status: number | undefined; errors: Record<string, string> }[];
}

export interface BookitTestHooks {
  createCustomer: typeof createCustomer;
  updateCustomer: typeof updateCustomer;
  deleteCustomer: typeof deleteCustomer;
  retryEntry: (id: string, body?: JsonValue) => Promise<void>;
  discardEntry: (id: string) => Promise<number>;
  syncNow: () => Promise<void>;
  /** The active account's outbox, counted by status. */
  outbox: () => Promise<OutboxView>;
  replicaCount: (table: SyncedTable) => Promise<number>;
  replicaHas: (table: SyncedTable, id: string) => Promise<boolean>;
  /** Who holds the sync leader lock of the active business (a worker's client id), and how many wait. */
  leader: () => Promise<{ holder: string | null; waiting: number }>;
  /**
   * Opens the replica at the next schema version with one extra table (what a new app release
   * does), then closes it; the running app's connections reopen at the new version.
   */
  upgradeSchema: () => Promise<number>;
  /** Imports stop queueing after this many items (as a closed tab would), until reloaded; null lifts it. */
  stopImportsAfter: (items: number | null) => void;
}

declare global {
  interface Window {
    __bookit?: BookitTestHooks;
  }
}

async function outbox(): Promise<OutboxView> {
  const account = getActiveAccount();
  const byStatus: Record<OutboxStatus, number> = { pending: 0, inflight: 0, rejected: 0, held: 0 };
  if (!account) return { total: 0, byStatus, rejected: [] };
  const entries = await db.outbox.where('[userId+businessId]').equals([account.userId, account.businessId]).toArray();
  for (const entry of entries) byStatus[entry.status] += 1;
  const rejected = entries
    .filter((e) => e.status === 'rejected')
    .map((e) => ({ id: e.id, rowId: e.rowId, method: e.method, status: e.error?.status, errors: e.error?.errors ?? {} }));
  return { total: entries.length, byStatus, rejected };
}

async function leader(): Promise<{ holder: string | null; waiting: number }> {
  const account = getActiveAccount();
  if (!account) return { holder: null, waiting: 0 };
  const name = leaderLockName(account.businessId);
  const snapshot = await navigator.locks.query();
  const held = (snapshot.held ?? []).find((lock) => lock.name === name);
  const waiting = (snapshot.pending ?? []).filter((lock) => lock.name === name).length;
  return { holder: held?.clientId ?? null, waiting };
}

async function upgradeSchema(): Promise<number> {
  const probe = new Dexie(DB_NAME);
  await probe.open();
  const installed = probe.verno;
  probe.close();
  const next = new Dexie(DB_NAME);
  defineSchema(next);
  const version = Math.floor(installed) + 1;
  next.version(version).stores({ [`testUpgrade${version}`]: 'id' });
  await next.open();
  next.close();
  return version;
}

if (import.meta.env.VITE_TEST_HOOKS === '1' || import.meta.env.VITE_ENABLE_GALLERY === '1') {
  window.__bookit = {
    createCustomer,
    updateCustomer,
    deleteCustomer,
    retryEntry: (id, body) => retryEntry(id, body),
    discardEntry: (id) => discardEntry(id),
    syncNow,
    outbox,
    replicaCount: (table) => db.synced(table).count(),
    replicaHas: async (table, id) => (await db.synced(table).get(id)) !== undefined,
    leader,
    upgradeSchema,
    stopImportsAfter: setImportStopAfter,
  };
}
