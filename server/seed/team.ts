import type { MemberBranch, Permissions } from '@/lib/api-types';
import { DAY_KEYS, type WeeklyAvailability } from '@/lib/availability';
import type { Locale } from '@/lib/locale';
import type { NotificationPrefs } from '@/lib/schemas/notification-prefs';

export const DEMO_PASSWORD = 'Demo!2345';

/** Fixed ids so tokens, URLs and tests can name the demo business and its people. */
export const DEMO_IDS = {
  business: '0195f0a0-0000-7000-8000-000000000001',
  bangsar: '0195f0a0-0000-7000-8000-0000000000b1',
  pj: '0195f0a0-0000-7000-8000-0000000000b2',
  owner: '0195f0a0-0000-7000-8000-0000000000a1',
  manager: '0195f0a0-0000-7000-8000-0000000000a2',
  staff: '0195f0a0-0000-7000-8000-0000000000a3',
} as const;

export interface MemberSeed {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  color: string;
  orgAccessLevel: 'admin' | 'member';
  branches: MemberBranch[];
  permissions: Permissions;
  /** Has a login in the identity service. */
  login: boolean;
  /** Their own account choices (/settings/account): absent is no language chosen, every notification. */
  locale?: Locale;
  notificationPrefs?: NotificationPrefs;
}

const both = (serviceTeam: boolean): MemberBranch[] => [
  { branchId: DEMO_IDS.bangsar, serviceTeam },
  { branchId: DEMO_IDS.pj, serviceTeam },
];

/** Chair staff: book their own appointments, take payments at the counter. */
const STYLIST: Permissions = {
  pos: true,
  booking_self: 2,
  booking_all: 1,
  payment_self: 1,
  payment: 0,
  reporting_self: 1,
  reporting: 0,
  customers: 1,
  catalogues: 1,
  members: 0,
  commissions: { view_comms_value: false },
};

export const TEAM: readonly MemberSeed[] = [
  {
    id: DEMO_IDS.owner, firstName: 'Aisyah', lastName: 'Rahman', email: 'owner@demo.test', phone: '+60123456701',
    color: '#7c3aed', orgAccessLevel: 'admin', branches: both(true), login: true, notificationPrefs: { muted: [], dailySummary: true },
    permissions: {
      pos: true, booking_self: 3, booking_all: 3, payment_self: 3, payment: 3, reporting_self: 3, reporting: 3,
      customers: 3, catalogues: 3, members: 3, commissions: { view_comms_value: true },
    },
  },
  {
    id: DEMO_IDS.manager, firstName: 'Daniel', lastName: 'Tan', email: 'manager@demo.test', phone: '+60123456702',
    color: '#2563eb', orgAccessLevel: 'member', branches: [{ branchId: DEMO_IDS.bangsar, serviceTeam: true }], login: true,
    permissions: {
      pos: true, booking_self: 3, booking_all: 3, payment_self: 3, payment: 3, reporting_self: 1, reporting: 1,
      customers: 3, catalogues: 2, members: 2, commissions: { view_comms_value: true },
    },
  },
  {
    id: DEMO_IDS.staff, firstName: 'Mei Ling', lastName: 'Wong', email: 'staff@demo.test', phone: '+60123456703',
    color: '#db2777', orgAccessLevel: 'member', branches: [{ branchId: DEMO_IDS.bangsar, serviceTeam: true }], login: true,
    permissions: {
      pos: true, booking_self: 2, booking_all: 0, payment_self: 1, payment: 0, reporting_self: 0, reporting: 0,
      customers: 1, catalogues: 1, members: 0, commissions: { view_comms_value: false },
    },
  },
  {
    id: '0195f0a0-0000-7000-8000-0000000000a4', firstName: 'Priya', lastName: 'Subramaniam', email: '', phone: '+60167788104',
    color: '#059669', orgAccessLevel: 'member', branches: [{ branchId: DEMO_IDS.bangsar, serviceTeam: true }], login: false,
    locale: 'ms-MY', notificationPrefs: { muted: ['EDITED_BOOKING'], dailySummary: false },
    permissions: STYLIST,
  },
  {
    id: '0195f0a0-0000-7000-8000-0000000000a5', firstName: 'Hafiz', lastName: 'Ismail', email: '', phone: '+60197788105',
    color: '#d97706', orgAccessLevel: 'member', branches: [{ branchId: DEMO_IDS.pj, serviceTeam: true }], login: false,
    permissions: STYLIST,
  },
  {
    id: '0195f0a0-0000-7000-8000-0000000000a6', firstName: 'Jasmine', lastName: 'Lim', email: '', phone: '+60127788106',
    color: '#0891b2', orgAccessLevel: 'member', branches: [{ branchId: DEMO_IDS.pj, serviceTeam: true }], login: false, locale: 'zh-CN',
    permissions: STYLIST,
  },
  {
    id: '0195f0a0-0000-7000-8000-0000000000a7', firstName: 'Nurul', lastName: 'Huda', email: '', phone: '+60137788107',
    color: '#e11d48', orgAccessLevel: 'member', branches: both(true), login: false,
    permissions: STYLIST,
  },
];

/**
 * A salon's week for each branch a member works at: the owner office hours on weekdays; stylists
 * 10:00–20:00 with a lunch break, their day off rotating (Monday, Tuesday, …) so the calendar
 * always has someone in.
 */
export function seedWorkingHours(m: MemberSeed, index: number): Record<string, WeeklyAvailability> {
  const week = (day: (d: number) => WeeklyAvailability[keyof WeeklyAvailability]) =>
    Object.fromEntries(DAY_KEYS.map((k, d) => [k, day(d)])) as WeeklyAvailability;
  const hours =
    m.orgAccessLevel === 'admin'
      ? week((d) => (d >= 1 && d <= 5 ? { active: true, slots: [{ start: '09:00', end: '18:00' }] } : { active: false, slots: [] }))
      : week((d) =>
          d === 1 + (index % 6)
            ? { active: false, slots: [] }
            : { active: true, slots: [{ start: '10:00', end: '14:00' }, { start: '15:00', end: '20:00' }] },
        );
  return Object.fromEntries(m.branches.map((b) => [b.branchId, hours]));
}
