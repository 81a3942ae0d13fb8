import type { RowMeta } from '@/lib/api-types';
import type { Locale } from '@/lib/locale';
import type { TemplatePurpose } from '@/lib/messaging/templates';

/** A message's delivery state: waiting for a retry, being handed over, as the provider reports it, or unknown (the sender died mid-send; never resent). */
export const MESSAGE_STATES = ['queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'unknown'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

/** One message to a customer (the branch's sent log; table messages), written by the server only. */
export interface MessageRow extends RowMeta {
  branchId: string;
  customerId: string | null;
  appointmentId: string | null;
  campaignId: string | null;
  purpose: TemplatePurpose;
  channel: 'whatsapp';
  to: string;
  language: Locale;
  body: string;
  state: MessageState;
  providerMessageId: string | null;
  error: string | null;
  createdAt: string;
}

/** Messages of the calendar month (UTC) holding `now`: what the usage meter counts. */
export function messagesThisMonth(rows: readonly Pick<MessageRow, 'createdAt' | 'state'>[], now: Date): number {
  const month = now.toISOString().slice(0, 7);
  return rows.filter((r) => r.createdAt.slice(0, 7) === month && r.state !== 'failed').length;
}
