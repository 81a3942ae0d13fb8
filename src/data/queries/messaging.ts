import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/data/db';
import { customersWithBalance } from '@/data/queries/customer-record';
import { useActiveAccount } from '@/data/queries/useActiveAccount';
import { campaignResults, segmentRecipients, type CampaignResults, type CampaignRow, type Segment } from '@/lib/messaging/campaign';
import type { MessageRow } from '@/lib/messaging/messages';
import type { MessageTemplateRow } from '@/lib/messaging/templates';
import { WHATSAPP_DEFAULTS, whatsappSettingsSchema, type WhatsappSettings } from '@/lib/messaging/whatsapp-settings';

/** A branch's message templates by name (undefined while loading). */
export function useBranchTemplates(branchId: string | null | undefined): MessageTemplateRow[] | undefined {
  return useLiveQuery(async () => {
    if (!branchId) return [];
    const rows = await db.messageTemplates.where('branchId').equals(branchId).toArray();
    return rows.sort((a, b) => a.name.localeCompare(b.name));
  }, [branchId]);
}

/** One template (null: no such template; undefined while loading). */
export function useMessageTemplate(id: string | null | undefined): MessageTemplateRow | null | undefined {
  return useLiveQuery(async () => (id ? ((await db.messageTemplates.get(id)) ?? null) : null), [id]);
}

/** A branch's WhatsApp settings, the defaults until it has its own, with the branch they were read for. */
export function useWhatsappSettings(branchId: string | null | undefined): { branchId: string | null; settings: WhatsappSettings } | undefined {
  return useLiveQuery(async () => {
    const row = branchId ? await db.whatsappSettings.get(branchId) : undefined;
    // The schema keeps the settings' own fields; a row missing a newer field reads its default.
    const parsed = whatsappSettingsSchema.safeParse({ ...WHATSAPP_DEFAULTS, ...row });
    return { settings: parsed.success ? parsed.data : WHATSAPP_DEFAULTS, branchId: branchId ?? null };
  }, [branchId]);
}

/** The branch's sent log, newest first (at most `limit` rows). */
export function useSentLog(branchId: string | null | undefined, limit = 100): MessageRow[] | undefined {
  return useLiveQuery(async () => {
    if (!branchId) return [];
    return db.messages.where('[branchId+createdAt]').between([branchId, ''], [branchId, '\uffff']).reverse().limit(limit).toArray();
  }, [branchId, limit]);
}

/** Messages the business sent since `sinceIso` (the usage meter's month). */
export function useMessagesSince(sinceIso: string): MessageRow[] | undefined {
  return useLiveQuery(async () => db.messages.filter((m) => m.createdAt >= sinceIso).toArray(), [sinceIso]);
}

/** How many customers a segment reaches with WhatsApp consent, as the replica holds them (undefined while counting). */
export function useSegmentReach(segment: Segment): number | undefined {
  const businessId = useActiveAccount()?.businessId ?? null;
  const key = JSON.stringify(segment);
  return useLiveQuery(async () => {
    if (businessId === null) return 0;
    const [rows, withBalance] = await Promise.all([
      db.customers.where('[businessId+nameKey]').between([businessId, ''], [businessId, '\uffff']).toArray(),
      segment.hasBalance ? customersWithBalance(businessId) : Promise.resolve(new Set<string>()),
    ]);
    return segmentRecipients(rows.filter((c) => c.archivedAt === null && c.mergedInto === null), segment, new Date(), withBalance).length;
  }, [businessId, key]);
}

export interface CampaignWithResults {
  campaign: CampaignRow;
  results: CampaignResults;
}

/** The business's campaigns, newest first, with their results from the replica's messages and booking history. */
export function useCampaigns(): CampaignWithResults[] | undefined {
  return useLiveQuery(async () => {
    const campaigns = await db.campaigns.orderBy('createdAt').reverse().toArray();
    return Promise.all(
      campaigns.map(async (campaign) => {
        const messages = await db.messages.where('campaignId').equals(campaign.id).toArray();
        const recipients = messages.flatMap((m) => (m.customerId === null ? [] : [m.customerId]));
        const booked = recipients.length === 0 ? [] : await db.appointments.where('customerId').anyOf(recipients).toArray();
        const actions = booked.length === 0 ? [] : await db.bookingActions.where('appointmentId').anyOf(booked.map((a) => a.id)).toArray();
        const customerOf = new Map(booked.map((a) => [a.id, a.customerId]));
        const made = actions.filter((a) => a.action === 'ADD').map((a) => ({ customerId: customerOf.get(a.appointmentId) ?? null, at: a.at }));
        return { campaign, results: campaignResults(campaign, messages, made) };
      }),
    );
  }, []);
}
