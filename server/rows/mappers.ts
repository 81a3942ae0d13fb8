import type {
  AppointmentRow,
  BookingKind,
  BookingStatus,
  BranchRow,
  CustomerRow,
  MemberBranch,
  MemberRow,
  MemberStatus,
  Permissions,
  ProductRow,
  RowMeta,
  ServiceRow,
  TimeOff,
} from '@/lib/api-types';
import { iso, json, num, str, strOrNull } from '@server/rows/convert';

/** A database row as the drivers give it back: snake_case columns of unknown type. */
export type DbRow = Record<string, unknown>;

function meta(r: DbRow): RowMeta {
  return { id: str(r.id), businessId: str(r.business_id), updatedAt: iso(r.updated_at), version: num(r.version) };
}

export function toBranch(r: DbRow): BranchRow {
  return {
    ...meta(r),
    name: str(r.name),
    code: str(r.code),
    imageUrl: strOrNull(r.image_url),
    timeZone: str(r.time_zone),
    phone: str(r.phone),
    address1: str(r.address1),
    address2: str(r.address2 ?? ''),
    city: str(r.city),
    postalCode: str(r.postal_code),
    province: str(r.province),
    country: str(r.country),
    openingHours: json<BranchRow['openingHours']>(r.opening_hours ?? {}),
  };
}

function memberStatus(r: DbRow): MemberStatus {
  if (r.deactivated_at !== null && r.deactivated_at !== undefined) return 'deactivated';
  if (r.invited_at !== null && r.invited_at !== undefined && (r.joined_at === null || r.joined_at === undefined)) return 'invited';
  return 'active';
}

export function toMember(r: DbRow): MemberRow {
  return {
    ...meta(r),
    firstName: str(r.first_name),
    lastName: str(r.last_name),
    email: str(r.email),
    phone: str(r.phone),
    color: str(r.color),
    profileImageUrl: strOrNull(r.profile_image_url),
    orgAccessLevel: r.org_access_level === 'admin' ? 'admin' : 'member',
    branches: json<MemberBranch[]>(r.branches),
    permissions: json<Permissions>(r.permissions),
    internalRole: r.internal_role === 'FULL' || r.internal_role === 'EXT_SALES' ? r.internal_role : null,
    status: memberStatus(r),
    workingHours: json<MemberRow['workingHours']>(r.working_hours ?? {}),
    timeOff: json<TimeOff[]>(r.time_off ?? []),
  };
}

export function toCustomer(r: DbRow): CustomerRow {
  return {
    ...meta(r),
    firstName: str(r.first_name),
    lastName: str(r.last_name),
    email: str(r.email),
    phone: str(r.phone),
    notes: str(r.notes),
    branchId: strOrNull(r.branch_id),
    createdAt: iso(r.created_at),
  };
}

export function toService(r: DbRow): ServiceRow {
  return {
    ...meta(r),
    name: str(r.name),
    category: str(r.category),
    durationMinutes: num(r.duration_minutes),
    price: num(r.price),
    currency: str(r.currency),
    active: r.active === true,
  };
}

/** Expects a `stock` column: the sum of the product's stock_movements. */
export function toProduct(r: DbRow): ProductRow {
  return {
    ...meta(r),
    name: str(r.name),
    category: str(r.category),
    sku: str(r.sku),
    price: num(r.price),
    currency: str(r.currency),
    stock: num(r.stock ?? 0),
    active: r.active === true,
  };
}

export function toAppointment(r: DbRow): AppointmentRow {
  return {
    ...meta(r),
    branchId: str(r.branch_id),
    kind: str(r.kind) as BookingKind,
    status: str(r.status) as BookingStatus,
    source: str(r.source) as AppointmentRow['source'],
    customerId: strOrNull(r.customer_id),
    memberId: str(r.member_id),
    serviceId: strOrNull(r.service_id),
    startAt: iso(r.start_at),
    endAt: iso(r.end_at),
    notes: str(r.notes),
  };
}
