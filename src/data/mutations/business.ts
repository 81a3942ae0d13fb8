import { businessPatchSchema } from '@/lib/schemas/business';
import { defineUpdate } from '@/data/mutations/define';

/**
 * `PATCH /business/{businessId}` (spec §7) with only the fields changed: name, short code, logo,
 * registration and tax numbers, contact, address, country, currency, time zone, week start. The
 * replica shows it at once; offline it waits in the outbox. The row's id is the business id.
 */
export const updateBusiness = defineUpdate({
  table: 'businesses',
  schema: businessPatchSchema,
  path: (businessId) => `/business/${businessId}`,
});
