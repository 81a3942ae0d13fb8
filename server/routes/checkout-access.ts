import type { MemberRow } from '@/lib/api-types';
import { can, isOrgAdmin } from '@server/http/access';
import type { RouteAccess } from '@server/http/route';

/** Spec §6: POS needs `pos`; org admins and members with no permission object have it. */
export function canUsePos(m: MemberRow): boolean {
  return isOrgAdmin(m) || Object.keys(m.permissions).length === 0 || m.permissions.pos === true;
}

/** Access rules of the checkout routes (spec §6). */
export const POS: RouteAccess = { anyOf: [{ pos: true }] };
/** Money records: all with payment ≥ 1, own ones with payment_self ≥ 1 (the handler narrows). */
export const READ_PAYMENTS: RouteAccess = { anyOf: [{ area: 'payment', level: 1 }, { area: 'payment_self', level: 1 }] };
/** Refunds and voids: payment ≥ 2, or payment_self ≥ 2 on one's own sale (the handler narrows). */
export const REFUND: RouteAccess = { anyOf: [{ area: 'payment', level: 2 }, { area: 'payment_self', level: 2 }] };
/** Checkout settings are org-admin-only (spec §6 menu tiers). */
export const ORG_ADMIN: RouteAccess = { anyOf: [{ orgAdmin: true }] };

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
