import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/data/db';
import { useActiveAccount } from '@/data/queries/useActiveAccount';
import { withWebsiteDefaults, type RetentionRun, type WebsiteSettings } from '@/lib/schemas/website-settings';

/** The business's website settings as the replica holds them, over the defaults (undefined while loading). */
export function useWebsiteSettings(): WebsiteSettings | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(async () => withWebsiteDefaults((businessId ? await db.websiteSettings.get(businessId) : undefined) ?? {}), [businessId]);
}

/** The data-retention job's last run as the replica holds it (null: not run yet; undefined while loading). */
export function useRetentionRun(): RetentionRun | null | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(async () => ((businessId ? await db.websiteSettings.get(businessId) : undefined)?.retentionRun ?? null), [businessId]);
}
