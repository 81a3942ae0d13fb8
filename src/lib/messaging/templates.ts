import { z } from 'zod';
import type { RowMeta } from '@/lib/api-types';
import { LOCALES, type Locale } from '@/lib/locale';
import { unknownPlaceholders } from '@/lib/messaging/placeholders';

/** What a template is for: the automatic messages, and campaigns. */
export const TEMPLATE_PURPOSES = ['confirmation', 'reminder', 'rescheduled', 'cancelled', 'noShowFollowUp', 'thankYou', 'birthday', 'campaign'] as const;
export type TemplatePurpose = (typeof TEMPLATE_PURPOSES)[number];

const body = z
  .string()
  .max(1000, 'validation.tooLong')
  .refine((b) => unknownPlaceholders(b).length === 0, 'messaging.errors.unknownPlaceholder');

/** A message template of a branch: one body per language (an empty body: not written in that language). */
export const messageTemplateSchema = z
  .object({
    branchId: z.uuid('validation.invalidId'),
    name: z.string().trim().min(1, 'validation.required').max(80, 'validation.tooLong'),
    purpose: z.enum(TEMPLATE_PURPOSES, 'validation.required'),
    bodies: z.object({ en: body, 'zh-CN': body, 'ms-MY': body }),
    active: z.boolean(),
  })
  .refine((t) => LOCALES.some((l) => t.bodies[l].trim() !== ''), { path: ['bodies', 'en'], message: 'messaging.errors.noBody' });
export type MessageTemplate = z.output<typeof messageTemplateSchema>;

/** The replicated row (table messageTemplates). */
export interface MessageTemplateRow extends RowMeta, MessageTemplate {}

/**
 * The body to send a customer: in `language` when the template has it, else the first language
 * it is written in; null when it has none.
 */
export function bodyFor(bodies: MessageTemplate['bodies'], language: Locale): { language: Locale; body: string } | null {
  if (bodies[language].trim() !== '') return { language, body: bodies[language] };
  const other = LOCALES.find((l) => bodies[l].trim() !== '');
  return other === undefined ? null : { language: other, body: bodies[other] };
}

/** The active template of a purpose in a branch (the most recently changed one wins). */
export function activeTemplate<T extends Pick<MessageTemplateRow, 'branchId' | 'purpose' | 'active' | 'updatedAt'>>(rows: readonly T[], branchId: string, purpose: TemplatePurpose): T | undefined {
  return rows.filter((r) => r.branchId === branchId && r.purpose === purpose && r.active).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
}
