import { ValidationError } from '@/data/errors';
import type { JsonObject } from '@/data/json';
import { db as defaultDb } from '@/data/db';
import { requireActiveAccount } from '@/data/session';
import { enqueue, type EnqueueOptions } from '@/data/mutations/enqueue';
import type { CheckoutSettingsRow } from '@/lib/checkout/rows';
import { checkoutSettingsPatchSchema, withDefaults, type CheckoutSettingsPatch } from '@/lib/checkout/settings';

/** Changes whole sections of the business's checkout settings (last writer wins per section). */
export async function updateCheckoutSettings(patch: CheckoutSettingsPatch, options: EnqueueOptions = {}): Promise<void> {
  const db = options.db ?? defaultDb;
  const account = options.account ?? requireActiveAccount();
  const parsed = checkoutSettingsPatchSchema.safeParse(patch);
  if (!parsed.success) throw ValidationError.fromZod(parsed.error);
  const sections = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)) as JsonObject;
  if (Object.keys(sections).length === 0) throw new ValidationError({ _form: 'validation.emptyPatch' });
  const now = (options.now ?? (() => new Date()))().toISOString();
  const id = account.businessId;
  const existing = await db.checkoutSettings.get(id);
  const row: CheckoutSettingsRow = { id, businessId: id, updatedAt: now, version: 0, ...withDefaults(existing ?? null), ...(sections as Partial<CheckoutSettingsRow>) };
  await enqueue(
    {
      table: 'checkoutSettings',
      rowId: id,
      method: 'PATCH',
      path: `/b/${id}/checkoutSettings/${id}`,
      body: sections,
      // No row yet on this device (never pulled): the defaults with the change, as a create.
      effect: existing ? { op: 'update', patch: { ...sections, updatedAt: now } } : { op: 'create', row },
    },
    { ...options, db, account },
  );
}
