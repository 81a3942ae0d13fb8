import { describe, expect, it } from 'vitest';
import { packageHolders, packageSessionFigures } from '@/lib/reports/package-sessions';
import type { PackageHoldingRow, PackageRedemptionRow } from '@/lib/packages/rows';

const BIZ = '01970000-0000-7000-8000-000000000001';
const PKG = '01970000-0000-7000-8000-0000000000d1';
const FACIAL = '01970000-0000-7000-8000-0000000000a1';
const C1 = '01970000-0000-7000-8000-0000000000c1';
const C2 = '01970000-0000-7000-8000-0000000000c2';

const holding = (id: string, customerId: string, over: Partial<PackageHoldingRow> = {}): PackageHoldingRow => ({
  id, businessId: BIZ, updatedAt: '2026-03-01T00:00:00.000Z', version: 1, customerId, saleId: id, packageId: PKG, name: 'Facial ×5',
  items: [{ serviceId: FACIAL, productId: null, name: 'Facial', sessions: 5 }], soldAt: '2026-03-01T02:00:00.000Z', expiresOn: null, voidedAt: null, ...over,
});
const move = (id: string, holdingId: string, kind: PackageRedemptionRow['kind'], sessions: number, createdAt: string): PackageRedemptionRow => ({
  id, businessId: BIZ, updatedAt: createdAt, version: 1, holdingId, customerId: C1, kind, itemId: FACIAL, sessions, saleId: null, lineId: null, appointmentId: null,
  refundId: null, createdBy: BIZ, createdAt,
});

const H1 = '01970000-0000-7000-8000-000000000101';
const H2 = '01970000-0000-7000-8000-000000000201';
const H3 = '01970000-0000-7000-8000-000000000301';
const holdings = [holding(H1, C1), holding(H2, C2, { expiresOn: '2026-03-31' }), holding(H3, C2, { voidedAt: '2026-03-05T00:00:00.000Z' })];
const ledger = [
  move('01970000-0000-7000-8000-00000000f001', H1, 'redeem', 2, '2026-03-10T02:00:00.000Z'),
  // 1 a.m. on 1 April in Kuala Lumpur is still 31 March in UTC: it counts on 1 April.
  move('01970000-0000-7000-8000-00000000f002', H1, 'redeem', 1, '2026-03-31T17:00:00.000Z'),
  move('01970000-0000-7000-8000-00000000f003', H1, 'return', -1, '2026-03-12T02:00:00.000Z'),
  move('01970000-0000-7000-8000-00000000f004', H3, 'void', 5, '2026-03-05T00:00:00.000Z'),
];

describe('package sessions in reports', () => {
  it('redeemed in the period net of returns, left on usable packages now, holders counted once', () => {
    const march = packageSessionFigures(holdings, ledger, { start: '2026-03-01', end: '2026-03-31' }, 'Asia/Kuala_Lumpur', '2026-04-02');
    // H2 expired on 31 March and H3 was refunded: only H1's 3 left count.
    expect(march.get(PKG)).toEqual({ redeemed: 1, left: 3, holders: 1 });
    const inMarch = packageSessionFigures(holdings, ledger, { start: '2026-03-01', end: '2026-03-31' }, 'Asia/Kuala_Lumpur', '2026-03-20');
    expect(inMarch.get(PKG)).toEqual({ redeemed: 1, left: 8, holders: 2 });
    expect(packageSessionFigures(holdings, ledger, { start: '2026-04-01', end: '2026-04-30' }, 'Asia/Kuala_Lumpur', '2026-04-02').get(PKG)?.redeemed).toBe(1);
  });

  it('lists each holder with bought, used and left, usable first', () => {
    const rows = packageHolders(PKG, holdings, ledger, '2026-04-02');
    expect(rows.map((r) => [r.holdingId, r.status, r.bought, r.used, r.left])).toEqual([
      [H1, 'active', 5, 2, 3],
      [H2, 'expired', 5, 0, 5],
      [H3, 'voided', 5, 0, 0],
    ]);
  });
});
