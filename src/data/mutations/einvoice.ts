import { db as defaultDb } from '@/data/db';
import { ValidationError } from '@/data/errors';
import type { JsonObject } from '@/data/json';
import { requireActiveAccount } from '@/data/session';
import { defineAction } from '@/data/mutations/define';
import { enqueue, type EnqueueOptions } from '@/data/mutations/enqueue';
import { einvoiceProfileSchema, type EinvoiceProfileInput, type EinvoiceProfileRow } from '@/lib/einvoice/profile';
import type { EinvoiceStatus } from '@/lib/einvoice/status';
import { einvoiceCancelSchema } from '@/lib/invoices/schema';

/** Saves the business's whole tax identity (offline too; the last writer wins). */
export async function saveEinvoiceProfile(input: EinvoiceProfileInput, options: EnqueueOptions = {}): Promise<void> {
  const db = options.db ?? defaultDb;
  const account = options.account ?? requireActiveAccount();
  const parsed = einvoiceProfileSchema.safeParse(input);
  if (!parsed.success) throw ValidationError.fromZod(parsed.error);
  const id = account.businessId;
  const now = (options.now ?? (() => new Date()))().toISOString();
  const existing = await db.einvoiceProfiles.get(id);
  const row: EinvoiceProfileRow = { id, businessId: id, updatedAt: now, version: existing?.version ?? 0, ...parsed.data };
  const body: JsonObject = { ...parsed.data, address: { ...parsed.data.address } };
  await enqueue(
    {
      table: 'einvoiceProfiles',
      rowId: id,
      method: 'PUT',
      path: `/b/${id}/einvoiceProfiles/${id}`,
      body,
      effect: existing ? { op: 'update', patch: { ...body, updatedAt: now } } : { op: 'create', row },
    },
    { ...options, db, account },
  );
}

/**
 * Asks the server to cancel the document's e-invoice at MyInvois (within 72 hours of its
 * validation); the screen shows it as requested until the server's job has MyInvois's answer.
 */
export function cancelEinvoice(id: string, current: EinvoiceStatus, input: { reason: string; requestedAt: string }, options: EnqueueOptions = {}): Promise<void> {
  const action = defineAction({
    table: 'invoices',
    schema: einvoiceCancelSchema,
    path: (businessId, docId) => `/b/${businessId}/invoices/${docId}/einvoice-cancel`,
    patch: (data): JsonObject => ({ einvoice: { ...current, state: 'cancelRequested', cancelReason: data.reason, cancelError: null } as unknown as JsonObject }),
  });
  return action(id, input, options);
}
