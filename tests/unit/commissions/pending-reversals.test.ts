import { describe, expect, it } from 'vitest';
import { pendingReversals } from '@/data/queries/commission-ledger';
import type { RefundRow, SaleRow } from '@/lib/checkout/rows';
import type { SaleCommissionRow } from '@/lib/commissions/rows';
import { commissionReversalId, commissionReversals } from '@/lib/commissions/reversal';
import { BUSINESS, freshDb } from '../data/helpers';

const BRANCH = '01970000-0000-7000-8000-0000000000c1';
const SALE = '01970000-0000-7000-8000-0000000005a1';
const meta = { businessId: BUSINESS, updatedAt: '2026-05-10T03:00:00.000Z', version: 1 };
const commission = (lineId: string, memberId: string, amount: number): SaleCommissionRow => ({
  ...meta, id: lineId, saleId: SALE, lineId, memberId, patternId: 'p1', salesAmount: amount * 10, amount, period: '2026-05', soldAt: '2026-05-10T03:00:00.000Z', refundId: null,
});
const sale = { ...meta, id: SALE, branchId: BRANCH, totals: { subtotal: 10_000, discount: 0, serviceCharge: 0, tax: 0, tip: 0, rounding: 0, total: 10_000 } } as unknown as SaleRow;
const refund = (id: string, amount: number, refundedAt: string): RefundRow => ({
  ...meta, id, saleId: SALE, kind: 'refund', amount, method: 'cash', reason: 'Unhappy', restock: [], deviceId: 'd1', shiftId: null, refundedBy: 'u1', refundedAt,
});

describe('pendingReversals (the device’s optimistic refund)', () => {
  it('reverses a refund the server has not answered by the server’s rule, and reads the server’s rows once they come', async () => {
    const db = freshDb();
    await db.sales.put(sale);
    await db.saleCommissions.bulkPut([commission('l1', 'ana', 1000), commission('l2', 'ben', 300)]);
    const r1 = refund('r1', 2_500, '2026-05-20T02:00:00.000Z');
    await db.refunds.put(r1);

    const pending = await pendingReversals([r1], db);
    expect(pending.map((r) => [r.id, r.memberId, r.amount])).toEqual([[commissionReversalId('r1', 'l1'), 'ana', -250], [commissionReversalId('r1', 'l2'), 'ben', -75]]);

    // The server's rows arrive on the feed (the same ids): nothing is pending any more.
    await db.saleCommissions.bulkPut(pending.map((r) => ({ ...r, version: 1 })));
    expect(await pendingReversals([r1], db)).toEqual([]);
  });

  it('takes earlier refunds into account, the server’s rows and the other pending ones, in the order they were made', async () => {
    const db = freshDb();
    await db.sales.put(sale);
    const earned = [commission('l1', 'ana', 1000)];
    await db.saleCommissions.bulkPut(earned);
    const r1 = refund('r1', 6_000, '2026-05-20T02:00:00.000Z');
    const reversedByServer = commissionReversals(earned, 10_000, r1, 'Asia/Kuala_Lumpur').map((r) => ({ ...r, ...meta }));
    await db.saleCommissions.bulkPut(reversedByServer);
    const r2 = refund('r2', 3_000, '2026-05-21T02:00:00.000Z');
    const r3 = refund('r3', 3_000, '2026-05-22T02:00:00.000Z');
    expect((await pendingReversals([r3, r1, r2], db)).map((r) => [r.refundId, r.amount])).toEqual([['r2', -300], ['r3', -100]]);
  });
});
