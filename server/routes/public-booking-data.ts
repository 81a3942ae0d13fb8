// What the public booking routes read (issue 20): the branch's online menu and its free slots,
// computed by the shared pure src/lib/booking/slots.ts against the database.
import type { AppointmentRow, MemberRow, ServiceRow } from '@/lib/api-types';
import { addDays } from '@/lib/appointments/time-axis';
import { toLocal } from '@/lib/appointments/series';
import type { BookingRules } from '@/lib/booking/settings';
import { freeSlots, type FreeSlot } from '@/lib/booking/slots';
import type { PublicBooking, PublicBranchMenu } from '@/lib/booking/public-types';
import { withinPolicy } from '@/lib/booking/settings';
import { shownOnline } from '@/lib/booking/public-website';
import type { Queryable } from '@server/db/types';
import { str } from '@server/rows/convert';
import { toMember, toService, type DbRow } from '@server/rows/mappers';
import { bookingSettings, busyRows, serviceExtras } from '@server/routes/appointment-store';
import { websiteSettingsOf } from '@server/routes/website-settings';
import { findDeposit, publicDeposit } from '@server/routes/public-booking-deposits';

export interface PublicBranch {
  businessId: string;
  shortCode: string;
  branchId: string;
  name: string;
  timeZone: string;
}

/** The business of a short code; undefined when none has it. */
export async function businessByShortCode(q: Queryable, shortCode: string): Promise<string | undefined> {
  const rows = await q.query<{ id: string }>('SELECT id::text AS id FROM businesses WHERE short_code = $1 AND deleted_at IS NULL', [shortCode]);
  return rows[0]?.id;
}

export async function publicBranch(q: Queryable, shortCode: string, branchId: string): Promise<PublicBranch | undefined> {
  const rows = await q.query<DbRow>(
    `SELECT b.business_id, b.id, b.name, b.time_zone FROM branches b JOIN businesses z ON z.id = b.business_id
     WHERE z.short_code = $1 AND z.deleted_at IS NULL AND b.id = $2 AND b.deleted_at IS NULL`,
    [shortCode, branchId],
  );
  const r = rows[0];
  return r === undefined ? undefined : { businessId: str(r.business_id), shortCode, branchId, name: str(r.name), timeZone: str(r.time_zone) };
}

type Shown = ReturnType<typeof shownOnline>;

/** Active services customers may book online at the branch (not hidden in the website settings). */
async function onlineServices(q: Queryable, branch: PublicBranch, shown: Shown): Promise<ServiceRow[]> {
  const rows = await q.query<DbRow>('SELECT * FROM services WHERE business_id = $1 AND deleted_at IS NULL AND active ORDER BY category, name, id', [branch.businessId]);
  return rows.map(toService).filter((s) => s.onlineBookable && shown.service(s.id) && (s.branchIds.length === 0 || s.branchIds.includes(branch.branchId)));
}

/** Active members of the branch's service team offered online (not hidden in the website settings). */
async function serviceTeam(q: Queryable, branch: PublicBranch, shown: Shown): Promise<MemberRow[]> {
  const rows = await q.query<DbRow>('SELECT * FROM members WHERE business_id = $1 AND deleted_at IS NULL ORDER BY first_name, last_name, id', [branch.businessId]);
  return rows.map(toMember).filter((m) => m.status === 'active' && shown.member(m.id) && m.branches.some((b) => b.branchId === branch.branchId && b.serviceTeam));
}

const performs = (m: MemberRow, s: ServiceRow) => s.memberIds.length === 0 || s.memberIds.includes(m.id);

export async function branchMenu(q: Queryable, branch: PublicBranch): Promise<PublicBranchMenu> {
  const shown = shownOnline(await websiteSettingsOf(q, branch.businessId));
  const [services, team, rules] = [await onlineServices(q, branch, shown), await serviceTeam(q, branch, shown), await bookingSettings(q, branch.businessId, branch.branchId)];
  return {
    branchId: branch.branchId,
    name: branch.name,
    timeZone: branch.timeZone,
    services: services.map((s) => ({ id: s.id, name: s.name, category: s.category, durationMinutes: s.durationMinutes, price: s.price, currency: s.currency })),
    staff: team
      .map((m) => ({ id: m.id, name: `${m.firstName} ${m.lastName.slice(0, 1)}`.trim(), serviceIds: services.filter((s) => performs(m, s)).map((s) => s.id) }))
      .filter((m) => m.serviceIds.length > 0),
    slotIntervalMinutes: rules.slotIntervalMinutes,
    maxAdvanceDays: rules.maxAdvanceDays,
    requireApproval: rules.requireApproval,
    cancelWindowHours: rules.cancelWindowHours,
    rescheduleWindowHours: rules.rescheduleWindowHours,
  };
}

