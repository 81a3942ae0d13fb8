// The team list's role labels, search and filters (spec §2.2 /team).
import type { MemberRow } from '@/lib/api-types';

export type TeamRole = 'orgAdmin' | 'branchAdmin' | 'staff';

/** Spec §6 roles: org admin (or provider admin), branch admin (members ≥ 2, see decisions), staff. */
export function roleOf(m: Pick<MemberRow, 'orgAccessLevel' | 'internalRole' | 'permissions'>): TeamRole {
  if (m.orgAccessLevel === 'admin' || m.internalRole !== null) return 'orgAdmin';
  if (Object.keys(m.permissions).length === 0 || (m.permissions.members ?? 0) >= 2) return 'branchAdmin';
  return 'staff';
}

export interface TeamFilter {
  /** Lowercased search text (the search box lowercases, spec §2.4). */
  text: string;
  branchId: string | null;
  role: TeamRole | null;
}

export function memberName(m: Pick<MemberRow, 'firstName' | 'lastName'>): string {
  return `${m.firstName} ${m.lastName}`.trim();
}

/** Members matching every filter: text in the name, e-mail or phone; a branch; a role. */
export function filterTeam<M extends MemberRow>(members: readonly M[], f: TeamFilter): M[] {
  const text = f.text.trim().toLowerCase();
  const digits = text.replace(/\D/g, '');
  return members.filter((m) => {
    if (f.branchId !== null && !m.branches.some((b) => b.branchId === f.branchId)) return false;
    if (f.role !== null && roleOf(m) !== f.role) return false;
    if (text === '') return true;
    return (
      memberName(m).toLowerCase().includes(text) ||
      m.email.toLowerCase().includes(text) ||
      (digits.length >= 3 && m.phone.replace(/\D/g, '').includes(digits))
    );
  });
}
