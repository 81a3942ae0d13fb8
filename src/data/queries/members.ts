import { useLiveQuery } from 'dexie-react-hooks';
import type { BranchRow, MemberRow } from '@/lib/api-types';
import { db } from '@/data/db';
import { useActiveAccount } from '@/data/queries/useActiveAccount';

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
