// The roles and permissions form (spec §5, §6): every area with a level 0–3, each select
// required; reporting levels are never Edit or Delete; pos and the commission-value flag are
// switches. Pure: the form, the invite and the server's schema use the same rules.
import type { PermissionLevel, Permissions } from '@/lib/api-types';

export const LEVEL_AREAS = [
  'booking_self',
  'booking_all',
  'payment_self',
  'payment',
  'reporting_self',
  'reporting',
  'customers',
  'catalogues',
  'members',
] as const;
export type RolesArea = (typeof LEVEL_AREAS)[number];

/** Reporting is read-only by nature: View at most. */
export const VIEW_ONLY_AREAS: ReadonlySet<RolesArea> = new Set(['reporting_self', 'reporting']);

export const LEVELS: readonly PermissionLevel[] = [0, 1, 2, 3];

/** The levels an area's select offers. */
export function levelsFor(area: RolesArea): readonly PermissionLevel[] {
  return VIEW_ONLY_AREAS.has(area) ? [0, 1] : LEVELS;
}

/** What the form holds: a level per area, or null until one is chosen. */
export interface RolesFormValues {
  levels: Record<RolesArea, PermissionLevel | null>;
  pos: boolean;
  viewCommissionValues: boolean;
}

export type RolesFormErrors = Partial<Record<RolesArea, string>>;

/** A member's stored permissions as the form shows them (unset areas stay unchosen). */
export function rolesFormFrom(p: Permissions): RolesFormValues {
  const levels = Object.fromEntries(LEVEL_AREAS.map((a) => [a, p[a] ?? null])) as Record<RolesArea, PermissionLevel | null>;
  return { levels, pos: p.pos === true, viewCommissionValues: p.commissions?.view_comms_value === true };
}

/** Field errors (i18n keys): a missing level is required; reporting above View is refused. */
export function rolesFormErrors(v: RolesFormValues): RolesFormErrors {
  const errors: RolesFormErrors = {};
  for (const area of LEVEL_AREAS) {
    const level = v.levels[area];
    if (level === null) errors[area] = 'team.roles.required';
    else if (VIEW_ONLY_AREAS.has(area) && level > 1) errors[area] = 'team.roles.reportingViewOnly';
  }
  return errors;
}

/** The permissions to save; null while the form has errors. */
export function rolesFormPermissions(v: RolesFormValues): Permissions | null {
  if (Object.keys(rolesFormErrors(v)).length > 0) return null;
  const p: Permissions = { pos: v.pos, commissions: { view_comms_value: v.viewCommissionValues } };
  for (const area of LEVEL_AREAS) p[area] = v.levels[area] ?? 0;
  return p;
}
