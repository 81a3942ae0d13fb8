import type { FastifyInstance } from 'fastify';
import { commissionPatternCreateSchema, commissionPatternFields, commissionPatternPatchSchema } from '@/lib/schemas/commission-pattern';
import type { Db, Queryable } from '@server/db/types';
import { problem } from '@server/http/problem';
import type { Outcome } from '@server/http/idempotency';
import { toCommissionPattern } from '@server/rows/commission-mappers';
import type { DbRow } from '@server/rows/mappers';
import { registerCatalogueItemRoutes } from '@server/routes/catalogue-items';

/** Spec §6: the commissions resource is the commission-values right (org admins hold it). */
export const COMMISSION_VALUES = { anyOf: [{ viewCommissionValues: true }] } as const;

const COLUMNS: Record<keyof typeof commissionPatternFields, string> = {
  name: 'name',
  itemKind: 'item_kind',
  category: 'category',
  type: 'type',
  value: 'value',
  tiers: 'tiers',
  memberIds: 'member_ids',
  active: 'active',
};

const PERCENT_MAX = 10_000;

/** A percentage over 100%, once a patch is merged with the saved pattern. */
async function overHundredPercent(q: Queryable, businessId: string, input: Record<string, unknown>, id: string): Promise<Outcome | null> {
  const saved = (await q.query<DbRow>('SELECT type, value, tiers FROM commission_patterns WHERE business_id = $1 AND id = $2', [businessId, id]))[0];
  const type = input.type ?? saved?.type;
  const value = Number(input.value ?? saved?.value ?? 0);
  const tiers = (input.tiers ?? saved?.tiers ?? []) as { value: number }[];
  if (type !== 'percent') return null;
  if (value <= PERCENT_MAX && tiers.every((t) => t.value <= PERCENT_MAX)) return null;
  return { status: 400, body: problem(400, 'A percentage is at most 100%.', { value: 'commissions.validation.percentTooLarge' }) };
}

async function unknownMembers(q: Queryable, businessId: string, ids: unknown): Promise<boolean> {
  if (!Array.isArray(ids) || ids.length === 0) return false;
  const rows = await q.query<{ n: string | number }>('SELECT count(*) AS n FROM members WHERE business_id = $1 AND deleted_at IS NULL AND id::text = ANY($2::text[])', [
    businessId,
    ids,
  ]);
  return Number(rows[0]?.n ?? 0) !== new Set(ids).size;
}

export function registerCommissionPatternRoutes(app: FastifyInstance, db: Db): void {
  registerCatalogueItemRoutes(app, db, {
    table: 'commission_patterns',
    segment: 'commission-patterns',
    noun: 'commission pattern',
    access: { view: COMMISSION_VALUES, edit: COMMISSION_VALUES, delete: COMMISSION_VALUES },
    createSchema: commissionPatternCreateSchema,
    patchSchema: commissionPatternPatchSchema,
    columns: COLUMNS,
    jsonColumns: new Set(['tiers', 'memberIds']),
    select: 'SELECT t.* FROM commission_patterns t',
    toRow: toCommissionPattern,
    check: async (q, businessId, input, id) => {
      if (await unknownMembers(q, businessId, input.memberIds)) {
        return { status: 400, body: problem(400, 'A member does not exist in this business.', { memberIds: 'catalogues.validation.unknownMember' }) };
      }
      return overHundredPercent(q, businessId, input, id);
    },
    isReferenced: async (q, businessId, id) => {
      const earned = await q.query('SELECT 1 FROM sale_commissions WHERE business_id = $1 AND pattern_id = $2 LIMIT 1', [businessId, id]);
      return earned.length > 0;
    },
  });
}
