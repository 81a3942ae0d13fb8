import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/data/db';
import { useActiveAccount } from '@/data/queries/useActiveAccount';
import type { EinvoiceProfileRow } from '@/lib/einvoice/profile';

/** The business's e-invoicing tax identity as the replica holds it (null: never set or not pulled yet). */
export function useEinvoiceProfile(): EinvoiceProfileRow | null | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(async () => (businessId ? ((await db.einvoiceProfiles.get(businessId)) ?? null) : null), [businessId]);
}
