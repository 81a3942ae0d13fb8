import type { z } from 'zod';
import { memberDataSchema } from '@/lib/schemas/member';
import { defineDelete, defineUpdate } from '@/data/mutations/define';

export type MemberPatch = z.input<typeof memberDataSchema>;

/** The spec's call (§7): `PUT /business/{businessId}/users/{userId}` with `options.operation`. */
const userPath = (businessId: string, id: string) => `/business/${businessId}/users/${id}`;

/**
 * Profile, branches, working hours, time off, rights, deactivate/reactivate (`status`): only the
 * fields given are sent; the server keeps its rules (no self-escalation, one org admin at least).
 */
export const updateMember = defineUpdate({
  table: 'members',
  schema: memberDataSchema,
  path: userPath,
  send: { method: 'PUT', body: (data) => ({ data, options: { operation: 'update' } }) },
});

/** Removes the member (their identity user is disabled; what they did stays in the records). */
export const deleteMember = defineDelete({
  table: 'members',
  path: userPath,
  send: { method: 'PUT', body: { data: {}, options: { operation: 'delete' } } },
});
