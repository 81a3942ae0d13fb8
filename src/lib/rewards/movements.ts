import { z } from 'zod';
import { v5 as uuidv5 } from 'uuid';
import type { RowMeta } from '@/lib/api-types';

/**
 * A customer's reward points are a ledger of signed movements (issue 16): earned by a sale,
 * redeemed in a sale, given back or taken back by a refund of it, adjusted by hand with a reason. Expiry is not a stored movement: it follows
 * from each earned lot's `expiresAt` (src/lib/rewards/ledger.ts), the same on every device.
 */
export const POINT_MOVEMENT_KINDS = ['earned', 'redeemed', 'refunded', 'adjusted'] as const;
export type PointMovementKind = (typeof POINT_MOVEMENT_KINDS)[number];

export interface PointMovementRow extends RowMeta {
  customerId: string;
  kind: PointMovementKind;
  /** Signed whole points. */
  points: number;
  /** The sale that earned or redeemed them (for a refund, the sale refunded); null for an adjustment. */
  saleId: string | null;
  /** The program under which a sale earned or redeemed them; null for an adjustment. */
  programId: string | null;
  /** The reason of a manual adjustment ('' for the others). */
  reason: string;
  /** When the points lapse (earned points of a program with expiry); null: never. */
  expiresAt: string | null;
  /** When it happened (the sale's time, or the adjustment's). */
  occurredAt: string;
  createdBy: string | null;
}

/** A manual adjustment (customers Full): POST /b/{businessId}/pointMovements. */
export const pointAdjustmentSchema = z.object({
  id: z.uuid('validation.invalidId'),
  customerId: z.uuid('validation.invalidId'),
  points: z
    .number('catalogues.validation.required')
    .int('catalogues.rewards.wholePoints')
    .min(-1_000_000, 'catalogues.validation.tooLarge')
    .max(1_000_000, 'catalogues.validation.tooLarge')
    .refine((n) => n !== 0, 'customers.points.nonZero'),
  reason: z.string().trim().min(1, 'validation.reasonRequired').max(200, 'validation.tooLong'),
  occurredAt: z.iso.datetime({ offset: true, message: 'validation.invalidTime' }),
});
export type PointAdjustmentInput = z.output<typeof pointAdjustmentSchema>;

/** Namespace of the movement ids a sale makes (UUIDv5), so the device and the server name them alike. */
const SALE_POINTS_NAMESPACE = '6f1d3c2a-6b8e-4f0e-9a51-3c1f0d6e2b7a';

/** The id of the movement a sale makes: one earn and one redemption at most, whoever writes them. */
export function salePointsMovementId(saleId: string, kind: 'earned' | 'redeemed'): string {
  return uuidv5(`${saleId}:${kind}`, SALE_POINTS_NAMESPACE);
}

/** The ids of what a refund moves: its share of the sale's earned points taken back, of its redeemed points given back. */
export function refundPointsMovementId(refundId: string, kind: 'earned' | 'redeemed'): string {
  return uuidv5(`refund:${refundId}:${kind}`, SALE_POINTS_NAMESPACE);
}
