import { FX } from './fixture';

/**
 * The body of POST /b/{business A}/appointments: one service with one member at branch A, from
 * `startAt` for `minutes`; `extra` adds fields (customerId, kind, notes…) or overrides them.
 */
export function appointmentBody(serviceId: string, memberId: string, startAt: string, minutes: number, extra: Record<string, unknown> = {}) {
  const endAt = new Date(Date.parse(startAt) + minutes * 60_000).toISOString();
  return { id: crypto.randomUUID(), branchId: FX.branchA, services: [{ serviceId, memberId, startAt, endAt }], startAt, endAt, ...extra };
}
