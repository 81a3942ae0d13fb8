import { describe, expect, it } from 'vitest';
import { memberPermissionsSchema } from '@/lib/schemas/member';
import { LEVEL_AREAS, levelsFor, rolesFormErrors, rolesFormFrom, rolesFormPermissions } from '@/lib/team/roles-form';

describe('roles form (spec §5, §6)', () => {
  it('requires a level for every area', () => {
    const form = rolesFormFrom({ customers: 2 });
    const errors = rolesFormErrors(form);
    expect(errors.customers).toBeUndefined();
    expect(Object.keys(errors).sort()).toEqual(LEVEL_AREAS.filter((a) => a !== 'customers').sort());
    expect(Object.values(errors).every((e) => e === 'team.roles.required')).toBe(true);
    expect(rolesFormPermissions(form)).toBeNull();
  });

  it('never offers or accepts Edit or Delete for reporting', () => {
    expect(levelsFor('reporting')).toEqual([0, 1]);
    expect(levelsFor('reporting_self')).toEqual([0, 1]);
    expect(levelsFor('customers')).toEqual([0, 1, 2, 3]);
    const form = rolesFormFrom(Object.fromEntries(LEVEL_AREAS.map((a) => [a, 1])));
    form.levels.reporting = 2;
    expect(rolesFormErrors(form)).toEqual({ reporting: 'team.roles.reportingViewOnly' });
    expect(memberPermissionsSchema.safeParse({ reporting_self: 3 }).success).toBe(false);
    expect(memberPermissionsSchema.safeParse({ reporting_self: 1 }).success).toBe(true);
  });

  it('gives every area, pos and the commission flag once complete', () => {
    const form = rolesFormFrom(Object.fromEntries(LEVEL_AREAS.map((a) => [a, 0])));
    form.levels.booking_all = 3;
    form.pos = true;
    expect(rolesFormPermissions(form)).toEqual({
      pos: true, commissions: { view_comms_value: false },
      booking_self: 0, booking_all: 3, payment_self: 0, payment: 0, reporting_self: 0, reporting: 0, customers: 0, catalogues: 0, members: 0,
    });
  });
});
