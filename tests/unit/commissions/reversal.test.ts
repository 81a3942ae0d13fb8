import { describe, expect, it } from 'vitest';
import { commissionReversalId, commissionReversals, reversalOf, type CommissionEntry } from '@/lib/commissions/reversal';

const KL = 'Asia/Kuala_Lumpur';
const earned = (lineId: string, memberId: string, amount: number, salesAmount: number): CommissionEntry => ({
  id: lineId, saleId: 's1', lineId, memberId, patternId: 'p1', salesAmount, amount, period: '2026-05', soldAt: '2026-05-10T03:00:00.000Z', refundId: null,
});
const refund = (id: string, amount: number, refundedAt = '2026-05-20T02:00:00.000Z') => ({ id, saleId: 's1', amount, refundedAt });

describe('reversalOf', () => {
  it('takes back the refunded share of the sale, rounded to the sen', () => {
    expect(reversalOf(1000, 10_000, 2_500, 0)).toBe(250);
    expect(reversalOf(333, 9_000, 3_000, 0)).toBe(111);
  });

  it('never takes back more than was earned, however much is refunded', () => {
    expect(reversalOf(1000, 10_000, 50_000, 0)).toBe(1000);
    expect(reversalOf(1000, 10_000, 6_000, 600)).toBe(400);
    expect(reversalOf(1000, 0, 100, 0)).toBe(0);
  });
});

describe('commissionReversals', () => {
  const sale = [earned('l1', 'ana', 1000, 8_000), earned('l2', 'ben', 300, 2_000)];

  it('records, for each commission of the sale, minus the refunded share of its amount and sales, dated on the refund', () => {
    const rows = commissionReversals(sale, 10_000, refund('r1', 2_500), KL);
    expect(rows).toEqual([
      { id: commissionReversalId('r1', 'l1'), saleId: 's1', lineId: 'l1', memberId: 'ana', patternId: 'p1', salesAmount: -2_000, amount: -250, period: '2026-05', soldAt: '2026-05-20T02:00:00.000Z', refundId: 'r1' },
      { id: commissionReversalId('r1', 'l2'), saleId: 's1', lineId: 'l2', memberId: 'ben', patternId: 'p1', salesAmount: -500, amount: -75, period: '2026-05', soldAt: '2026-05-20T02:00:00.000Z', refundId: 'r1' },
    ]);
  });

  it('counts earlier refunds: two refunds never take back more than was earned', () => {
    const first = commissionReversals(sale, 10_000, refund('r1', 6_000), KL);
    const second = commissionReversals([...sale, ...first], 10_000, refund('r2', 6_000), KL);
    expect(first.map((r) => r.amount)).toEqual([-600, -180]);
    expect(second.map((r) => r.amount)).toEqual([-400, -120]);
    expect(commissionReversals([...sale, ...first, ...second], 10_000, refund('r3', 100), KL)).toEqual([]);
  });

  it('is the same on a second try: the refund’s own rows are not counted and the ids repeat', () => {
    const first = commissionReversals(sale, 10_000, refund('r1', 5_000), KL);
    expect(commissionReversals([...sale, ...first], 10_000, refund('r1', 5_000), KL)).toEqual(first);
    expect(commissionReversalId('r1', 'l1')).not.toBe(commissionReversalId('r2', 'l1'));
  });

  it('puts the row in the refund’s month in the branch’s zone, and records nothing for a sale that earned nothing', () => {
    const rows = commissionReversals(sale, 10_000, refund('r1', 5_000, '2026-05-31T16:05:00.000Z'), KL);
    expect(rows[0]?.period).toBe('2026-06');
    expect(commissionReversals([], 10_000, refund('r1', 5_000), KL)).toEqual([]);
    expect(commissionReversals(sale, 10_000, { ...refund('r1', 5_000), saleId: 'other' }, KL)).toEqual([]);
  });
});
