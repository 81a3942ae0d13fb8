import type { FastifyInstance } from 'fastify';
import { serviceCreateSchema, serviceFields, servicePatchSchema } from '@/lib/schemas/service';
import type { Db, Queryable } from '@server/db/types';
import { problem } from '@server/http/problem';
import { toService } from '@server/rows/mappers';
import { COMMON_COLUMNS, registerCatalogueItemRoutes, soldInSale } from '@server/routes/catalogue-items';

const COLUMNS: Record<keyof typeof serviceFields, string> = {
  ...COMMON_COLUMNS,
  description: 'description',
  durationMinutes: 'duration_minutes',
  processingMinutes: 'processing_minutes',
  bufferMinutes: 'buffer_minutes',
  levelPrices: 'level_prices',
  color: 'color',
  memberIds: 'member_ids',
  branchIds: 'branch_ids',
  onlineBookable: 'online_bookable',
};

async function unknownIds(q: Queryable, table: 'branches' | 'members', businessId: string, ids: unknown): Promise<boolean> {
  if (!Array.isArray(ids) || ids.length === 0) return false;
  const rows = await q.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM ${table} WHERE business_id = $1 AND deleted_at IS NULL AND id::text = ANY($2::text[])`,
    [businessId, ids],
  );
  return Number(rows[0]?.n ?? 0) !== new Set(ids).size;
}

export function registerServiceRoutes(app: FastifyInstance, db: Db): void {
  registerCatalogueItemRoutes(app, db, {
    table: 'services',
    noun: 'service',
    createSchema: serviceCreateSchema,
    patchSchema: servicePatchSchema,
    columns: COLUMNS,
    jsonColumns: new Set(['levelPrices', 'memberIds', 'branchIds']),
    select: 'SELECT t.* FROM services t',
    toRow: toService,
    check: async (q, businessId, input) => {
      if (await unknownIds(q, 'branches', businessId, input.branchIds)) {
        return { status: 400, body: problem(400, 'A branch does not exist in this business.', { branchIds: 'validation.unknownBranch' }) };
      }
      if (await unknownIds(q, 'members', businessId, input.memberIds)) {
        return { status: 400, body: problem(400, 'A member does not exist in this business.', { memberIds: 'catalogues.validation.unknownMember' }) };
      }
      return null;
    },
    isReferenced: async (q, businessId, id) => {
      if (await soldInSale(q, businessId, id)) return true;
      const booked = await q.query('SELECT 1 FROM appointments WHERE business_id = $1 AND service_id = $2 LIMIT 1', [businessId, id]);
      if (booked.length > 0) return true;
      const packaged = await q.query('SELECT 1 FROM packages WHERE business_id = $1 AND items @> $2::jsonb LIMIT 1', [businessId, JSON.stringify([{ serviceId: id }])]);
      return packaged.length > 0;
    },
  });
}
