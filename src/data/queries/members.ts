import { useLiveQuery } from 'dexie-react-hooks';
import type { BranchRow, MemberRow } from '@/lib/api-types';
import { db } from '@/data/db';
import { useActiveAccount } from '@/data/queries/useActiveAccount';
import { DEFAULT_NOTIFICATION_PREFS } from '@/lib/schemas/notification-prefs';

const memberName = (m: MemberRow) => `${m.firstName} ${m.lastName}`;

/** The active business's team members by name; undefined while loading. */
export function useMembers(): MemberRow[] | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(
    async () =>
      businessId
        ? (await db.members.filter((m) => m.businessId === businessId).toArray()).sort((a, b) => memberName(a).localeCompare(memberName(b)))
        : [],
    [businessId],
  );
}

/** The active business's branches (full rows from the delta feed) by name; undefined while loading. */
export function useBranches(): BranchRow[] | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(
    async () =>
      businessId ? (await db.branches.filter((b) => b.businessId === businessId).toArray()).sort((a, b) => a.name.localeCompare(b.name)) : [],
    [businessId],
  );
}

/** One team member of the active business; undefined while loading, null when not (or no longer) there. */
export function useMember(id: string): MemberRow | null | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(async () => {
    const m = await db.members.get(id);
    return m !== undefined && m.businessId === businessId ? m : null;
  }, [id, businessId]);
}

/** One branch of the active business; undefined while loading, null when not there. */
export function useBranch(id: string): BranchRow | null | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(async () => {
    const b = await db.branches.get(id);
    return b !== undefined && b.businessId === businessId ? b : null;
  }, [id, businessId]);
}

/**
 * Why this device already knows a branch cannot be deleted (i18n key), or null: a future
 * appointment there, or a shift still open. The server checks the same on delete.
 */
export function useBranchDeleteBlock(branchId: string): string | null | undefined {
  return useLiveQuery(async () => {
    const now = new Date().toISOString();
    const future = await db.appointments
      .where('[branchId+startAt]')
      .between([branchId, now], [branchId, '\uffff'])
      .filter((a) => a.status !== 'CANCELLED')
      .first();
    if (future !== undefined) return 'branches.errors.futureAppointments';
    const open = await db.shifts.filter((s) => s.branchId === branchId && s.status === 'open').first();
    return open === undefined ? null : 'branches.errors.openShift';
  }, [branchId]);
}

/**
 * The signed-in user's own member row (the account pages); null without a business. Rows pulled
 * before migration 0034 lack the account choices: they read as the server's defaults.
 */
export function useMyMember(): MemberRow | null | undefined {
  const account = useActiveAccount();
  return useLiveQuery(async () => {
    if (account === null || account.businessId === '') return null;
    const m = await db.members.get(account.userId);
    if (m === undefined || m.businessId !== account.businessId) return null;
    return { ...m, locale: m.locale ?? null, notificationPrefs: m.notificationPrefs ?? DEFAULT_NOTIFICATION_PREFS };
  }, [account?.userId, account?.businessId]);
}
