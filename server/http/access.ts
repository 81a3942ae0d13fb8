import type { MemberRow, PermissionLevel, Permissions } from '@/lib/api-types';

export type LevelArea = Exclude<keyof Permissions, 'pos' | 'commissions'>;

/** Spec §6: org admins and provider admins (internal roles) have every permission at level 3. */
export function isOrgAdmin(m: MemberRow): boolean {
  return m.orgAccessLevel === 'admin' || m.internalRole !== null;
}

/** Spec §6 canViewCommissionValues: org admins, or the commissions view-value flag. */
export function canSeeCommissionValues(m: MemberRow): boolean {
  return isOrgAdmin(m) || m.permissions.commissions?.view_comms_value === true;
}

/**
 * The caller's level in an area (0 none, 1 view, 2 edit, 3 delete). Spec §6 treats an empty
 * permission object as unrestricted; a member with any permission set gets 0 for unset areas.
 */
export function level(m: MemberRow, area: LevelArea): PermissionLevel {
  if (isOrgAdmin(m)) return 3;
  if (Object.keys(m.permissions).length === 0) return 3;
  return m.permissions[area] ?? 0;
}

export function can(m: MemberRow, area: LevelArea, atLeast: PermissionLevel): boolean {
  return level(m, area) >= atLeast;
}

/** Appointment visibility: all of them with booking_all ≥ 1, own ones with booking_self ≥ 1. */
export function appointmentScope(m: MemberRow): 'all' | 'own' | 'none' {
  if (can(m, 'booking_all', 1)) return 'all';
  if (can(m, 'booking_self', 1)) return 'own';
  return 'none';
}
