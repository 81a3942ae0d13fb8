import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/data/db';
import type { ImportJob } from '@/data/import-rows';
import { useActiveAccount } from '@/data/queries/useActiveAccount';

/** The account's latest import of this kind still on the device (running, or its closing figures); null when none. */
export function useImportJob(kind: string): ImportJob | null | undefined {
  const account = useActiveAccount();
  return useLiveQuery(async () => {
    if (!account) return null;
    const jobs = await db.importJobs.where('[userId+businessId]').equals([account.userId, account.businessId]).toArray();
    const mine = jobs.filter((j) => j.kind === kind).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return mine[0] ?? null;
  }, [account?.userId, account?.businessId, kind]);
}
