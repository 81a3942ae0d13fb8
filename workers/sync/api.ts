import type { SyncedTable } from '@/lib/api-types';
import type { GetToken } from '@workers/sync/http';

/** What the main thread knows and the worker cannot see. */
export interface PageEnvironment {
  online: boolean;
  visible: boolean;
}

export interface SyncStartOptions extends PageEnvironment {
  apiBase: string;
  userId: string;
  /** The business to sync (the overridden one while a provider admin overrides). */
  businessId: string;
  userEmail: string;
  /** A provider admin's override in force: their own business and the override token. */
  override?: { homeBusinessId: string; token: string };
}

/**
 * Everything that crosses the worker boundary. The worker implements it (worker.ts) and the
 * main thread calls it through comlink (src/data/sync-client.ts), so drift fails to compile.
 */
export interface SyncWorkerApi {
  /**
   * Starts (or restarts for another account); waits for leadership in the background.
   * `getToken` is a comlink proxy to the main thread's token getter (aws-amplify
   * fetchAuthSession). It must be a top-level argument: comlink only proxies those.
   */
  start(options: SyncStartOptions, getToken: GetToken): Promise<void>;
  stop(): Promise<void>;
  /** Full sync now: /initial, push ignoring backoff, pull. Resolves when done (leader) or relayed. */
  syncNow(): Promise<void>;
  /** The outbox has a new or retried entry. */
  nudge(): Promise<void>;
  /** Pull the delta feed (focus). */
  pull(): Promise<void>;
  setEnvironment(environment: PageEnvironment): Promise<void>;
  /** GET one row and write it under the entries that remain (after a discard). */
  refreshRow(table: SyncedTable, id: string): Promise<void>;
}
