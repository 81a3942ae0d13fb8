import { z } from 'zod';
import type { RowMeta } from '@/lib/api-types';
import { LOCALES } from '@/lib/locale';

/** A branch's WhatsApp settings (`/settings/communications/whatsapp/:branchId`); id = the branch id. */
export const whatsappSettingsSchema = z.object({
  /** The sender number in E.164, or '' when not connected. */
  senderNumber: z.union([z.literal(''), z.string().regex(/^\+[1-9]\d{6,14}$/, 'messaging.errors.senderNumber')]),
  /** The provider's id of that number (WhatsApp Cloud API phone number id), or ''. */
  phoneNumberId: z.union([z.literal(''), z.string().regex(/^\d{5,20}$/, 'messaging.errors.phoneNumberId')]),
  /** The language of customers' messages (a template without it falls back to another it has). */
  language: z.enum(LOCALES, 'validation.required'),
  confirmation: z.boolean(),
  rescheduled: z.boolean(),
  cancelled: z.boolean(),
  reminder: z.boolean(),
  /** Hours before the appointment the reminder goes. */
  reminderHoursBefore: z.number().int('messaging.errors.hours').min(1, 'messaging.errors.hours').max(168, 'messaging.errors.hours'),
  noShowFollowUp: z.boolean(),
  /** Hours after a no-show's start the follow-up goes. */
  noShowHoursAfter: z.number().int('messaging.errors.hours').min(1, 'messaging.errors.hours').max(72, 'messaging.errors.hours'),
});
export type WhatsappSettings = z.output<typeof whatsappSettingsSchema>;

export interface WhatsappSettingsRow extends RowMeta, WhatsappSettings {}

export const WHATSAPP_DEFAULTS: WhatsappSettings = {
  senderNumber: '',
  phoneNumberId: '',
  language: 'en',
  confirmation: true,
  rescheduled: true,
  cancelled: true,
  reminder: true,
  reminderHoursBefore: 24,
  noShowFollowUp: false,
  noShowHoursAfter: 2,
};

/** Connected: the branch has a sender number and its provider id (messages go out only then). */
export function isConnected(s: Pick<WhatsappSettings, 'senderNumber' | 'phoneNumberId'>): boolean {
  return s.senderNumber !== '' && s.phoneNumberId !== '';
}
