import { v7 as uuidv7 } from 'uuid';
import { db as defaultDb } from '@/data/db';
import { ValidationError } from '@/data/errors';
import type { JsonValue } from '@/data/json';
import { requireActiveAccount } from '@/data/session';
import { enqueue, type EnqueueOptions } from '@/data/mutations/enqueue';
import { campaignCreateSchema, type CampaignCreate, type CampaignRow } from '@/lib/messaging/campaign';
import { messageTemplateSchema, type MessageTemplate, type MessageTemplateRow } from '@/lib/messaging/templates';
import { whatsappSettingsSchema, type WhatsappSettings, type WhatsappSettingsRow } from '@/lib/messaging/whatsapp-settings';

/** Saves a message template (a new one when `id` is null); offline too, the last writer wins. Resolves to its id. */
export async function saveMessageTemplate(id: string | null, input: MessageTemplate, options: EnqueueOptions = {}): Promise<string> {
  const db = options.db ?? defaultDb;
  const account = options.account ?? requireActiveAccount();
  const parsed = messageTemplateSchema.safeParse(input);
  if (!parsed.success) throw ValidationError.fromZod(parsed.error);
  const rowId = id ?? uuidv7();
  const now = (options.now ?? (() => new Date()))().toISOString();
  const existing = id === null ? undefined : await db.messageTemplates.get(id);
  const row: MessageTemplateRow = { id: rowId, businessId: account.businessId, updatedAt: now, version: existing?.version ?? 0, ...parsed.data };
  const body: JsonValue = parsed.data;
  await enqueue(
    {
      table: 'messageTemplates',
      rowId,
      method: 'PUT',
      path: `/b/${account.businessId}/messageTemplates/${rowId}`,
      body,
      effect: existing ? { op: 'update', patch: { ...parsed.data, updatedAt: now } } : { op: 'create', row },
    },
    { ...options, db, account },
  );
  return rowId;
}

/** Saves a branch's WhatsApp settings (offline too; the last writer wins). */
export async function saveWhatsappSettings(branchId: string, input: WhatsappSettings, options: EnqueueOptions = {}): Promise<void> {
  const db = options.db ?? defaultDb;
  const account = options.account ?? requireActiveAccount();
  const parsed = whatsappSettingsSchema.safeParse(input);
  if (!parsed.success) throw ValidationError.fromZod(parsed.error);
  const now = (options.now ?? (() => new Date()))().toISOString();
  const existing = await db.whatsappSettings.get(branchId);
  const row: WhatsappSettingsRow = { id: branchId, businessId: account.businessId, updatedAt: now, version: existing?.version ?? 0, ...parsed.data };
  const body: JsonValue = parsed.data;
  await enqueue(
    {
      table: 'whatsappSettings',
      rowId: branchId,
      method: 'PUT',
      path: `/b/${account.businessId}/whatsappSettings/${branchId}`,
      body,
      effect: existing ? { op: 'update', patch: { ...parsed.data, updatedAt: now } } : { op: 'create', row },
    },
    { ...options, db, account },
  );
}

/**
 * Starts a campaign (sent from `input.branchId`, to its segment's customers with consent, now or
 * at `sendAt`). `reach` is the device's count, shown until the server's answer replaces it.
 */
export async function startCampaign(input: Omit<CampaignCreate, 'id'>, reach: number, options: EnqueueOptions = {}): Promise<string> {
  const db = options.db ?? defaultDb;
  const account = options.account ?? requireActiveAccount();
  const id = uuidv7();
  const parsed = campaignCreateSchema.safeParse({ ...input, id });
  if (!parsed.success) throw ValidationError.fromZod(parsed.error);
  const now = (options.now ?? (() => new Date()))().toISOString();
  const { branchId, name, templateId, segment } = parsed.data;
  const row: CampaignRow = { branchId, name, templateId, segment, id, businessId: account.businessId, updatedAt: now, version: 0, sendAt: parsed.data.sendAt ?? now, recipients: reach, createdAt: now };
  const body: JsonValue = parsed.data;
  await enqueue({ table: 'campaigns', rowId: id, method: 'POST', path: `/b/${account.businessId}/campaigns`, body, effect: { op: 'create', row } }, { ...options, db, account });
  return id;
}
