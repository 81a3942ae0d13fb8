import { describe, expect, it } from 'vitest';
import type { Permissions, SessionUser } from '@/lib/api-types';
import { accessOf, visibilityOf, type Resource, type Tier, type VisibilityRule } from '@/lib/access';
import { FEATURE_DEFAULTS, resolveFeatures, type FeatureFlag } from '@/lib/features';
import { RULES } from '@/lib/area-rules';

const STAFF: Permissions = {
  pos: true, booking_self: 2, booking_all: 0, payment_self: 1, payment: 0, reporting_self: 0, reporting: 0,
  customers: 1, catalogues: 1, members: 0, commissions: { view_comms_value: false },
};
const MANAGER: Permissions = {
  pos: true, booking_self: 3, booking_all: 3, payment_self: 3, payment: 3, reporting_self: 1, reporting: 1,
  customers: 3, catalogues: 2, members: 2, commissions: { view_comms_value: true },
};
const NOTHING: Permissions = {
  pos: false, booking_self: 0, booking_all: 0, payment_self: 0, payment: 0, reporting_self: 0, reporting: 0,
  customers: 0, catalogues: 0, members: 0, commissions: { view_comms_value: false },
};

function user(orgAccessLevel: 'admin' | 'member', permissions: Permissions, internal: SessionUser['_internalRole'] = null) {
  return { userId: 'u1', orgAccessLevel, permissions, _internalRole: internal };
}

const ROLES = {
  orgAdmin: accessOf(user('admin', NOTHING)),
  platformAdmin: accessOf(user('member', {}, 'FULL')),
  extSales: accessOf(user('member', NOTHING, 'EXT_SALES')),
  branchAdmin: accessOf(user('member', MANAGER)),
  staff: accessOf(user('member', STAFF)),
  unrestricted: accessOf(user('member', {})),
  none: accessOf(user('member', NOTHING)),
};
type Role = keyof typeof ROLES;

const allOn = resolveFeatures({}, Object.fromEntries(Object.keys(FEATURE_DEFAULTS).map((f) => [f, true])) as Record<FeatureFlag, boolean>);

/** What each role may see, by tier × resource (all flags on, not in demo mode). */
const EXPECTED: Record<Tier, Record<Resource, Role[]>> = (() => {
  const everyone: Role[] = ['orgAdmin', 'platformAdmin', 'extSales', 'branchAdmin', 'staff', 'unrestricted', 'none'];
  const admins: Role[] = ['orgAdmin', 'platformAdmin', 'extSales'];
  const byResource: Record<Resource, Role[]> = {
    none: everyone,
    help: everyone,
    org_settings: [...admins],
    branch_settings: [...admins, 'branchAdmin', 'unrestricted'],
    pos: [...admins, 'branchAdmin', 'staff', 'unrestricted'],
    booking: [...admins, 'branchAdmin', 'staff', 'unrestricted'],
    payment: [...admins, 'branchAdmin', 'staff', 'unrestricted'],
    reporting: [...admins, 'branchAdmin', 'unrestricted'],
    customers: [...admins, 'branchAdmin', 'staff', 'unrestricted'],
    catalogues: [...admins, 'branchAdmin', 'staff', 'unrestricted'],
    members: [...admins, 'branchAdmin', 'unrestricted'],
    commissions: [...admins, 'branchAdmin', 'unrestricted'],
  };
  const tierOf = (tier: Tier, roles: Role[]): Role[] =>
    tier === 'all' ? roles : tier === 'org-admin' ? roles.filter((r) => admins.includes(r)) : roles.filter((r) => [...admins, 'branchAdmin', 'unrestricted'].includes(r));
  const build = (tier: Tier) => Object.fromEntries(Object.entries(byResource).map(([res, roles]) => [res, tierOf(tier, roles)])) as Record<Resource, Role[]>;
  return { all: build('all'), 'branch-admin': build('branch-admin'), 'org-admin': build('org-admin') };
})();

describe('menu visibility (spec §6)', () => {
  for (const [tier, resources] of Object.entries(EXPECTED) as [Tier, Record<Resource, Role[]>][]) {
    for (const [resource, allowed] of Object.entries(resources) as [Resource, Role[]][]) {
      it(`tier ${tier} × resource ${resource}`, () => {
        const seen = (Object.keys(ROLES) as Role[]).filter(
          (role) => visibilityOf({ tier, resource }, { access: ROLES[role], features: allOn, demoMode: false }) === 'visible',
        );
        expect(seen.sort()).toEqual([...allowed].sort());
      });
    }
  }

  it('hides an item whose feature flag is off, for every role', () => {
    const features = resolveFeatures({ quotation: false });
    for (const access of Object.values(ROLES)) {
      expect(visibilityOf({ feature: 'quotation' }, { access, features, demoMode: false })).toBe('hidden');
    }
  });

  it('uses defaults for app flags, the business value (default off) for server-controlled ones, and keeps pos on', () => {
    const features = resolveFeatures({ einvoice: true, pos: false, helps: false });
    expect(features.einvoice).toBe(true);
    expect(features.pos).toBe(true);
    expect(features.helps).toBe(true);
    expect(features.membership).toBe(false);
    expect(resolveFeatures({}).signup).toBe(true);
    expect(resolveFeatures({}, { pos: false, gCal: true })).toMatchObject({ pos: true, gCal: true });
  });

  it('booking and payment accept either the _all or the _self level', () => {
    const selfOnly = accessOf(user('member', { ...NOTHING, booking_self: 1, payment_self: 1 }));
    const ctx = { access: selfOnly, features: allOn, demoMode: false };
    expect(visibilityOf({ resource: 'booking' }, ctx)).toBe('visible');
    expect(visibilityOf({ resource: 'payment' }, ctx)).toBe('visible');
    expect(visibilityOf({ resource: 'customers' }, ctx)).toBe('hidden');
  });

  it('org admins listed among the business admins get full access', () => {
    const listed = accessOf(user('member', NOTHING), { admins: [{ userId: 'U1' }] });
    expect(listed.isOrgAdmin).toBe(true);
    expect(listed.permissions.reporting).toBe(3);
  });

  it('demo mode disables or hides the marked items only', () => {
    const ctx = { access: ROLES.orgAdmin, features: allOn, demoMode: true };
    const disabled: VisibilityRule = { demo: 'disabled' };
    expect(visibilityOf(disabled, ctx)).toBe('disabled');
    expect(visibilityOf({ demo: 'hidden' }, ctx)).toBe('hidden');
    expect(visibilityOf({}, ctx)).toBe('visible');
    expect(visibilityOf(disabled, { ...ctx, demoMode: false })).toBe('visible');
  });

  it('the area rules give staff fewer areas than the owner, and no org settings', () => {
    const visibleAreas = (role: Role) =>
      Object.entries(RULES).filter(([, rule]) => visibilityOf(rule, { access: ROLES[role], features: resolveFeatures({ ...FEATURE_DEFAULTS }), demoMode: false }) === 'visible').map(([k]) => k);
    const owner = visibleAreas('orgAdmin');
    const staff = visibleAreas('staff');
    expect(staff.length).toBeLessThan(owner.length);
    expect(staff).not.toContain('settingsOrgOnly');
    expect(staff).not.toContain('reports');
    expect(staff).toContain('checkout');
    expect(owner).toContain('settingsOrgOnly');
  });
});
