import { db } from '@/data/db';
import { setMerchantOverride, type BusinessOverride } from '@/data/local-preferences';
import { metaKeys, readSession } from '@/data/meta';

/**
 * Puts a validated override in force (spec §6). When the device never held that business for
 * this user, a sync status left by an earlier refused attempt is cleared first, so the new
 * attempt is judged by its own answer (see useAccountBusiness). No sync runs for that business
 * yet: the worker starts on it once the override is set.
 */
export async function startMerchantOverride(value: BusinessOverride): Promise<void> {
  if ((await readSession(db, value.userId, value.overwritingMerchantId)) === null) {
    await db.meta.delete(metaKeys.syncState(value.overwritingMerchantId));
  }
  setMerchantOverride(value);
}
