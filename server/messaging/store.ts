import type { RowMeta } from '@/lib/api-types';
import type { CampaignRow } from '@/lib/messaging/campaign';
import { WHATSAPP_DEFAULTS, whatsappSettingsSchema, type WhatsappSettings, type WhatsappSettingsRow } from '@/lib/messaging/whatsapp-settings';
import type { MessageTemplateRow, MessageTemplate } from '@/lib/messaging/templates';
import type { MessageRow, MessageState } from '@/lib/messaging/messages';
import type { Queryable } from '@server/db/types';
import { iso, json, num, str, strOrNull } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';

/** Reads and mappers of the messaging tables (issue 21). */

export function toMessageTemplate(r: DbRow): MessageTemplateRow {
  return { id: str(r.id), businessId: str(r.business_id), updatedAt: iso(r.updated_at), version: num(r.version), ...json<MessageTemplate>(r.template) };
}

export function toWhatsappSettings(r: DbRow): WhatsappSettingsRow {
  // Settings saved before a field existed read it from the defaults.
  return { id: str(r.id), businessId: str(r.business_id), updatedAt: iso(r.updated_at), version: num(r.version), ...WHATSAPP_DEFAULTS, ...json<Partial<WhatsappSettings>>(r.settings) };
}

export function toMessage(r: DbRow): MessageRow {
  return {
    id: str(r.id),
    businessId: str(r.business_id),
    updatedAt: iso(r.updated_at),
    version: num(r.version),
    branchId: str(r.branch_id),
    customerId: strOrNull(r.customer_id),
    appointmentId: strOrNull(r.appointment_id),
    campaignId: strOrNull(r.campaign_id),
    purpose: str(r.purpose) as MessageRow['purpose'],
    channel: 'whatsapp',
    to: str(r.to_number),
    language: str(r.language) as MessageRow['language'],
    body: str(r.body),
    state: str(r.state) as MessageState,
    providerMessageId: strOrNull(r.provider_message_id),
    error: strOrNull(r.error),
    createdAt: iso(r.created_at),
  };
}

/** A branch's WhatsApp settings, the defaults until it has its own. */
export async function branchWhatsappSettings(q: Queryable, businessId: string, branchId: string): Promise<WhatsappSettings> {
  const rows = await q.query<DbRow>('SELECT * FROM whatsapp_settings WHERE business_id = $1 AND id = $2 AND deleted_at IS NULL', [businessId, branchId]);
  // The schema keeps only the settings' own fields.
  return rows[0] === undefined ? WHATSAPP_DEFAULTS : whatsappSettingsSchema.parse(toWhatsappSettings(rows[0]));
}

export async function branchTemplates(q: Queryable, businessId: string, branchId: string): Promise<MessageTemplateRow[]> {
  const rows = await q.query<DbRow>(`SELECT * FROM message_templates WHERE business_id = $1 AND deleted_at IS NULL AND template->>'branchId' = $2`, [businessId, branchId]);
  return rows.map(toMessageTemplate);
}

export function toCampaign(r: DbRow): CampaignRow {
  return { id: str(r.id), businessId: str(r.business_id), updatedAt: iso(r.updated_at), version: num(r.version), ...json<Omit<CampaignRow, keyof RowMeta>>(r.campaign) };
}
