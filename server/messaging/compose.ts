import type { Locale } from '@/lib/locale';
import { placeholderValues, renderBody } from '@/lib/messaging/placeholders';
import { activeTemplate, bodyFor, type TemplatePurpose } from '@/lib/messaging/templates';
import { isConnected, type WhatsappSettings } from '@/lib/messaging/whatsapp-settings';
import type { Queryable } from '@server/db/types';
import { branchTemplates } from '@server/messaging/store';

/** A message ready to hand to the provider. */
export interface ComposedMessage {
  branchId: string;
  customerId: string;
  phoneNumberId: string;
  to: string;
  language: Locale;
  body: string;
}

/** Why no message goes: the customer cannot or should not get it. */
export type SkipReason = 'notConnected' | 'noConsent' | 'noPhone' | 'noTemplate' | 'noCustomer';

export interface Recipient {
  customerId: string;
  branchId: string;
  purpose: TemplatePurpose;
  /** The booking's facts for the placeholders (a campaign has none). */
  booking: { startAt: string; serviceIds: string[]; memberId: string | null } | null;
  /** The template chosen (a campaign's); else the branch's active template of the purpose. */
  templateId?: string;
}

interface Facts {
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  consent: boolean | null;
  branch_name: string | null;
  time_zone: string | null;
  address: string | null;
  services: string | null;
  staff: string | null;
}

/**
 * The message a customer gets for `purpose` in a branch: only with WhatsApp consent and a phone,
 * from the branch's active template of that purpose, in the branch's language (or one the
 * template has), placeholders filled with the booking's facts in the branch's time zone.
 */
export async function composeMessage(q: Queryable, businessId: string, r: Recipient, settings: WhatsappSettings): Promise<ComposedMessage | { skip: SkipReason }> {
  if (!isConnected(settings)) return { skip: 'notConnected' };
  const rows = await q.query<Facts>(
    `SELECT c.first_name, c.last_name, c.phone, c.whatsapp_consent_at IS NOT NULL AS consent,
       b.name AS branch_name, b.time_zone, concat_ws(', ', nullif(b.address1, ''), nullif(b.address2, ''), nullif(trim(b.postal_code || ' ' || b.city), '')) AS address,
       (SELECT string_agg(s.name, ', ' ORDER BY s.name) FROM services s WHERE s.business_id = $1 AND s.id = ANY($4::uuid[])) AS services,
       (SELECT trim(m.first_name || ' ' || m.last_name) FROM members m WHERE m.business_id = $1 AND m.id = $5) AS staff
     FROM branches b LEFT JOIN customers c ON c.business_id = $1 AND c.id = $2 AND c.deleted_at IS NULL AND c.merged_into IS NULL
     WHERE b.business_id = $1 AND b.id = $3`,
    [businessId, r.customerId, r.branchId, r.booking?.serviceIds ?? [], r.booking?.memberId ?? null],
  );
  const f = rows[0];
  if (f === undefined || f.first_name === null) return { skip: 'noCustomer' };
  if (f.consent !== true) return { skip: 'noConsent' };
  const to = (f.phone ?? '').replace(/[^\d]/g, '');
  if (to.length < 7) return { skip: 'noPhone' };
  const templates = await branchTemplates(q, businessId, r.branchId);
  const template = r.templateId === undefined ? activeTemplate(templates, r.branchId, r.purpose) : templates.find((t) => t.id === r.templateId && t.active);
  const chosen = template === undefined ? null : bodyFor(template.bodies, settings.language);
  if (chosen === null) return { skip: 'noTemplate' };
  const values = placeholderValues(
    {
      customerName: `${f.first_name} ${f.last_name ?? ''}`.trim(),
      service: f.services ?? '',
      staff: f.staff ?? '',
      startAt: r.booking?.startAt ?? new Date().toISOString(),
      branchName: f.branch_name ?? '',
      branchAddress: f.address ?? '',
      manageLink: `https://wa.me/${settings.senderNumber.replace(/^\+/, '')}`,
    },
    chosen.language,
    f.time_zone ?? 'Asia/Kuala_Lumpur',
  );
  return { branchId: r.branchId, customerId: r.customerId, phoneNumberId: settings.phoneNumberId, to, language: chosen.language, body: renderBody(chosen.body, values) };
}
