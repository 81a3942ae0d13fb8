import { describe, expect, it } from 'vitest';
import type { RollupFigures } from '@/lib/reports/aggregate';
import { commissionEvents, commissionNet, commissionTotals, memberCommissions, memberSaleLines, type CommissionFact, type CommissionSale } from '@/lib/reports/commission';
import { zeroMeasures } from '@/lib/reports/rollup';

const KL = 'Asia/Kuala_Lumpur';
const zoneOf = () => KL;
const A = 'branch-a';
const B = 'branch-b';
const MAY = { start: '2026-05-01', end: '2026-05-31', branchId: null };

const staff = (branchId: string, day: string, key: string, count: number, gross: number, discount = 0, refunds = 0): RollupFigures => ({
  branchId, day, dim: 'staff', key, ...zeroMeasures(), count, qty: count, gross, discount, refunds,
});
const fact = (id: string, saleId: string, memberId: string, amount: number, soldAt: string): CommissionFact => ({ id, saleId, lineId: id, memberId, amount, soldAt, refundId: null });
/** A refund's reversal row of commission `of` (negative, dated on the refund). */
const reversal = (of: CommissionFact, refundId: string, amount: number, refundedAt: string): CommissionFact => ({ ...of, id: `${refundId}:${of.id}`, amount: -amount, soldAt: refundedAt, refundId });
const sale = (id: string, branchId: string): CommissionSale => ({ id, branchId });

describe('member commission', () => {
  const sales = new Map([sale('s1', A), sale('s2', B)].map((s) => [s.id, s]));
  const c1 = fact('c1', 's1', 'ana', 1000, '2026-05-10T03:00:00Z');
  const facts = [
    c1,
    fact('c2', 's2', 'ben', 640, '2026-05-12T03:00:00Z'),
    // Sold on the 1st of June in Kuala Lumpur (16:30 UTC on the 31st of May): next month.
    fact('c3', 's2', 'ben', 80, '2026-05-31T16:30:00Z'),
    reversal(c1, 'r1', 500, '2026-05-20T02:00:00Z'),
    // Refunded after midnight local time on the 1st of June: counted in June, not May.
    reversal(c1, 'r2', 500, '2026-05-31T16:05:00Z'),
  ];
  const events = commissionEvents(facts, sales, zoneOf);
  const rollups = [staff(A, '2026-05-10', 'ana', 2, 12_000, 2_000, 5_000), staff(B, '2026-05-12', 'ben', 1, 8_000), staff(A, '2026-05-12', 'cai', 3, 9_000)];

  it('sums sales from the staff rollups and commission from the ledger, reversal rows taking back', () => {
    const rows = memberCommissions(rollups, events, MAY);
    expect(rows.map((r) => r.memberId)).toEqual(['ben', 'ana', 'cai']);
    expect(rows.find((r) => r.memberId === 'ana')).toEqual({ memberId: 'ana', lines: 2, sales: 10_000, refunds: 5_000, earned: 1000, reversed: 500 });
    expect(rows.find((r) => r.memberId === 'ben')).toMatchObject({ earned: 640, reversed: 0 });
    expect(rows.find((r) => r.memberId === 'cai')).toMatchObject({ earned: 0, sales: 9_000 });
  });

  it('counts period edges on the branch’s local day', () => {
    const june = memberCommissions([], events, { start: '2026-06-01', end: '2026-06-30', branchId: null });
    expect(june.find((r) => r.memberId === 'ben')?.earned).toBe(80);
    expect(june.find((r) => r.memberId === 'ana')).toMatchObject({ earned: 0, reversed: 500 });
  });

  it('filters by branch through the commission’s sale; unknown sales count only for all branches', () => {
    const orphan = commissionEvents([fact('c9', 'gone', 'dee', 300, '2026-05-05T03:00:00Z')], sales, zoneOf);
    expect(memberCommissions([], [...events, ...orphan], { ...MAY, branchId: A }).map((r) => r.memberId)).toEqual(['ana']);
    expect(memberCommissions([], [...events, ...orphan], MAY).find((r) => r.memberId === 'dee')?.earned).toBe(300);
  });

  it('totals every member', () => {
    const t = commissionTotals(memberCommissions(rollups, events, MAY));
    expect(t).toEqual({ lines: 6, sales: 27_000, refunds: 5_000, earned: 1640, reversed: 500 });
    expect(commissionNet(t)).toBe(1140);
  });
});

describe('a member’s sale lines', () => {
  const rates = { serviceChargeBp: 0, taxBp: 0, taxOnServices: false, taxOnProducts: false };
  const line = (id: string, staffId: string | null, unitPrice: number) => ({ id, kind: 'service' as const, itemId: null, name: `Item ${id}`, unitPrice, quantity: 1, staffId, discount: null, note: '', voucherCode: null });
  const s = (id: string, soldAt: string, lines: ReturnType<typeof line>[]) => ({ id, branchId: A, soldBy: 'ana', lines, cartDiscount: { type: 'percent' as const, value: 1000 }, rates, receiptNumber: `R-${id}`, soldAt });

  it('lists the lines they performed (the seller’s when none is named), net of discounts, with their commission', () => {
    const lines = memberSaleLines(
      'ana',
      [s('1', '2026-05-02T03:00:00Z', [line('a', 'ana', 10_000), line('b', 'ben', 5_000), line('c', null, 2_000)]), s('2', '2026-04-30T15:59:00Z', [line('d', 'ana', 1_000)])],
      // A refund's reversal row of the line is not what the line earned.
      [fact('a', '1', 'ana', 900, '2026-05-02T03:00:00Z'), reversal(fact('a', '1', 'ana', 900, '2026-05-02T03:00:00Z'), 'r9', 450, '2026-05-03T03:00:00Z')],
      MAY,
      zoneOf,
    );
    expect(lines.map((l) => [l.lineId, l.net, l.commission])).toEqual([
      ['a', 9_000, 900],
      ['c', 1_800, null],
    ]);
  });
});
