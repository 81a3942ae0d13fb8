import { z } from 'zod';

export const STOCK_MOVE_KINDS = ['receive', 'adjust', 'transfer'] as const;
export type StockMoveKind = (typeof STOCK_MOVE_KINDS)[number];
/** Why an adjustment was made (spec: damage, count, use in service). */
export const ADJUST_REASONS = ['damage', 'count', 'use_in_service'] as const;
export type AdjustReason = (typeof ADJUST_REASONS)[number];

const quantity = z.number().int('catalogues.validation.wholeNumber').min(-1_000_000, 'catalogues.validation.tooLarge').max(1_000_000, 'catalogues.validation.tooLarge');

/**
 * One stock movement a person makes on a product (POST /b/{businessId}/products/{id}/stock):
 * receive (quantity in, with its unit cost), adjust (signed, with a reason), or transfer (out of
 * `branchId`, into `toBranchId`). Sales and refunds move stock through checkout instead.
 */
export const stockMoveSchema = z
  .object({
    movementId: z.uuid('validation.invalidId'),
    kind: z.enum(STOCK_MOVE_KINDS, 'validation.invalid'),
    branchId: z.uuid('validation.unknownBranch'),
    quantity,
    /** Receive only: what one unit cost, in minor units. */
    unitCost: z.number().int('catalogues.validation.wholeSen').min(0, 'catalogues.validation.notNegative').max(100_000_000, 'catalogues.validation.tooLarge').nullable().default(null),
    /** Adjust only. */
    reason: z.enum(ADJUST_REASONS, 'catalogues.validation.reasonRequired').nullable().default(null),
    /** Transfer only: the branch receiving it. */
    toBranchId: z.uuid('validation.unknownBranch').nullable().default(null),
    note: z.string().trim().max(500, 'validation.tooLong').default(''),
  })
  .superRefine((m, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (m.kind === 'adjust') {
      if (m.quantity === 0) issue('quantity', 'catalogues.validation.notZero');
      if (m.reason === null) issue('reason', 'catalogues.validation.reasonRequired');
    } else if (m.quantity < 1) {
      issue('quantity', 'catalogues.validation.atLeastOne');
    }
    if (m.kind === 'transfer') {
      if (m.toBranchId === null) issue('toBranchId', 'catalogues.validation.toBranchRequired');
      else if (m.toBranchId === m.branchId) issue('toBranchId', 'catalogues.validation.sameBranch');
    }
  });

export type StockMoveInput = z.input<typeof stockMoveSchema>;
export type StockMove = z.output<typeof stockMoveSchema>;

/**
 * A stock count at a branch (POST /b/{businessId}/branches/{id}/stock-count): the counted
 * quantities; the server posts each difference from on hand as a 'count' adjustment.
 */
export const stockCountSchema = z.object({
  countId: z.uuid('validation.invalidId'),
  counts: z
    .array(
      z.object({
        productId: z.uuid('validation.invalidId'),
        counted: z.number().int('catalogues.validation.wholeNumber').min(0, 'catalogues.validation.notNegative').max(1_000_000, 'catalogues.validation.tooLarge'),
      }),
    )
    .min(1, 'catalogues.validation.nothingCounted')
    .max(500, 'catalogues.validation.tooMany'),
});

export type StockCountInput = z.input<typeof stockCountSchema>;
