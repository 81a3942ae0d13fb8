import { db as defaultDb, type BookitDb } from '@/data/db';
import { ValidationError } from '@/data/errors';
import { requireActiveAccount } from '@/data/session';
import type { EnqueueOptions } from '@/data/mutations/enqueue';
import { defineCreate, defineDelete, defineUpdate } from '@/data/mutations/define';
import { ONE_ACTIVE_ERROR, rewardProgramCreateSchema, rewardProgramPatchSchema, type RewardProgramCreateInput, type RewardProgramPatch } from '@/lib/schemas/reward-program';
import { pointAdjustmentSchema } from '@/lib/rewards/movements';

const programsPath = (businessId: string) => `/b/${businessId}/rewardPrograms`;

const create = defineCreate({
  table: 'rewardPrograms',
  schema: rewardProgramCreateSchema,
  path: programsPath,
  toRow: (input, { account, now }) => ({ ...input, businessId: account.businessId, updatedAt: now, version: 0 }),
});

const update = defineUpdate({
  table: 'rewardPrograms',
  schema: rewardProgramPatchSchema,
  path: (businessId, id) => `${programsPath(businessId)}/${id}`,
});

/** One active program per business: refuses (field `active`) when another is active on this device; the server checks again. */
async function refuseSecondActive(db: BookitDb, businessId: string, id: string | null): Promise<void> {
  const other = await db.rewardPrograms.filter((p) => p.businessId === businessId && p.active && p.id !== id).count();
  if (other > 0) throw new ValidationError({ ...ONE_ACTIVE_ERROR });
}

/** Resolves to the new program's id; active unless `active: false` is given. */
export async function createRewardProgram(input: Omit<RewardProgramCreateInput, 'id'>, options: EnqueueOptions = {}): Promise<string> {
  const account = options.account ?? requireActiveAccount();
  if (input.active !== false) await refuseSecondActive(options.db ?? defaultDb, account.businessId, null);
  return create(input, options);
}

/** Sends only the fields given; `{ active: false }` archives, `{ active: true }` restores (refused while another is active). */
export async function updateRewardProgram(id: string, patch: Partial<RewardProgramPatch>, options: EnqueueOptions = {}): Promise<void> {
  const account = options.account ?? requireActiveAccount();
  if (patch.active === true) await refuseSecondActive(options.db ?? defaultDb, account.businessId, id);
  await update(id, patch, options);
}

/** The server refuses once a sale earned or redeemed points under it: archive it instead. */
export const deleteRewardProgram = defineDelete({
  table: 'rewardPrograms',
  path: (businessId, id) => `${programsPath(businessId)}/${id}`,
});

/** A manual points adjustment with a reason (customers Full); resolves to the movement's id. */
export const adjustPoints = defineCreate({
  table: 'pointMovements',
  schema: pointAdjustmentSchema,
  path: (businessId) => `/b/${businessId}/pointMovements`,
  toRow: (input, { account, now }) => ({
    ...input, businessId: account.businessId, kind: 'adjusted', saleId: null, programId: null, expiresAt: null, createdBy: account.userId, updatedAt: now, version: 0,
  }),
});
