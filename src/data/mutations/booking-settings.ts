import { db as defaultDb } from '@/data/db';
import { ValidationError } from '@/data/errors';
import type { JsonValue } from '@/data/json';
import { requireActiveAccount } from '@/data/session';
import { enqueue, type EnqueueOptions } from '@/data/mutations/enqueue';
import type { BookingSettingsRow } from '@/lib/api-types';
import { bookingRulesSchema, type BookingRules } from '@/lib/booking/settings';

/**
 * Saves a branch's booking rules (offline too; the last writer wins): the replica row changes at
 * once, so the calendar's slot grid follows before the server hears of it. A branch without a row
 * yet gets one with the branch's id (the server keeps an existing row's id).
 */
export async function saveBookingSettings(branchId: string, input: BookingRules, options: EnqueueOptions = {}): Promise<void> {
  const db = options.db ?? defaultDb;
  const account = options.account ?? requireActiveAccount();
  const parsed = bookingRulesSchema.safeParse(input);
  if (!parsed.success) throw ValidationError.fromZod(parsed.error);
  const now = (options.now ?? (() => new Date()))().toISOString();
  const existing = await db.bookingSettings.where('branchId').equals(branchId).first();
  const rowId = existing?.id ?? branchId;
  const row: BookingSettingsRow = { id: rowId, businessId: account.businessId, updatedAt: now, version: existing?.version ?? 0, branchId, ...parsed.data };
  const body: JsonValue = parsed.data;
  await enqueue(
    {
      table: 'bookingSettings',
      rowId,
      method: 'PUT',
      path: `/b/${account.businessId}/bookingSettings/${branchId}`,
      body,
      effect: existing ? { op: 'update', patch: { ...parsed.data, updatedAt: now } } : { op: 'create', row },
    },
    { ...options, db, account },
  );
}
