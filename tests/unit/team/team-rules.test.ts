import { describe, expect, it } from 'vitest';
import type { MemberRow } from '@/lib/api-types';
import { accessOf, levelOf } from '@/lib/access';
import { emptyAvailability } from '@/lib/availability';
import { pickCurrentBranch } from '@/lib/current-branch';
import { filterTeam, roleOf } from '@/lib/team/team-filter';
import { workingHoursFor } from '@/lib/team/working-hours';
import { DEFAULT_NOTIFICATION_PREFS } from '@/lib/schemas/notification-prefs';

const B1 = 'b1';
const B2 = 'b2';

function member(over: Partial<MemberRow>): MemberRow {
  return {
    id: 'm', businessId: 'biz', updatedAt: '2026-01-01T00:00:00.000Z', version: 1, firstName: 'Aina', lastName: 'Rahman',
    email: 'aina@salon.test', phone: '+60123456789', color: '#C8EBD9', profileImageUrl: null, orgAccessLevel: 'member',
    branches: [{ branchId: B1, serviceTeam: true }], permissions: { customers: 1 }, internalRole: null, status: 'active',
    workingHours: {}, timeOff: [], locale: null, notificationPrefs: DEFAULT_NOTIFICATION_PREFS, ...over,
  };
}

describe('permission resolution (spec §6)', () => {
  it('org admins and provider admins get every area at 3; an empty object is unrestricted', () => {
    expect(levelOf(accessOf({ userId: 'u', orgAccessLevel: 'admin', permissions: { customers: 0 }, _internalRole: null }), 'customers')).toBe(3);
    const provider = accessOf({ userId: 'u', orgAccessLevel: 'member', permissions: { members: 0 }, _internalRole: 'EXT_SALES' });
    expect([provider.isOrgAdmin, provider.isBranchAdmin, levelOf(provider, 'members')]).toEqual([true, true, 3]);
    expect(levelOf(accessOf({ userId: 'u', orgAccessLevel: 'member', permissions: {}, _internalRole: null }), 'reporting')).toBe(3);
    const staff = accessOf({ userId: 'u', orgAccessLevel: 'member', permissions: { customers: 1 }, _internalRole: null });
    expect([staff.isBranchAdmin, levelOf(staff, 'customers'), levelOf(staff, 'catalogues')]).toEqual([false, 1, 0]);
  });

  it('a business admin listed on the business counts as org admin (override of the member level)', () => {
    const a = accessOf({ userId: 'U1', orgAccessLevel: 'member', permissions: { customers: 0 }, _internalRole: null }, { admins: [{ userId: 'u1' }] });
    expect(a.isOrgAdmin).toBe(true);
  });

  it('labels roles as the team list shows them', () => {
    expect(roleOf(member({ orgAccessLevel: 'admin' }))).toBe('orgAdmin');
    expect(roleOf(member({ permissions: { members: 2 } }))).toBe('branchAdmin');
    expect(roleOf(member({}))).toBe('staff');
  });
});

describe('team filters', () => {
  const team = [
    member({ id: 'a' }),
    member({ id: 'b', firstName: 'Ben', lastName: 'Lim', email: 'ben@x.test', phone: '+60199998888', branches: [{ branchId: B2, serviceTeam: true }], permissions: { members: 2 } }),
  ];
  it('searches names, e-mails and phone digits, and filters by branch and role', () => {
    expect(filterTeam(team, { text: 'lim', branchId: null, role: null }).map((m) => m.id)).toEqual(['b']);
    expect(filterTeam(team, { text: '9998', branchId: null, role: null }).map((m) => m.id)).toEqual(['b']);
    expect(filterTeam(team, { text: '', branchId: B1, role: null }).map((m) => m.id)).toEqual(['a']);
    expect(filterTeam(team, { text: '', branchId: null, role: 'branchAdmin' }).map((m) => m.id)).toEqual(['b']);
  });
});

describe('working hours per branch (calendar hook)', () => {
  it('answers the day at that branch; off days, other branches and unassigned branches are null', () => {
    const week = emptyAvailability();
    week['1'] = { active: true, slots: [{ start: '09:00', end: '18:00' }] };
    week['2'] = { active: true, slots: [] };
    const m = member({ workingHours: { [B1]: week, [B2]: week } });
    expect(workingHoursFor(m, B1, 1)).toEqual({ active: true, slots: [{ start: '09:00', end: '18:00' }] });
    expect(workingHoursFor(m, B1, 2)).toEqual({ active: true, slots: [] });
    expect(workingHoursFor(m, B1, 0)).toBeNull();
    expect(workingHoursFor(m, B2, 1)).toBeNull();
    expect(workingHoursFor(member({}), B1, 1)).toBeNull();
  });
});

describe('current branch after a change (spec §4)', () => {
  const branches = [{ branchId: B1 }, { branchId: B2 }];
  it('keeps the current branch while allowed, else moves to the first allowed one', () => {
    expect(pickCurrentBranch({ current: B2, hasBusiness: true, branches, isAdmin: false, assigned: [{ branchId: B2 }] })).toBe(B2);
    expect(pickCurrentBranch({ current: B2, hasBusiness: true, branches, isAdmin: false, assigned: [{ branchId: B1 }] })).toBe(B1);
    expect(pickCurrentBranch({ current: B2, hasBusiness: true, branches: [{ branchId: B1 }], isAdmin: true, assigned: [] })).toBe(B1);
    expect(pickCurrentBranch({ current: B1, hasBusiness: true, branches, isAdmin: false, assigned: [] })).toBeNull();
    expect(pickCurrentBranch({ current: null, hasBusiness: false, branches, isAdmin: true, assigned: [] })).toBeNull();
  });
});
