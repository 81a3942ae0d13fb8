import { describe, expect, it } from 'vitest';
import type { RollupFigures } from '@/lib/reports/aggregate';
import { packageFigures, packageSales, packageTotals, sessionsPer, type PackageFacts } from '@/lib/reports/packages';
import { zeroMeasures } from '@/lib/reports/rollup';

const KL = 'Asia/Kuala_Lumpur';
const item = (branchId: string, day: string, key: string, qty: number, gross: number, discount = 0): RollupFigures => ({
  branchId, day, dim: 'item', key, ...zeroMeasures(), count: 1, qty, gross, discount,
});
const pkg = (id: string, name: string, sessions: number[], active = true): PackageFacts => ({
  id, name, active, items: sessions.map((n, i) => ({ serviceId: `svc-${i}`, productId: null, name: `Service ${i}`, sessions: n })),
});
const MAY = { start: '2026-05-01', end: '2026-05-31', branchId: null };

describe('packages sold', () => {
  const packages = [pkg('p5', 'Cut x5', [5]), pkg('glow', 'Glow course', [2, 1, 3]), pkg('old', 'Retired', [4], false), pkg('idle', 'Idle', [1])];
  const rollups = [item('a', '2026-05-03', 'p5', 2, 40_000), item('b', '2026-05-20', 'p5', 1, 20_000, 2_000), item('a', '2026-05-04', 'glow', 1, 52_000), item('a', '2026-05-04', 'old', 1, 10_000), item('a', '2026-06-01', 'glow', 1, 52_000), item('a', '2026-05-04', 'svc-0', 9, 9_000)];

  it('counts each package’s quantity, net revenue and sessions; lists idle active packages, retired ones only when sold', () => {
    expect(sessionsPer(packages[1] as PackageFacts)).toBe(6);
    expect(packageFigures(rollups, packages, MAY)).toEqual([
      { packageId: 'p5', name: 'Cut x5', sold: 3, revenue: 58_000, sessions: 15 },
      { packageId: 'glow', name: 'Glow course', sold: 1, revenue: 52_000, sessions: 6 },
      { packageId: 'old', name: 'Retired', sold: 1, revenue: 10_000, sessions: 4 },
      { packageId: 'idle', name: 'Idle', sold: 0, revenue: 0, sessions: 0 },
    ]);
    expect(packageFigures(rollups, packages, { ...MAY, branchId: 'b' }).filter((r) => r.sold > 0)).toEqual([{ packageId: 'p5', name: 'Cut x5', sold: 1, revenue: 18_000, sessions: 5 }]);
  });

  it('totals the rows', () => {
    expect(packageTotals(packageFigures(rollups, packages, MAY))).toEqual({ sold: 5, revenue: 120_000, sessions: 25 });
  });
});

describe('one package’s sales', () => {
  const rates = { serviceChargeBp: 0, taxBp: 800, taxOnServices: true, taxOnProducts: false };
  const line = (id: string, itemId: string, unitPrice: number, quantity = 1) => ({ id, kind: 'package' as const, itemId, name: 'Pkg', unitPrice, quantity, staffId: null, discount: null, note: '', voucherCode: null });
  const sale = (id: string, soldAt: string, branchId: string, lines: ReturnType<typeof line>[]) => ({ id, branchId, customerId: `cust-${id}`, lines, cartDiscount: null, rates, receiptNumber: `R-${id}`, soldAt });

  it('lists its lines in the period on the branch’s local day, newest first, at their net price', () => {
    const sales = [
      sale('1', '2026-05-02T03:00:00Z', 'a', [line('l1', 'p5', 20_000), line('l2', 'glow', 52_000)]),
      // 16:30 UTC on 30 April is 00:30 on 1 May in Kuala Lumpur.
      sale('2', '2026-04-30T16:30:00Z', 'b', [line('l3', 'p5', 20_000, 2)]),
      // 16:30 UTC on 31 May is already June there.
      sale('3', '2026-05-31T16:30:00Z', 'a', [line('l4', 'p5', 20_000)]),
    ];
    const out = packageSales('p5', sales, MAY, () => KL);
    expect(out.map((s) => [s.lineId, s.day, s.quantity, s.price, s.customerId])).toEqual([
      ['l1', '2026-05-02', 1, 20_000, 'cust-1'],
      ['l3', '2026-05-01', 2, 40_000, 'cust-2'],
    ]);
    expect(packageSales('p5', sales, { ...MAY, branchId: 'a' }, () => KL).map((s) => s.lineId)).toEqual(['l1']);
  });
});
