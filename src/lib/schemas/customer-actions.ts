import { z } from 'zod';

/** Merge this customer (the path's) into `keepId`: shared by the mutation and the server route. */
export const customerMergeSchema = z
  .object({ keepId: z.uuid('validation.invalidId') })
  .strict();
export type CustomerMerge = z.output<typeof customerMergeSchema>;

/**
 * A manual movement on a customer's credit ledger (payment level 2): `movementId` made on the
 * device keys it; `delta` in minor units, signed; the reason is kept with the movement.
 */
export const creditAdjustmentSchema = z
  .object({
    movementId: z.uuid('validation.invalidId'),
    delta: z
      .number('validation.invalidAmount')
      .int('validation.invalidAmount')
      .refine((v) => v !== 0, 'validation.invalidAmount')
      .refine((v) => Math.abs(v) <= 100_000_000, 'validation.invalidAmount'),
    reason: z.string().trim().min(1, 'validation.reasonRequired').max(200, 'validation.tooLong'),
    currency: z.string().regex(/^[a-z]{3}$/, 'validation.invalidCurrency'),
  })
  .strict();
export type CreditAdjustment = z.output<typeof creditAdjustmentSchema>;
