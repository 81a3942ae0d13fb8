import type { Permissions } from '@/lib/api-types';

/** What a new stylist usually gets; the inviter changes any level before sending. */
export const STAFF_PRESET: Permissions = {
  pos: true,
  booking_self: 2,
  booking_all: 1,
  payment_self: 1,
  payment: 0,
  reporting_self: 1,
  reporting: 0,
  customers: 2,
  catalogues: 1,
  members: 0,
  commissions: { view_comms_value: false },
};
