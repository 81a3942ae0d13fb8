import { ValidationError } from '@/data/errors';
import type { JsonObject } from '@/data/json';
import { db as defaultDb } from '@/data/db';
import { requireActiveAccount } from '@/data/session';
import { enqueue, type EnqueueOptions } from '@/data/mutations/enqueue';
import { websiteSettingsPatchSchema, withWebsiteDefaults, type WebsiteSettingsPatch, type WebsiteSettingsRow } from '@/lib/schemas/website-settings';

/** Changes whole sections of the business's website settings (offline too; last writer wins per section). */
export async function updateWebsiteSettings(patch: WebsiteSettingsPatch, options: EnqueueOptions = {}): Promise<void> {
  const db = options.db ?? defaultDb;
  const account = options.account ?? requireActiveAccount();
  const parsed = websiteSettingsPatchSchema.safeParse(patch);
  if (!parsed.success) throw ValidationError.fromZod(parsed.error);
  const sections = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)) as JsonObject;
  if (Object.keys(sections).length === 0) throw new ValidationError({ _form: 'validation.emptyPatch' });
  const now = (options.now ?? (() => new Date()))().toISOString();
  const id = account.businessId;
  const existing = await db.websiteSettings.get(id);
  const row: WebsiteSettingsRow = { id, businessId: id, updatedAt: now, version: 0, ...withWebsiteDefaults({ ...existing, ...(sections as WebsiteSettingsPatch) }) };
  await enqueue(
    {
      table: 'websiteSettings',
      rowId: id,
      method: 'PATCH',
      path: `/b/${id}/websiteSettings/${id}`,
      body: sections,
      // No row yet on this device (never pulled): the defaults with the change, as a create.
      effect: existing ? { op: 'update', patch: { ...sections, updatedAt: now } } : { op: 'create', row },
    },
    { ...options, db, account },
  );
}
