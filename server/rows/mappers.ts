import type {
  AppointmentRow,
  AppointmentServiceLine,
  AttendanceStatus,
  BookingKind,
  BookingStatus,
  BranchRow,
  CustomerAddress,
  CustomerRow,
  CustomerTag,
  MemberBranch,
  MemberRow,
  MemberStatus,
  Permissions,
  ProductRow,
  ServiceRow,
  TimeOff,
} from '@/lib/api-types';
import { iso, isoOrNull, json, num, rowMetaOf, str, strOrNull } from '@server/rows/convert';
import { normaliseLocale } from '@/lib/locale';
import type { NotificationPrefs } from '@/lib/schemas/notification-prefs';

/** A database row as the drivers give it back: snake_case columns of unknown type. */
export type DbRow = Record<string, unknown>;

export function toBranch(r: DbRow): BranchRow {
  return {
    ...rowMetaOf(r),
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
    ...rowMetaOf(r),
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
    locale: normaliseLocale(strOrNull(r.locale)),
    notificationPrefs: json<NotificationPrefs>(r.notification_prefs),
  };
}

export function toCustomer(r: DbRow): CustomerRow {
  return {
    ...rowMetaOf(r),
    firstName: str(r.first_name),
    lastName: str(r.last_name),
    email: str(r.email),
    phone: str(r.phone),
    notes: str(r.notes),
    branchId: strOrNull(r.branch_id),
    createdAt: iso(r.created_at),
    birthday: strOrNull(r.birthday),
    gender: customerGender(r.gender),
    address: r.address === null || r.address === undefined ? null : json<CustomerAddress>(r.address),
    whatsappConsentAt: isoOrNull(r.whatsapp_consent_at),
    emailConsentAt: isoOrNull(r.email_consent_at),
    firstVisitAt: isoOrNull(r.first_visit_at),
    lastVisitAt: isoOrNull(r.last_visit_at),
    visitsCount: num(r.visits_count),
    totalSpent: num(r.total_spent),
    noShowCount: num(r.no_show_count),
    archivedAt: isoOrNull(r.archived_at),
    mergedInto: strOrNull(r.merged_into),
    erasedAt: isoOrNull(r.erased_at),
  };
}

function customerGender(v: unknown): CustomerRow['gender'] {
  const g = str(v);
  if (g === '' || g === 'female' || g === 'male' || g === 'other') return g;
  throw new Error(`Unknown gender ${g}`);
}

export function toService(r: DbRow): ServiceRow {
  return {
    ...rowMetaOf(r),
    name: str(r.name),
    category: str(r.category),
    description: str(r.description),
    durationMinutes: num(r.duration_minutes),
    processingMinutes: num(r.processing_minutes ?? 0),
    bufferMinutes: num(r.buffer_minutes ?? 0),
    price: num(r.price),
    levelPrices: json<ServiceRow['levelPrices']>(r.level_prices ?? []),
    currency: str(r.currency),
    sst: r.sst !== false,
    color: str(r.color ?? '#3B5BDB'),
    memberIds: json<string[]>(r.member_ids ?? []),
    branchIds: json<string[]>(r.branch_ids ?? []),
    onlineBookable: r.online_bookable !== false,
    imageUrl: strOrNull(r.image_url),
    active: r.active === true,
  };
}

/** Expects `stock` and `stock_by_branch` columns: the product's stock_movements summed, in all and per branch. */
export function toProduct(r: DbRow): ProductRow {
  return {
    ...rowMetaOf(r),
    name: str(r.name),
    category: str(r.category),
    sku: str(r.sku),
    barcode: str(r.barcode ?? ''),
    price: num(r.price),
    cost: num(r.cost ?? 0),
    currency: str(r.currency),
    sst: r.sst !== false,
    imageUrl: strOrNull(r.image_url),
    lowStock: json<Record<string, number>>(r.low_stock ?? {}),
    stock: num(r.stock ?? 0),
    stockByBranch: Object.fromEntries(Object.entries(json<Record<string, string | number>>(r.stock_by_branch ?? {})).map(([b, n]) => [b, num(n)])),
    active: r.active === true,
  };
}

export function toAppointment(r: DbRow): AppointmentRow {
  return {
    ...rowMetaOf(r),
    branchId: str(r.branch_id),
    kind: str(r.kind) as BookingKind,
    status: str(r.status) as BookingStatus,
    source: str(r.source) as AppointmentRow['source'],
    customerId: strOrNull(r.customer_id),
    memberId: strOrNull(r.member_id),
    serviceId: strOrNull(r.service_id),
    startAt: iso(r.start_at),
    endAt: iso(r.end_at),
    notes: str(r.notes),
    services: json<AppointmentServiceLine[]>(r.services ?? []),
    seriesId: strOrNull(r.series_id),
    attendance: strOrNull(r.attendance) as AttendanceStatus | null,
    tags: json<CustomerTag[]>(r.tags ?? []),
    cancelReason: strOrNull(r.cancel_reason),
    allowDoubleBooking: r.allow_double_booking === true,
    capacity: r.capacity === null || r.capacity === undefined ? null : num(r.capacity),
    saleId: strOrNull(r.sale_id),
    createdBy: strOrNull(r.created_by),
  };
}
