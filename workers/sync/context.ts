import type { BookitDb } from '@/data/db';
import type { HttpContext } from '@workers/sync/http';

/** Everything the engine's plain functions need; tests build one with a fake fetch. */
export interface SyncContext extends HttpContext {
  db: BookitDb;
  userId: string;
  businessId: string;
  userEmail: string;
  now: () => Date;
  random: () => number;
}
