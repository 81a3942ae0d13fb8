import { z } from 'zod';
import type { RowMeta } from '@/lib/api-types';

/** What a program's points are earned on, besides the per-kind rates: everything, some categories, or chosen items. */
export const EARN_SCOPES = ['all', 'categories', 'items'] as const;
export type EarnScope = (typeof EARN_SCOPES)[number];

/** The item kinds that earn points (vouchers and credit top-ups never do). */
export const EARNING_KINDS = ['service', 'product', 'package'] as const;
export type EarningKind = (typeof EARNING_KINDS)[number];

/** Points per ringgit (major unit) spent, up to two decimals: 1 = one point per RM 1. */
const rate = z
  .number('catalogues.validation.required')
  .min(0, 'catalogues.validation.notNegative')
  .max(1000, 'catalogues.validation.tooLarge')
  .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'catalogues.rewards.twoDecimals');

export const earnRatesSchema = z.object({ service: rate, product: rate, package: rate });
export type EarnRates = z.output<typeof earnRatesSchema>;

/** The reward program's fields as they travel between device and server; messages are i18n keys. */
export const rewardProgramFields = {
  name: z.string().trim().min(1, 'catalogues.validation.nameRequired').max(120, 'validation.tooLong'),
  earnRates: earnRatesSchema,
  scope: z.enum(EARN_SCOPES, 'catalogues.rewards.invalidScope'),
  /** Services, products or packages that earn (scope items). */
  itemIds: z.array(z.uuid('validation.invalidId')).max(500, 'catalogues.validation.tooMany'),
  /** Catalogue categories that earn (scope categories). */
  categories: z.array(z.string().trim().min(1).max(60, 'validation.tooLong')).max(100, 'catalogues.validation.tooMany'),
  /** What one point pays when redeemed, in minor units (sen): 5 = RM 0.05, so 100 points = RM 5. */
  pointValue: z.number().int('catalogues.validation.wholeSen').min(1, 'catalogues.rewards.pointValueRequired').max(100_000, 'catalogues.validation.tooLarge'),
  /** The fewest points a customer may redeem at once (0: any number). */
  minRedeem: z.number().int('catalogues.rewards.wholePoints').min(0, 'catalogues.validation.notNegative').max(1_000_000, 'catalogues.validation.tooLarge'),
  /** Months after earning that points lapse; null: they never do. */
  expiryMonths: z.number().int('catalogues.rewards.wholeMonths').min(1, 'catalogues.rewards.expiryRange').max(120, 'catalogues.rewards.expiryRange').nullable(),
  /** One active program per business; false once archived (points already earned stay). */
  active: z.boolean(),
};

type Fields = Partial<Record<keyof typeof rewardProgramFields, unknown>>;

/** The rules across fields, on a whole program or on the fields a patch sends. */
const rules = <T extends z.ZodType<Fields>>(schema: T) =>
  schema.superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const rates = earnRatesSchema.safeParse(v.earnRates);
    if (rates.success && rates.data.service === 0 && rates.data.product === 0 && rates.data.package === 0) issue('earnRates', 'catalogues.rewards.ratesRequired');
    if (v.scope === 'items' && Array.isArray(v.itemIds) && v.itemIds.length === 0) issue('itemIds', 'catalogues.rewards.itemsRequired');
    if (v.scope === 'categories' && Array.isArray(v.categories) && v.categories.length === 0) issue('categories', 'catalogues.rewards.categoriesRequired');
  });

export const rewardProgramCreateSchema = rules(
  z.object({
    id: z.uuid('validation.invalidId'),
    ...rewardProgramFields,
    scope: rewardProgramFields.scope.default('all'),
    itemIds: rewardProgramFields.itemIds.default([]),
    categories: rewardProgramFields.categories.default([]),
    minRedeem: rewardProgramFields.minRedeem.default(0),
    expiryMonths: rewardProgramFields.expiryMonths.default(null),
    active: rewardProgramFields.active.default(true),
  }),
);

/** Only the fields sent (the server checks the rules again on the stored row merged with them). */
export const rewardProgramPatchSchema = rules(z.object(rewardProgramFields).partial()).refine((o) => Object.keys(o).length > 0, 'validation.emptyPatch');

export type RewardProgramCreateInput = z.input<typeof rewardProgramCreateSchema>;
export type RewardProgramPatch = z.output<typeof rewardProgramPatchSchema>;

/** A reward program of the catalogue (issue 16), replicated to every device for checkout. */
export interface RewardProgramRow extends RowMeta {
  name: string;
  earnRates: EarnRates;
  scope: EarnScope;
  itemIds: string[];
  categories: string[];
  pointValue: number;
  minRedeem: number;
  expiryMonths: number | null;
  active: boolean;
}

/** Field → i18n key when a second program would be active (device and server say the same). */
export const ONE_ACTIVE_ERROR = { active: 'catalogues.rewards.oneActive' } as const;
