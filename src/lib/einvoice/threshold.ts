import { z } from 'zod';
import { ID_VALUE, TIN } from '@/lib/einvoice/profile';
import { buyerSchema, type Buyer } from '@/lib/invoices/schema';

/**
 * LHDN's RM 10,000 rule (e-Invoice Specific Guideline §2.6.1, in force since 1 January 2026): a
 * single transaction exceeding RM 10,000 may not go into the consolidated e-invoice; it needs an
 * individual e-invoice with the buyer's details. "Exceeding": RM 10,000.00 itself is consolidated,
 * RM 10,000.01 is not. Amounts in sen.
 */
export const CONSOLIDATION_LIMIT_SEN = 1_000_000;

/** Whether a sale of `total` (minor units of `currency`) must have its own e-invoice. */
export function exceedsConsolidationLimit(total: number, currency: string): boolean {
  return currency.toLowerCase() === 'myr' && total > CONSOLIDATION_LIMIT_SEN;
}

/** E-invoicing applies: the business's einvoice flag is on and its tax identity is enabled. */
export function einvoicingOn(featureOn: boolean, profile: { enabled: boolean } | null | undefined): boolean {
  return featureOn && profile?.enabled === true;
}

/**
 * The buyer of a sale over the limit: the invoice buyer fields, with what an individual e-invoice
 * needs filled in (name, TIN, ID or BRN, address, a phone or e-mail).
 */
export const thresholdBuyerSchema = buyerSchema
  .extend({
    tin: z.string().trim().toUpperCase().regex(TIN, 'einvoice.errors.tin'),
    idValue: z.string().trim().toUpperCase().min(1, 'einvoice.errors.idValue'),
    address: z.string().trim().min(1, 'einvoice.errors.addressRequired').max(400, 'validation.tooLong'),
  })
  .refine((b) => ID_VALUE[b.idType].test(b.idValue), { path: ['idValue'], message: 'einvoice.errors.idValue' })
  .refine((b) => b.phone !== '' || b.email !== '', { path: ['phone'], message: 'einvoice.errors.buyerContact' });
export type ThresholdBuyer = z.output<typeof thresholdBuyerSchema>;

export function emptyBuyer(): Buyer {
  return { name: '', company: '', email: '', phone: '', address: '', tin: '', idType: 'NRIC', idValue: '', sstNumber: '' };
}

/** Checks the buyer of a sale over the limit; an absent buyer is checked as an empty one (each field named). */
export function checkThresholdBuyer(buyer: Buyer | undefined) {
  return thresholdBuyerSchema.safeParse(buyer ?? emptyBuyer());
}
