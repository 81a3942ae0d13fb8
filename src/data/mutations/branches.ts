import { branchSchema, type BranchInput } from '@/lib/schemas/branch';
import type { BranchRow } from '@/lib/api-types';
import { db as defaultDb } from '@/data/db';
import { ValidationError } from '@/data/errors';
import type { JsonObject } from '@/data/json';
import { toLocalRow } from '@/data/local-rows';
import { requireActiveAccount } from '@/data/session';
import { defineDelete } from '@/data/mutations/define';
import { limitReasonBefore } from '@/lib/subscription/limits';
import { DEFAULT_PLAN } from '@/lib/subscription/plans';
import { enqueue, type EnqueueOptions } from '@/data/mutations/enqueue';

const branchesPath = (businessId: string) => `/business/${businessId}/branches`;

/**
 * `PUT /business/{businessId}/branches` (spec §7) with the whole branch: a new id creates it (the
 * device makes the id, so the branch can be switched to at once), a known one replaces it.
 */
export async function saveBranch(input: BranchInput, options: EnqueueOptions = {}): Promise<string> {
  const account = options.account ?? requireActiveAccount();
  const parsed = branchSchema.safeParse(input);
  if (!parsed.success) throw ValidationError.fromZod(parsed.error);
  const data = parsed.data;
  const now = (options.now ?? (() => new Date()))().toISOString();
  const body: JsonObject = { ...data };
  const row: BranchRow = { ...data, businessId: account.businessId, updatedAt: now, version: 0 };
  const db = options.db ?? defaultDb;
  const exists = (await db.branches.get(data.id)) !== undefined;
  if (!exists) {
    // The plan's branches as the replica knows them (the server checks again; offline, a refusal lands in Sync issues).
    const plan = (await db.subscriptions.get(account.businessId))?.plan ?? DEFAULT_PLAN;
    const reason = limitReasonBefore(plan, 'branches', await db.branches.filter((b) => b.businessId === account.businessId).count());
    if (reason !== null) throw new ValidationError({ name: reason });
  }
  await enqueue(
    {
      table: 'branches',
      rowId: data.id,
      method: 'PUT',
      path: branchesPath(account.businessId),
      body,
      effect: exists ? { op: 'update', patch: { ...body, updatedAt: now } } : { op: 'create', row: toLocalRow('branches', row) },
    },
    { ...options, account },
  );
  return data.id;
}

/** Refused by the server while the branch has future appointments or an open shift (Sync issues say why). */
export const deleteBranch = defineDelete({
  table: 'branches',
  path: (businessId, id) => `${branchesPath(businessId)}/${id}`,
});
