import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/data/db';
import { readSession } from '@/data/meta';
import { useActiveAccount } from '@/data/queries/useActiveAccount';
import type { BranchRow } from '@/lib/api-types';
import type { SaleRow } from '@/lib/checkout/rows';

/** The replica's names and branch a sale's receipt shows. */
export interface ReceiptNames {
  businessName: string;
  branch: BranchRow | null;
  cashier: string | null;
  customer: string | null;
  staff: Map<string, string>;
}

export function useReceiptNames(sale: SaleRow | null | undefined): ReceiptNames | undefined {
  const account = useActiveAccount();
  return useLiveQuery(async () => {
    if (!sale || !account) return undefined;
    const session = await readSession(db, account.userId, account.businessId);
    const [branch, cashier, customer] = await Promise.all([
      db.branches.get(sale.branchId),
      db.members.get(sale.soldBy),
      sale.customerId ? db.customers.get(sale.customerId) : Promise.resolve(undefined),
    ]);
    const staffIds = [...new Set(sale.lines.flatMap((l) => (l.staffId ? [l.staffId] : [])))];
    const staff = new Map<string, string>();
    for (const m of await db.members.bulkGet(staffIds)) if (m) staff.set(m.id, `${m.firstName} ${m.lastName}`.trim());
    return {
      businessName: session?.business.name ?? '',
      branch: branch ?? null,
      cashier: cashier ? `${cashier.firstName} ${cashier.lastName}`.trim() : null,
      customer: customer ? `${customer.firstName} ${customer.lastName}`.trim() : null,
      staff,
    };
  }, [sale, account?.userId, account?.businessId]);
}
