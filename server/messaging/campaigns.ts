import { segmentRecipients, type CampaignCreate, type CampaignRow, type SegmentCustomer } from '@/lib/messaging/campaign';
import type { Queryable } from '@server/db/types';
import { upsertJsonRow } from '@server/db/upsert-json-row';
import { enqueueJob } from '@server/jobs/queue';
import { iso, num, str, strOrNull } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';
import { toCampaign } from '@server/messaging/store';

export const CAMPAIGN_QUEUE = 'whatsapp.campaign';

/** A campaign message job: one recipient of one campaign. */
export interface CampaignMessageJob {
  businessId: string;
  campaignId: string;
  customerId: string;
  branchId: string;
  templateId: string;
}

/** The business's live customers as the segment rules read them. */
async function segmentCustomers(q: Queryable, businessId: string): Promise<{ rows: SegmentCustomer[]; withBalance: Set<string> }> {
  const rows = await q.query<DbRow>(
    `SELECT id::text AS id, birthday, branch_id::text AS branch_id, visits_count, last_visit_at, total_spent, whatsapp_consent_at, phone
     FROM customers WHERE business_id = $1 AND deleted_at IS NULL AND archived_at IS NULL AND merged_into IS NULL`,
    [businessId],
  );
  const balances = await q.query<{ customer_id: string }>(
    'SELECT DISTINCT customer_id::text AS customer_id FROM balances WHERE business_id = $1 AND customer_id IS NOT NULL AND balance > 0 AND deleted_at IS NULL',
    [businessId],
  );
  return {
    rows: rows.map((r) => ({
      id: str(r.id),
      nameKey: '',
      birthday: r.birthday === null || r.birthday === undefined ? null : r.birthday instanceof Date ? r.birthday.toISOString().slice(0, 10) : str(r.birthday).slice(0, 10),
      branchId: strOrNull(r.branch_id),
      visitsCount: num(r.visits_count),
      lastVisitAt: r.last_visit_at === null || r.last_visit_at === undefined ? null : iso(r.last_visit_at),
      totalSpent: num(r.total_spent),
      whatsappConsentAt: r.whatsapp_consent_at === null || r.whatsapp_consent_at === undefined ? null : iso(r.whatsapp_consent_at),
      phone: str(r.phone),
    })),
    withBalance: new Set(balances.map((b) => b.customer_id)),
  };
}

/**
 * Creates a campaign in the caller's write transaction: its recipients are the segment's
 * customers with consent now, each given a message job at `sendAt` (or now), so the campaign and
 * its sends commit together; consent is checked again when each message goes.
 */
export async function createCampaign(q: Queryable, businessId: string, input: CampaignCreate, now: Date): Promise<CampaignRow> {
  const { rows, withBalance } = await segmentCustomers(q, businessId);
  const recipients = segmentRecipients(rows, input.segment, now, withBalance);
  const sendAt = input.sendAt === null || Date.parse(input.sendAt) < now.getTime() ? now.toISOString() : new Date(input.sendAt).toISOString();
  const { id, ...rest } = input;
  const doc: Omit<CampaignRow, 'id' | 'businessId' | 'updatedAt' | 'version'> = { ...rest, sendAt, recipients: recipients.length, createdAt: now.toISOString() };
  const row = await upsertJsonRow(q, { table: 'campaigns', column: 'campaign' }, businessId, id, doc);
  for (const c of recipients) {
    const payload: CampaignMessageJob = { businessId, campaignId: id, customerId: c.id, branchId: input.branchId, templateId: input.templateId };
    await enqueueJob(q, { queue: CAMPAIGN_QUEUE, key: `${businessId}:campaign:${id}:${c.id}`, businessId, payload, runAt: new Date(sendAt), maxAttempts: 8 });
  }
  return toCampaign(row);
}
