import { z } from 'zod';
import type { RowMeta } from '@/lib/api-types';

export const DISCOUNT_SCOPES = ['cart', 'items', 'categories'] as const;
export type DiscountScope = (typeof DISCOUNT_SCOPES)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'catalogues.discounts.invalidDate');
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'catalogues.discounts.invalidTime');
const money = z.number().int('catalogues.validation.wholeSen').min(0, 'catalogues.validation.notNegative').max(100_000_000, 'catalogues.validation.tooLarge');

/** The catalogue discount's fields as they travel between device and server; messages are i18n keys. */
export const discountFields = {
  name: z.string().trim().min(1, 'catalogues.validation.nameRequired').max(120, 'validation.tooLong'),
  type: z.enum(['percent', 'amount'], 'catalogues.discounts.invalidType'),
  /** Basis points for percent (1000 = 10%, at most 100%), sen for an amount. */
  value: money.min(1, 'catalogues.discounts.valueRequired'),
  scope: z.enum(DISCOUNT_SCOPES, 'catalogues.discounts.invalidScope'),
  /** Services, products or packages it applies to (scope items). */
  itemIds: z.array(z.uuid('validation.invalidId')).max(500, 'catalogues.validation.tooMany'),
  /** Catalogue categories it applies to (scope categories). */
  categories: z.array(z.string().trim().min(1).max(60, 'validation.tooLong')).max(100, 'catalogues.validation.tooMany'),
  /** First and last local day it applies; null for open. */
  startsOn: day.nullable(),
  endsOn: day.nullable(),
  /** Weekdays it applies (0 = Sunday); empty for every day. */
  days: z.array(z.number().int().min(0).max(6)).max(7),
  /** Local hours it applies ('HH:mm', from inclusive, until exclusive); null for all day. */
  fromTime: time.nullable(),
  untilTime: time.nullable(),
  /** The code the customer gives at checkout; null when it applies without one. Stored upper-case. */
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{3,24}$/, 'catalogues.discounts.invalidCode')
    .nullable(),
  /** Whether it combines with other stackable discounts. */
  stackable: z.boolean(),
  /** The cart's subtotal (sen) it needs before it applies. */
  minSpend: money,
  active: z.boolean(),
};

const rules = <T extends z.ZodType<Partial<Record<keyof typeof discountFields, unknown>>>>(schema: T) =>
  schema.superRefine((d, ctx) => {
    if (d.type === 'percent' && typeof d.value === 'number' && d.value > 10_000) ctx.addIssue({ code: 'custom', path: ['value'], message: 'catalogues.discounts.percentTooLarge' });
    if (d.scope === 'items' && Array.isArray(d.itemIds) && d.itemIds.length === 0) ctx.addIssue({ code: 'custom', path: ['itemIds'], message: 'catalogues.discounts.itemsRequired' });
    if (d.scope === 'categories' && Array.isArray(d.categories) && d.categories.length === 0) ctx.addIssue({ code: 'custom', path: ['categories'], message: 'catalogues.discounts.categoriesRequired' });
    if (typeof d.startsOn === 'string' && typeof d.endsOn === 'string' && d.endsOn < d.startsOn) ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'catalogues.discounts.endBeforeStart' });
    if ((d.fromTime === null) !== (d.untilTime === null) && d.fromTime !== undefined && d.untilTime !== undefined) ctx.addIssue({ code: 'custom', path: ['untilTime'], message: 'catalogues.discounts.bothTimes' });
    if (typeof d.fromTime === 'string' && typeof d.untilTime === 'string' && d.untilTime <= d.fromTime) ctx.addIssue({ code: 'custom', path: ['untilTime'], message: 'catalogues.discounts.untilBeforeFrom' });
  });

export const discountCreateSchema = rules(
  z.object({
    id: z.uuid('validation.invalidId'),
    ...discountFields,
    scope: discountFields.scope.default('cart'),
    itemIds: discountFields.itemIds.default([]),
    categories: discountFields.categories.default([]),
    startsOn: discountFields.startsOn.default(null),
    endsOn: discountFields.endsOn.default(null),
    days: discountFields.days.default([]),
    fromTime: discountFields.fromTime.default(null),
    untilTime: discountFields.untilTime.default(null),
    code: discountFields.code.default(null),
    stackable: discountFields.stackable.default(false),
    minSpend: discountFields.minSpend.default(0),
    active: discountFields.active.default(true),
  }),
);

/** Only the fields sent (the rules across fields are checked again on the stored row by the server). */
export const discountPatchSchema = rules(z.object(discountFields).partial()).refine((o) => Object.keys(o).length > 0, 'validation.emptyPatch');

export type DiscountCreateInput = z.input<typeof discountCreateSchema>;
export type DiscountPatch = z.output<typeof discountPatchSchema>;

/** A catalogue discount (issue 16), replicated to every device for checkout. */
export interface DiscountRow extends RowMeta {
  name: string;
  type: 'percent' | 'amount';
  value: number;
  scope: DiscountScope;
  itemIds: string[];
  categories: string[];
  startsOn: string | null;
  endsOn: string | null;
  days: number[];
  fromTime: string | null;
  untilTime: string | null;
  code: string | null;
  stackable: boolean;
  minSpend: number;
  active: boolean;
}
