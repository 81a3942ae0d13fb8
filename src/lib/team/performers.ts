import type { MemberRow, ServiceRow } from '@/lib/api-types';

/**
 * Who performs a service. The one source of truth is the service's `memberIds` (its "which staff
 * perform it", edited on the service and on a member's details): empty means anyone on the team.
 */
export type Performed = Pick<ServiceRow, 'memberIds'>;

export function performs(service: Performed, memberId: string): boolean {
  return service.memberIds.length === 0 || service.memberIds.includes(memberId);
}

/** The members of `team` who perform `service` (every member while no service is chosen). */
export function performersOf<M extends Pick<MemberRow, 'id'>>(service: Performed | undefined, team: readonly M[]): M[] {
  return service === undefined ? [...team] : team.filter((m) => performs(service, m.id));
}

/**
 * The service's `memberIds` once `memberId` performs it (`on`) or not. Taking one member off a
 * service anyone performs lists everyone else of `teamIds`; a list that comes to hold the whole
 * team stays a list (a member added later is not given the service unasked).
 */
export function withPerformer(service: Performed, memberId: string, on: boolean, teamIds: readonly string[]): string[] {
  if (on) return performs(service, memberId) ? [...service.memberIds] : [...service.memberIds, memberId];
  const current = service.memberIds.length === 0 ? teamIds : service.memberIds;
  return current.filter((id) => id !== memberId);
}
