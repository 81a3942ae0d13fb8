import { z } from 'zod';
import type { RowMeta } from '@/lib/api-types';

/** A branch's quotation settings (`/settings/quotations/:branchId`): how long a quotation is valid and its standard terms. */
export const quotationSettingsSchema = z.object({
  validityDays: z.number().int('invoices.errors.validityDays').min(1, 'invoices.errors.validityDays').max(365, 'invoices.errors.validityDays'),
  terms: z.string().trim().max(2000, 'validation.tooLong'),
});
export type QuotationSettings = z.output<typeof quotationSettingsSchema>;

/** The replicated row (table quotationSettings): id = the branch id. */
export interface QuotationSettingsRow extends RowMeta, QuotationSettings {}

export const QUOTATION_DEFAULTS: QuotationSettings = { validityDays: 30, terms: '' };
