import type { StockMove } from '@/lib/schemas/stock';

/** On-hand quantity per branch id. */
export type StockByBranch = Record<string, number>;

/** The signed ledger entries one movement makes: one, or two for a transfer (out, then in). */
export function ledgerEntries(move: Pick<StockMove, 'kind' | 'branchId' | 'toBranchId' | 'quantity'>): { branchId: string; delta: number }[] {
  switch (move.kind) {
    case 'receive':
    case 'adjust':
      return [{ branchId: move.branchId, delta: move.quantity }];
    case 'transfer':
      return move.toBranchId === null
        ? []
        : [
            { branchId: move.branchId, delta: -move.quantity },
            { branchId: move.toBranchId, delta: move.quantity },
          ];
  }
}

/** On hand = the sum of the ledger, per branch. */
export function sumByBranch(entries: readonly { branchId: string; delta: number }[], base: StockByBranch = {}): StockByBranch {
  const out: StockByBranch = { ...base };
  for (const e of entries) out[e.branchId] = (out[e.branchId] ?? 0) + e.delta;
  return out;
}

/** The server's figures plus the movements this device has not had accepted yet. */
export function withPendingMoves(server: StockByBranch, pending: readonly Pick<StockMove, 'kind' | 'branchId' | 'toBranchId' | 'quantity'>[]): StockByBranch {
  return sumByBranch(pending.flatMap(ledgerEntries), server);
}

export function totalOnHand(stock: StockByBranch): number {
  return Object.values(stock).reduce((a, b) => a + b, 0);
}

/** Whether a branch is at or under its threshold (none set: never low). */
export function isLow(onHand: number, threshold: number | undefined): boolean {
  return threshold !== undefined && onHand <= threshold;
}

/**
 * A stock count: for each product counted, the adjustment that makes on-hand equal the count
 * (products whose count matches are left out).
 */
export function countDifferences(counted: readonly { productId: string; counted: number }[], onHand: (productId: string) => number): { productId: string; delta: number }[] {
  return counted.map((c) => ({ productId: c.productId, delta: c.counted - onHand(c.productId) })).filter((d) => d.delta !== 0);
}
