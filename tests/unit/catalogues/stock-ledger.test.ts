import { describe, expect, it } from 'vitest';
import { countDifferences, isLow, ledgerEntries, sumByBranch, totalOnHand, withPendingMoves } from '@/lib/catalogues/stock-ledger';
import { stockMoveSchema } from '@/lib/schemas/stock';

const A = '0195f0a0-0000-7000-8000-00000000000a';
const B = '0195f0a0-0000-7000-8000-00000000000b';

describe('stock ledger', () => {
  it('sums signed movements per branch', () => {
    expect(sumByBranch([{ branchId: A, delta: 10 }, { branchId: A, delta: -3 }, { branchId: B, delta: 2 }])).toEqual({ [A]: 7, [B]: 2 });
    expect(totalOnHand({ [A]: 7, [B]: -1 })).toBe(6);
  });

  it('makes a transfer out of one branch and into the other, leaving the total alone', () => {
    const entries = ledgerEntries({ kind: 'transfer', branchId: A, toBranchId: B, quantity: 4 });
    expect(entries).toEqual([{ branchId: A, delta: -4 }, { branchId: B, delta: 4 }]);
    const after = sumByBranch(entries, { [A]: 10 });
    expect(after).toEqual({ [A]: 6, [B]: 4 });
    expect(totalOnHand(after)).toBe(10);
  });

  it('adds this device’s unsent movements to the server figures', () => {
    const pending = [
      { kind: 'receive' as const, branchId: A, toBranchId: null, quantity: 5 },
      { kind: 'adjust' as const, branchId: A, toBranchId: null, quantity: -2 },
    ];
    expect(withPendingMoves({ [A]: 1, [B]: 3 }, pending)).toEqual({ [A]: 4, [B]: 3 });
  });

  it('is low at or under the threshold, never without one', () => {
    expect(isLow(3, 3)).toBe(true);
    expect(isLow(4, 3)).toBe(false);
    expect(isLow(0, undefined)).toBe(false);
  });

  it('turns counted quantities into the differences to post', () => {
    const onHand: Record<string, number> = { p1: 5, p2: 2, p3: 0 };
    expect(countDifferences([{ productId: 'p1', counted: 5 }, { productId: 'p2', counted: 0 }, { productId: 'p3', counted: 4 }], (p) => onHand[p] ?? 0)).toEqual([
      { productId: 'p2', delta: -2 },
      { productId: 'p3', delta: 4 },
    ]);
  });

  it('validates a movement by its kind', () => {
    const id = '0195f0a0-0000-7000-8000-0000000000ff';
    expect(stockMoveSchema.safeParse({ movementId: id, kind: 'receive', branchId: A, quantity: 0 }).error?.issues[0]?.message).toBe('catalogues.validation.atLeastOne');
    expect(stockMoveSchema.safeParse({ movementId: id, kind: 'adjust', branchId: A, quantity: -2, reason: 'damage' }).success).toBe(true);
    expect(stockMoveSchema.safeParse({ movementId: id, kind: 'transfer', branchId: A, quantity: 1 }).error?.issues[0]?.message).toBe('catalogues.validation.toBranchRequired');
  });
});
