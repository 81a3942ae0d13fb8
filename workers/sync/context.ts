import type { BookitDb } from '@/data/db';
import type { HttpContext } from '@workers/sync/http';

/** Everything the engine's plain functions need; tests build one with a fake fetch. */
export interface SyncContext extends HttpContext {
  db: BookitDb;
  userId: string;
  /** The business synced: the user's own, or the one a provider admin's override names. */
  businessId: string;
  /** Set while overriding (spec §6): the admin's own business, which POST /initial names. */
  homeBusinessId?: string;
  userEmail: string;
  now: () => Date;
  random: () => number;
}
