import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/data/db';
import { useActiveAccount } from '@/data/queries/useActiveAccount';
import type { EinvoiceProfileRow } from '@/lib/einvoice/profile';
import { QUOTATION_DEFAULTS, type QuotationSettings } from '@/lib/invoices/quotation-settings';

/** The business's e-invoicing tax identity as the replica holds it (null: never set or not pulled yet). */
export function useEinvoiceProfile(): EinvoiceProfileRow | null | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(async () => (businessId ? ((await db.einvoiceProfiles.get(businessId)) ?? null) : null), [businessId]);
}

/**
 * A branch's quotation settings, the defaults until it has its own (undefined while loading),
 * with the branch they were read for (a re-render may still hold the previous branch's answer).
 */
export function useQuotationSettings(branchId: string | null | undefined): (QuotationSettings & { branchId: string | null }) | undefined {
  return useLiveQuery(async () => {
    const row = branchId ? await db.quotationSettings.get(branchId) : undefined;
    return { branchId: branchId ?? null, ...(row ? { validityDays: row.validityDays, terms: row.terms } : QUOTATION_DEFAULTS) };
  }, [branchId]);
}
