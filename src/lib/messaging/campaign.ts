import { z } from 'zod';
import type { RowMeta } from '@/lib/api-types';
import { filterCustomers, LAST_VISIT_RANGES, type FilterableCustomer } from '@/lib/customers/filter';
import { CUSTOMER_TAGS } from '@/lib/customers/tags';

/** Who a campaign reaches (issue 21): the customers list's filters, and spent more than. */
export const segmentSchema = z.object({
  tag: z.enum(CUSTOMER_TAGS).nullable(),
  lastVisit: z.enum(LAST_VISIT_RANGES),
  birthdayMonth: z.number().int('validation.invalid').min(1, 'validation.invalid').max(12, 'validation.invalid').nullable(),
  /** The customers' home branch (null: any). */
  branchId: z.uuid('validation.invalidId').nullable(),
  hasBalance: z.boolean(),
  /** Minor units; null: any. */
  spentMoreThan: z.number().int('validation.invalid').min(0, 'validation.invalid').nullable(),
});
export type Segment = z.output<typeof segmentSchema>;

export const EVERYONE: Segment = { tag: null, lastVisit: 'any', birthdayMonth: null, branchId: null, hasBalance: false, spentMoreThan: null };

/** A campaign as the device sends it: sent from a branch (its WhatsApp sender), a campaign template, now or at `sendAt`. */
export const campaignCreateSchema = z.object({
  id: z.uuid('validation.invalidId'),
  branchId: z.uuid('validation.invalidId'),
  name: z.string().trim().min(1, 'validation.required').max(80, 'validation.tooLong'),
  templateId: z.uuid('messaging.errors.templateRequired'),
  segment: segmentSchema,
  sendAt: z.iso.datetime({ offset: true, error: 'validation.invalidDate' }).nullable(),
});
export type CampaignCreate = z.output<typeof campaignCreateSchema>;

/** The replicated row (table campaigns): what was asked, when it goes, how many it was sent to. */
export interface CampaignRow extends RowMeta, Omit<CampaignCreate, 'id' | 'sendAt'> {
  sendAt: string;
  recipients: number;
  createdAt: string;
}

export interface SegmentCustomer extends FilterableCustomer {
  whatsappConsentAt: string | null;
  phone: string;
}

/**
 * The customers a segment reaches with WhatsApp consent and a phone (the campaign's recipients),
 * by the customers list's rules plus "spent more than". `withBalance`: ids of customers with a
 * positive balance.
 */
export function segmentRecipients<C extends SegmentCustomer>(rows: readonly C[], s: Segment, now: Date, withBalance: ReadonlySet<string>): C[] {
  const filtered = filterCustomers(rows, { tag: s.tag, lastVisit: s.lastVisit, birthdayMonth: s.birthdayMonth, branchId: s.branchId, hasBalance: s.hasBalance, sort: 'name' }, now, withBalance);
  return filtered.filter((c) => (s.spentMoreThan === null || c.totalSpent > s.spentMoreThan) && c.whatsappConsentAt !== null && c.phone.replace(/[^\d]/g, '').length >= 7);
}

/** A campaign's results: its messages by state and the bookings its recipients made within 14 days. */
export interface CampaignResults {
  sent: number;
  delivered: number;
  failed: number;
  bookings: number;
}

const FOURTEEN_DAYS_MS = 14 * 86_400_000;

export function campaignResults(
  campaign: Pick<CampaignRow, 'sendAt'>,
  messages: readonly { state: string; customerId: string | null }[],
  bookingsMade: readonly { customerId: string | null; at: string }[],
): CampaignResults {
  const delivered = messages.filter((m) => m.state === 'delivered' || m.state === 'read').length;
  const failed = messages.filter((m) => m.state === 'failed').length;
  const sent = messages.filter((m) => m.state === 'sent').length + delivered;
  const recipients = new Set(messages.flatMap((m) => (m.customerId === null || m.state === 'failed' ? [] : [m.customerId])));
  const from = Date.parse(campaign.sendAt);
  const bookings = bookingsMade.filter((b) => b.customerId !== null && recipients.has(b.customerId) && Date.parse(b.at) >= from && Date.parse(b.at) < from + FOURTEEN_DAYS_MS).length;
  return { sent, delivered, failed, bookings };
}
