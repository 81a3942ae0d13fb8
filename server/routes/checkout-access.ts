import type { FastifyRequest } from 'fastify';
import type { MemberRow } from '@/lib/api-types';
import { can, isOrgAdmin } from '@server/http/access';
import type { Caller } from '@server/http/auth';
import { callerOf } from '@server/http/caller';
import { fail } from '@server/http/problem';

/** Spec §6: POS needs `pos`; org admins and members with no permission object have it. */
export function canUsePos(m: MemberRow): boolean {
  return isOrgAdmin(m) || Object.keys(m.permissions).length === 0 || m.permissions.pos === true;
}

export function requirePos(req: FastifyRequest): Caller {
  const c = callerOf(req);
  if (!canUsePos(c.member)) fail(403, 'This needs the pos permission.', { pos: 'permissions.insufficient' });
  return c;
}

/** Which money records the caller may read: all with payment ≥ 1, own with payment_self ≥ 1. */
export function paymentScope(m: MemberRow): 'all' | 'own' | 'none' {
  if (can(m, 'payment', 1)) return 'all';
  if (can(m, 'payment_self', 1)) return 'own';
  return 'none';
}

/** Refunds and voids: payment ≥ 2, or payment_self ≥ 2 on one's own sale. */
export function canRefund(m: MemberRow, soldBy: string, userId: string): boolean {
  return can(m, 'payment', 2) || (can(m, 'payment_self', 2) && soldBy === userId);
}

/** Checkout settings are org-admin-only (spec §6 menu tiers). */
export function requireOrgAdmin(req: FastifyRequest): Caller {
  const c = callerOf(req);
  if (!isOrgAdmin(c.member)) fail(403, 'Only org admins change checkout settings.', { org_settings: 'permissions.insufficient' });
  return c;
}
