import { z } from 'zod';

/** The areas (tables) the audit log screen filters by; the log itself records every business table. */
export const AUDIT_AREAS = [
  'members',
  'branches',
  'businesses',
  'customers',
  'appointments',
  'services',
  'products',
  'sales',
  'refunds',
  'invoices',
  'checkout_settings',
  'website_settings',
  'calendar_feeds',
] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

/** GET /b/:businessId/auditLog: filters (all optional) and the page cursor. */
export const auditQuerySchema = z.object({
  actorId: z.uuid('validation.invalidId').optional(),
  entity: z.enum(AUDIT_AREAS, 'audit.errors.area').optional(),
  /** ISO instants: from inclusive, to exclusive. */
  from: z.iso.datetime({ offset: true, error: 'validation.invalidTimestamp' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'validation.invalidTimestamp' }).optional(),
  /** Entries older than this id (the previous page's last). */
  before: z.coerce.number().int('validation.invalidCursor').positive('validation.invalidCursor').optional(),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

export interface AuditEntry {
  id: number;
  at: string;
  actorId: string | null;
  actorEmail: string | null;
  method: string | null;
  path: string | null;
  entity: string;
  entityId: string;
  op: 'insert' | 'update' | 'delete';
  /** Each changed column: its value before and after (JSON as stored). */
  changes: Record<string, { before: unknown; after: unknown }>;
}

export interface AuditPage {
  items: AuditEntry[];
  /** Pass as `before` for the next page; null at the end. */
  nextBefore: number | null;
}
