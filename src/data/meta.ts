import type { InitialResponse } from '@/lib/api-types';
import type { BookitDb } from '@/data/db';

export type SessionData = InitialResponse['result'][number];

/** What the leading sync worker reports, for the status bar of every tab. */
export interface SyncState {
  syncing: boolean;
  lastSyncedAt: string | null;
  /** A short machine-readable reason (`network`, `http-503`, `quota`, `auth`) or null. */
  lastError: string | null;
  /** The device ran out of storage while saving pulled rows (accepted writes are kept). */
  quotaExceeded: boolean;
}

/** Key-value rows; each kind has its key shape and value type. */
export type MetaRow =
  | { key: string; kind: 'session'; value: SessionData; savedAt: string }
  | { key: string; kind: 'syncState'; value: SyncState }
  /** When something fetched on a cache lifetime (notifications) was last fetched; ISO 8601. */
  | { key: string; kind: 'fetchedAt'; value: string };

export const metaKeys = {
  /** The /initial answer, per user and business. */
  session: (userId: string, businessId: string) => `session:${userId}:${businessId}`,
  syncState: (businessId: string) => `syncState:${businessId}`,
};

export const initialSyncState: SyncState = {
  syncing: false,
  lastSyncedAt: null,
  lastError: null,
  quotaExceeded: false,
};

export async function readSession(db: BookitDb, userId: string, businessId: string): Promise<SessionData | null> {
  const row = await db.meta.get(metaKeys.session(userId, businessId));
  return row?.kind === 'session' ? row.value : null;
}

/** The delta feed's cursor of a business: the last server seq its replica holds. */
export interface FeedCursorRow {
  businessId: string;
  cursor: string;
}

/** The stored feed cursor of a business; '0' (the feed's start) when nothing was pulled yet. */
export async function readCursor(db: BookitDb, businessId: string): Promise<string> {
  return cursorOf(await db.feedCursors.get(businessId));
}

export function cursorOf(row: FeedCursorRow | undefined): string {
  return row?.cursor ?? '0';
}

export async function readSyncState(db: BookitDb, businessId: string): Promise<SyncState> {
  const row = await db.meta.get(metaKeys.syncState(businessId));
  return row?.kind === 'syncState' ? row.value : initialSyncState;
}
