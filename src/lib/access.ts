// Roles, effective permissions and the visibility rule for menu items and routes (spec §6).
import type { PermissionLevel, Permissions, SessionBusiness, SessionUser } from '@/lib/api-types';
import type { FeatureFlag, FeatureSet } from '@/lib/features';

export type LevelArea = 'booking_self' | 'booking_all' | 'payment_self' | 'payment' | 'reporting_self' | 'reporting' | 'customers' | 'catalogues' | 'members';

/** Full permissions (org admins and provider admins). */
export const FULL_PERMISSIONS: Required<Permissions> = {
  pos: true,
  booking_self: 3,
  booking_all: 3,
  payment_self: 3,
  payment: 3,
  reporting_self: 3,
  reporting: 3,
  customers: 3,
  catalogues: 3,
  members: 3,
  commissions: { view_comms_value: true },
};

export interface Access {
  isOrgAdmin: boolean;
  isBranchAdmin: boolean;
  /** Provider (platform) admin: internal role FULL or EXT_SALES. */
  isLaunchitAdmin: boolean;
  /** True when the permission object was empty: every area unrestricted. */
  unrestricted: boolean;
  permissions: Permissions;
}

type UserLike = Pick<SessionUser, 'userId' | 'orgAccessLevel' | 'permissions' | '_internalRole'>;

/**
 * Org admins (orgAccessLevel admin, or listed among the business's admins) and provider admins
 * get every permission. A branch admin is an org admin or a member who may edit the team
 * (members level 2 or more). Anyone else uses their own permissions; an empty object is
 * unrestricted.
 */
export function accessOf(user: UserLike, business?: Pick<SessionBusiness, 'admins'> | null): Access {
  const isLaunchitAdmin = user._internalRole === 'FULL' || user._internalRole === 'EXT_SALES';
  const businessAdmin = business?.admins.some((a) => a.userId.toLowerCase() === user.userId.toLowerCase()) ?? false;
  const isOrgAdmin = user.orgAccessLevel === 'admin' || businessAdmin || isLaunchitAdmin;
  const unrestricted = !isOrgAdmin && Object.keys(user.permissions).length === 0;
  const permissions = isOrgAdmin || unrestricted ? FULL_PERMISSIONS : user.permissions;
  const isBranchAdmin = isOrgAdmin || (permissions.members ?? 0) >= 2;
  return { isOrgAdmin, isBranchAdmin, isLaunchitAdmin, unrestricted, permissions };
}

export function levelOf(access: Access, area: LevelArea): PermissionLevel {
  return access.permissions[area] ?? 0;
}

export function canViewCommissionValues(access: Access): boolean {
  return access.isOrgAdmin || access.permissions.commissions?.view_comms_value === true;
}

/** Which audience may see an item at all. */
export type Tier = 'org-admin' | 'branch-admin' | 'all';

/** The resource an item shows; decides the permission it needs. */
export type Resource =
  | 'pos'
  | 'booking'
  | 'payment'
  | 'reporting'
  | 'customers'
  | 'catalogues'
  | 'members'
  | 'commissions'
  | 'org_settings'
  | 'branch_settings'
  | 'help'
  | 'none';

export interface VisibilityRule {
  feature?: FeatureFlag;
  tier?: Tier;
  resource?: Resource;
  /** What demo mode does to the item; shown as usual when omitted. */
  demo?: 'disabled' | 'hidden';
}

export interface VisibilityContext {
  access: Access;
  features: FeatureSet;
  /** Demo mode: the user has no merchant business yet. */
  demoMode: boolean;
}

export type Visibility = 'visible' | 'disabled' | 'hidden';

const VIEW: PermissionLevel = 1;

/** The resource check of spec §6. */
export function hasResource(access: Access, resource: Resource): boolean {
  const p = access.permissions;
  switch (resource) {
    case 'none':
    case 'help':
      return true;
    case 'org_settings':
      return access.isOrgAdmin;
    case 'branch_settings':
      return access.isBranchAdmin;
    case 'pos':
      return p.pos === true;
    case 'commissions':
      return canViewCommissionValues(access);
    case 'booking':
      return Math.max(p.booking_all ?? 0, p.booking_self ?? 0) >= VIEW;
    case 'payment':
      return Math.max(p.payment ?? 0, p.payment_self ?? 0) >= VIEW;
    case 'reporting':
      return Math.max(p.reporting ?? 0, p.reporting_self ?? 0) >= VIEW;
    case 'customers':
    case 'catalogues':
    case 'members':
      return (p[resource] ?? 0) >= VIEW;
  }
}

function passesTier(access: Access, tier: Tier): boolean {
  if (tier === 'org-admin') return access.isOrgAdmin;
  if (tier === 'branch-admin') return access.isBranchAdmin;
  return true;
}

/** Feature flag, then tier, then resource; demo mode last (disabled or hidden). */
export function visibilityOf(rule: VisibilityRule, ctx: VisibilityContext): Visibility {
  if (rule.feature !== undefined && !ctx.features[rule.feature]) return 'hidden';
  if (!passesTier(ctx.access, rule.tier ?? 'all')) return 'hidden';
  if (!hasResource(ctx.access, rule.resource ?? 'none')) return 'hidden';
  if (ctx.demoMode && rule.demo !== undefined) return rule.demo;
  return 'visible';
}
