import type { FastifyInstance } from 'fastify';
import { ONE_ACTIVE_ERROR, rewardProgramCreateSchema, rewardProgramFields, rewardProgramPatchSchema } from '@/lib/schemas/reward-program';
import { fieldErrorsOf } from '@/lib/validation/field-errors';
import { problem } from '@server/http/problem';
import type { Db, Queryable } from '@server/db/types';
import type { DbRow } from '@server/rows/mappers';
import { toRewardProgram } from '@server/rows/reward-mappers';
import { registerCatalogueItemRoutes } from '@server/routes/catalogue-items';

const COLUMNS: Record<keyof typeof rewardProgramFields, string> = {
  name: 'name',
  earnRates: 'earn_rates',
  scope: 'scope',
  itemIds: 'item_ids',
  categories: 'categories',
  pointValue: 'point_value',
  minRedeem: 'min_redeem',
  expiryMonths: 'expiry_months',
  active: 'active',
};

/** Whether a sale earned or redeemed points under the program (then it is archived, not deleted). */
async function programUsed(q: Queryable, businessId: string, id: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM point_movements WHERE business_id = $1 AND program_id = $2 LIMIT 1', [businessId, id]);
  return rows.length > 0;
}

/**
 * Reward programs of the catalogue: the generic item routes (catalogue levels); a patch must leave
 * a valid program; a second active program is refused (409, `active`), here and on the device.
 */
export function registerRewardProgramRoutes(app: FastifyInstance, db: Db): void {
  registerCatalogueItemRoutes(app, db, {
    table: 'reward_programs',
    segment: 'rewardPrograms',
    noun: 'reward program',
    feature: 'rewardPts',
    createSchema: rewardProgramCreateSchema,
    patchSchema: rewardProgramPatchSchema,
    columns: COLUMNS,
    jsonColumns: new Set(['earnRates', 'itemIds', 'categories']),
    select: 'SELECT t.* FROM reward_programs t',
    toRow: toRewardProgram,
    check: async (q, businessId, input, id) => {
      const existing = (await q.query<DbRow>('SELECT * FROM reward_programs WHERE business_id = $1 AND id = $2', [businessId, id]))[0];
      if (existing !== undefined) {
        const merged = rewardProgramCreateSchema.safeParse({ ...toRewardProgram(existing), ...input });
        if (!merged.success) return { status: 400, body: problem(400, 'The reward program would not be valid.', fieldErrorsOf(merged.error.issues)) };
      }
      const activating = existing === undefined ? input.active !== false : input.active === true;
      if (activating) {
        const other = await q.query('SELECT 1 FROM reward_programs WHERE business_id = $1 AND id <> $2 AND active AND deleted_at IS NULL', [businessId, id]);
        if (other.length > 0) return { status: 409, body: problem(409, 'Another reward program is active: archive it first.', { ...ONE_ACTIVE_ERROR }) };
      }
      return null;
    },
    isReferenced: programUsed,
  });
}