export interface SlotRequest {
  date: string;
  serviceIds: readonly string[];
  memberId: string | null;
  /** A booking being moved: it is not in its own way. */
  ignoreId?: string;
}

export type SlotAnswer = { ok: true; slots: FreeSlot[]; services: ServiceRow[]; rules: BookingRules } | { ok: false; field: 'services' | 'memberId' };

/** The free slots of a local day for the services (in the order asked) with the member, or anyone able. */
export async function branchSlots(q: Queryable, branch: PublicBranch, req: SlotRequest, nowMs: number): Promise<SlotAnswer> {
  const shown = shownOnline(await websiteSettingsOf(q, branch.businessId));
  const offered = await onlineServices(q, branch, shown);
  const services = req.serviceIds.map((id) => offered.find((s) => s.id === id));
  if (services.some((s) => s === undefined) || services.length === 0) return { ok: false, field: 'services' };
  const chosen = services.filter((s): s is ServiceRow => s !== undefined);
  const able = (await serviceTeam(q, branch, shown)).filter((m) => chosen.every((s) => performs(m, s)));
  const members = req.memberId === null ? able : able.filter((m) => m.id === req.memberId);
  if (members.length === 0 && req.memberId !== null) return { ok: false, field: 'memberId' };
  const rules = await bookingSettings(q, branch.businessId, branch.branchId);
  const from = new Date(Date.parse(`${req.date}T00:00:00Z`) - 86_400_000).toISOString();
  const to = new Date(Date.parse(`${addDays(req.date, 1)}T00:00:00Z`) + 86_400_000).toISOString();
  const rows = (await busyRows(q, branch.businessId, { branchId: branch.branchId, memberIds: members.map((m) => m.id), wholeBranch: false, from, to })).filter(
    (r) => r.id !== req.ignoreId,
  );
  const slots = freeSlots({
    date: req.date,
    timeZone: branch.timeZone,
    branchId: branch.branchId,
    services: chosen,
    members,
    rows,
    rules,
    extra: await serviceExtras(q, branch.businessId),
    nowMs,
  });
  return { ok: true, slots, services: chosen, rules };
}

/** The next free starts after `startAt` (that day and the next), to offer when a slot was taken. */
export async function nextSlots(q: Queryable, branch: PublicBranch, req: Omit<SlotRequest, 'date'> & { startAt: string }, nowMs: number): Promise<FreeSlot[]> {
  const date = toLocal(req.startAt, branch.timeZone).slice(0, 10);
  const out: FreeSlot[] = [];
  for (const d of [date, addDays(date, 1)]) {
    const answer = await branchSlots(q, branch, { ...req, date: d }, nowMs);
    if (answer.ok) out.push(...answer.slots.filter((s) => s.startAt > req.startAt));
    if (out.length >= 3) break;
  }
  return out.slice(0, 3);
}

/** A booking of the branch's business made online, as its customer sees it. */
export async function publicView(q: Queryable, shortCode: string, row: AppointmentRow, nowMs: number): Promise<PublicBooking> {
  const names = await q.query<{ branch: string | null; zone: string | null; staff: string | null; services: string[] | null }>(
    `SELECT (SELECT name FROM branches WHERE business_id = $1 AND id = $2) AS branch,
       (SELECT time_zone FROM branches WHERE business_id = $1 AND id = $2) AS zone,
       (SELECT trim(first_name || ' ' || left(last_name, 1)) FROM members WHERE business_id = $1 AND id = $3) AS staff,
       (SELECT array_agg(s.name ORDER BY array_position($4::uuid[], s.id)) FROM services s WHERE s.business_id = $1 AND s.id = ANY($4::uuid[])) AS services`,
    [row.businessId, row.branchId, row.memberId, row.services.map((s) => s.serviceId)],
  );
  const n = names[0];
  const rules = await bookingSettings(q, row.businessId, row.branchId);
  const live = row.status !== 'CANCELLED';
  return {
    bookingId: `${shortCode}|${row.id}`,
    status: row.status === 'CONFIRMED' || row.status === 'CANCELLED' ? row.status : 'PENDING',
    branchId: row.branchId,
    branchName: n?.branch ?? '',
    timeZone: n?.zone ?? 'UTC',
    startAt: row.startAt,
    endAt: row.endAt,
    serviceIds: row.services.map((s) => s.serviceId),
    services: n?.services ?? [],
    memberId: row.memberId,
    staffName: n?.staff ?? '',
    maxAdvanceDays: rules.maxAdvanceDays,
    canCancel: live && withinPolicy(row.startAt, rules.cancelWindowHours, nowMs),
    canReschedule: live && withinPolicy(row.startAt, rules.rescheduleWindowHours, nowMs),
    cancelWindowHours: rules.cancelWindowHours,
    rescheduleWindowHours: rules.rescheduleWindowHours,
    deposit: publicDeposit(await findDeposit(q, row.businessId, row.id)),
  };
}
