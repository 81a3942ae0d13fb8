import { z } from 'zod';

/** What a pattern pays on: services, products, or both. */
export const COMMISSION_ITEM_KINDS = ['service', 'product', 'any'] as const;
export type CommissionItemKind = (typeof COMMISSION_ITEM_KINDS)[number];

export const COMMISSION_TYPES = ['percent', 'amount'] as const;
export type CommissionType = (typeof COMMISSION_TYPES)[number];

/** Basis points (1000 = 10%) for percent, at most 100%; sen per unit sold for amount, at most RM 100,000. */
const commissionValue = z.number().int('commissions.validation.wholeNumber').min(0, 'commissions.validation.notNegative').max(10_000_000, 'commissions.validation.tooLarge');
const sen = z.number().int('commissions.validation.wholeNumber').min(0, 'commissions.validation.notNegative').max(10_000_000_000, 'commissions.validation.tooLarge');

/** From this much sold by the member in the month (sen), the tier's value applies instead of the base value. */
export const commissionTierSchema = z.object({ fromSales: sen, value: commissionValue });
export type CommissionTier = z.output<typeof commissionTierSchema>;

export const commissionPatternFields = {
  name: z.string().trim().min(1, 'commissions.validation.nameRequired').max(120, 'validation.tooLong'),
  itemKind: z.enum(COMMISSION_ITEM_KINDS, 'commissions.validation.itemKind'),
  /** Only items of this category; empty means every category. */
  category: z.string().trim().max(60, 'validation.tooLong'),
  type: z.enum(COMMISSION_TYPES, 'commissions.validation.type'),
  value: commissionValue,
  /** Tiers by the member's sales in the calendar month, strictly rising thresholds. */
  tiers: z
    .array(commissionTierSchema)
    .max(10, 'commissions.validation.tooMany')
    .refine((tiers) => tiers.every((t, i) => i === 0 || t.fromSales > (tiers[i - 1]?.fromSales ?? 0)), 'commissions.validation.tiersRising'),
  /** The members it applies to. */
  memberIds: z.array(z.uuid('validation.invalidId')).max(500, 'commissions.validation.tooMany'),
  active: z.boolean(),
};

export const commissionPatternCreateSchema = z
  .object({
    id: z.uuid('validation.invalidId'),
    ...commissionPatternFields,
    category: commissionPatternFields.category.default(''),
    tiers: commissionPatternFields.tiers.default([]),
    memberIds: commissionPatternFields.memberIds.default([]),
    active: commissionPatternFields.active.default(true),
  })
  .refine((p) => p.type === 'amount' || (p.value <= 10_000 && p.tiers.every((t) => t.value <= 10_000)), { path: ['value'], message: 'commissions.validation.percentTooLarge' });

/** Only the fields sent: no defaults here, or a one-field patch would blank the others. */
export const commissionPatternPatchSchema = z
  .object(commissionPatternFields)
  .partial()
  .refine((o) => Object.keys(o).length > 0, 'validation.emptyPatch');

export type CommissionPatternCreateInput = z.input<typeof commissionPatternCreateSchema>;
export type CommissionPatternPatch = z.output<typeof commissionPatternPatchSchema>;
