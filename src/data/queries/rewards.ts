import { useLiveQuery } from 'dexie-react-hooks';
import { db, type BookitDb } from '@/data/db';
import { readItemCategories } from '@/data/item-categories';
import { useAccess } from '@/data/queries/access';
import { useActiveAccount } from '@/data/queries/useActiveAccount';
import type { SaleRow } from '@/lib/checkout/rows';
import type { RewardProgramRow } from '@/lib/schemas/reward-program';
import { pointsLedger, type PointsLedgerLine } from '@/lib/rewards/ledger';
import type { PointMovementRow } from '@/lib/rewards/movements';
import { saleMovements } from '@/lib/rewards/sale-points';
import { salePoints, type SalePoints } from '@/lib/rewards/sale-summary';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** The active business's reward programs by name; undefined while loading. */
export function useRewardPrograms(): RewardProgramRow[] | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(
    async () => (businessId ? (await db.rewardPrograms.filter((p) => p.businessId === businessId).toArray()).sort(byName) : []),
    [businessId],
  );
}

/** One program of the active business; null when missing, undefined while loading. */
export function useRewardProgram(id: string): RewardProgramRow | null | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(async () => {
    const row = await db.rewardPrograms.get(id);
    return row && row.businessId === businessId ? row : null;
  }, [id, businessId]);
}

/** The business's active program (checkout earns and redeems under it); null when none. */
export function useActiveRewardProgram(): RewardProgramRow | null | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(async () => (businessId ? ((await db.rewardPrograms.filter((p) => p.businessId === businessId && p.active).first()) ?? null) : null), [businessId]);
}

/** Whether a movement this device holds came from a sale under the program (then it can only be archived). */
export function useRewardProgramUsed(id: string): boolean | undefined {
  return useLiveQuery(async () => (await db.pointMovements.filter((m) => m.programId === id).count()) > 0, [id]);
}

export interface CustomerPoints {
  /** The ledger up to now, newest first, with expiries and the balance after each line. */
  lines: PointsLedgerLine<PointMovementRow>[];
  balance: number;
  /** Movements of this device's sales and adjustments the server has not accepted yet. */
  pendingIds: ReadonlySet<string>;
}

/**
 * A customer's movements as this device knows them: the replicated ones, plus those of this
 * device's sales the server has not accepted yet (derived from the sale, with the same ids the
 * server gives them, so nothing counts twice once the server's rows arrive); and the active program.
 */
async function customerMovements(customerId: string, businessId: string, replica: BookitDb) {
  const [stored, sales, program] = await Promise.all([
    replica.pointMovements.where('customerId').equals(customerId).toArray(),
    replica.sales.where('customerId').equals(customerId).toArray(),
    replica.rewardPrograms.filter((p) => p.businessId === businessId && p.active).first(),
  ]);
  const mine = stored.filter((m) => m.businessId === businessId);
  const held = new Set(mine.map((m) => m.id));
  const pendingIds = new Set(mine.filter((m) => m.version === 0).map((m) => m.id));
  for (const sale of sales) {
    if (sale.businessId !== businessId || sale.version !== 0) continue;
    const derived = saleMovements(sale, { id: program?.id ?? '', expiryMonths: program?.expiryMonths ?? null, earned: sale.pointsEarned ?? 0 }, {
      businessId, updatedAt: sale.updatedAt, version: 0, createdBy: sale.soldBy,
    });
    for (const m of derived) {
      if (held.has(m.id)) continue;
      mine.push(m);
      pendingIds.add(m.id);
    }
  }
  return { movements: mine, pendingIds, program: program ?? null };
}

/** A customer's points as this device knows them (see `customerMovements`), up to `now`. */
export async function readCustomerPoints(customerId: string, businessId: string, now: string, replica: BookitDb = db): Promise<CustomerPoints> {
  const { movements, pendingIds } = await customerMovements(customerId, businessId, replica);
  const lines = pointsLedger(movements, now);
  const balance = lines[lines.length - 1]?.balance ?? 0;
  return { lines: lines.reverse(), balance, pendingIds };
}

/** A sale's points for its receipt and details (src/lib/rewards/sale-summary.ts), from this device's replica. */
export async function readSalePoints(sale: SaleRow, replica: BookitDb = db): Promise<SalePoints | null> {
  if (sale.customerId === null) return null;
  const [{ movements, program }, categories] = await Promise.all([customerMovements(sale.customerId, sale.businessId, replica), readItemCategories(replica, sale.lines)]);
  return salePoints(sale, movements, program, (id) => categories.get(id) ?? null);
}

/**
 * A sale's points, live, when the rewardPts flag is on: null when there are none to show,
 * undefined while loading (so a receipt waits for them before it prints).
 */
export function useSalePoints(sale: SaleRow | null | undefined): SalePoints | null | undefined {
  const enabled = useAccess()?.features.rewardPts;
  return useLiveQuery(async () => {
    if (!sale || enabled === undefined) return undefined;
    return enabled ? readSalePoints(sale) : null;
  }, [sale, enabled]);
}

/** The customer's points, live; undefined while loading (and for no customer: null). */
export function useCustomerPoints(customerId: string | null): CustomerPoints | null | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(
    async () => (customerId === null || !businessId ? null : readCustomerPoints(customerId, businessId, new Date().toISOString())),
    [customerId, businessId],
  );
}
