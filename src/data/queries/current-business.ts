import { useEffect } from 'react';
import { Dexie } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useStore } from '@/lib/store';
import { db } from '@/data/db';
import { overrideExpired, overrideState, setMerchantOverride, type BusinessOverride } from '@/data/local-preferences';
import { readSession, readSyncState } from '@/data/meta';

/** A provider admin's override in force: the business synced instead of their own, and its token. */
export interface ActiveOverride {
  /** The admin's own business: POST /initial names it, with the overridden one beside it. */
  homeBusinessId: string;
  token: string;
}

export interface AccountBusiness {
  /** The business the device shows and syncs: the overridden one while an override is in force. */
  businessId: string;
  override: ActiveOverride | null;
}

/** The override that applies to this signed-in user now, or null. */
export function overrideFor(merchant: BusinessOverride | null, account: { userId: string; businessId: string }): BusinessOverride | null {
  if (!merchant || merchant.userId !== account.userId || account.businessId === '') return null;
  if (overrideExpired(merchant) || merchant.overwritingMerchantId === account.businessId) return null;
  return merchant;
}

/**
 * Which business the signed-in user's device shows and syncs (spec §6 override): their own, or
 * the one a provider admin's override names until it is removed or expires (local-preferences
 * ends it at its expiry). When the server refuses the overridden business before the device
 * ever held it (POST /initial answered 4xx), the override is dropped so the admin is not left
 * waiting on a business they cannot open; their own business comes back.
 */
export function useAccountBusiness(account: { userId: string; businessId: string }): AccountBusiness {
  const { merchant } = useStore(overrideState);
  const active = overrideFor(merchant, account);
  const overridden = active?.overwritingMerchantId ?? null;
  const refused = useLiveQuery(async () => {
    if (overridden === null) return false;
    const [session, state] = await Promise.all([readSession(db, account.userId, overridden), readSyncState(db, overridden)]);
    return session === null && !state.syncing && state.lastError !== null && /^http-4\d\d\b/.test(state.lastError);
  }, [account.userId, overridden]);

  useEffect(() => {
    if (!refused || overridden === null) return;
    console.warn(`The server refused the override of business ${overridden}; back to the admin's own business`);
    setMerchantOverride(null);
  }, [refused, overridden]);

  if (!active) return { businessId: account.businessId, override: null };
  return { businessId: active.overwritingMerchantId, override: { homeBusinessId: account.businessId, token: active.overwriteToken } };
}

/** Unsent outbox entries of one business. */
export interface WaitingEntries {
  businessId: string;
  /** As last pulled for this user; null when the device never held that business. */
  name: string | null;
  count: number;
}

/**
 * This user's unsent entries for businesses other than `businessId`: writes made while
 * overriding stay keyed to the business they were made in and are sent the next time the
 * device syncs that business (never dropped when the override ends).
 */
export function useEntriesElsewhere(userId: string | undefined, businessId: string | undefined): WaitingEntries[] | undefined {
  return useLiveQuery(async () => {
    if (userId === undefined || businessId === undefined) return [];
    const keys = await db.outbox.where('[userId+businessId]').between([userId, Dexie.minKey], [userId, Dexie.maxKey]).keys();
    const counts = new Map<string, number>();
    for (const key of keys) {
      const other = Array.isArray(key) ? key[1] : undefined;
      if (typeof other === 'string' && other !== businessId) counts.set(other, (counts.get(other) ?? 0) + 1);
    }
    return Promise.all(
      [...counts].map(async ([id, count]) => ({ businessId: id, name: (await readSession(db, userId, id))?.business.name ?? null, count })),
    );
  }, [userId, businessId]);
}
