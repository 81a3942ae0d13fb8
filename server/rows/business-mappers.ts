import type { BusinessRow, CustomerAddress } from '@/lib/api-types';
import { iso, json, num, str, strOrNull } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';

/** A `businesses` row as the wire and the replica carry it (id = businessId). */
export function toBusiness(r: DbRow): BusinessRow {
  return {
    id: str(r.id),
    businessId: str(r.id),
    updatedAt: iso(r.updated_at),
    version: num(r.version),
    name: str(r.name),
    shortCode: str(r.short_code),
    logoUrl: strOrNull(r.logo_url),
    registrationNumber: str(r.registration_number),
    taxNumber: str(r.tax_number),
    email: str(r.email),
    phone: str(r.phone),
    website: str(r.website),
    address: r.address === null || r.address === undefined ? null : json<CustomerAddress>(r.address),
    country: str(r.country),
    currency: str(r.currency),
    timeZone: str(r.time_zone),
    weekStart: num(r.week_start),
  };
}
