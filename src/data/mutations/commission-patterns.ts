import { commissionPatternCreateSchema, commissionPatternPatchSchema } from '@/lib/schemas/commission-pattern';
import { defineCreate, defineDelete, defineUpdate } from '@/data/mutations/define';

const patternsPath = (businessId: string) => `/b/${businessId}/commission-patterns`;

/** Resolves to the new pattern's id (UUIDv7, made here). */
export const createCommissionPattern = defineCreate({
  table: 'commissionPatterns',
  schema: commissionPatternCreateSchema,
  path: patternsPath,
  toRow: (input, { account, now }) => ({ ...input, businessId: account.businessId, updatedAt: now, version: 0 }),
});

/** Sends only the fields given; `{ active: false }` archives (no new commissions, the recorded ones stay). */
export const updateCommissionPattern = defineUpdate({
  table: 'commissionPatterns',
  schema: commissionPatternPatchSchema,
  path: (businessId, id) => `${patternsPath(businessId)}/${id}`,
});

/** The server refuses (409, shown in Sync issues) once a sale earned a commission under it. */
export const deleteCommissionPattern = defineDelete({
  table: 'commissionPatterns',
  path: (businessId, id) => `${patternsPath(businessId)}/${id}`,
});
