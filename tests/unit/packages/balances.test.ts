import { describe, expect, it } from 'vitest';
import { coveringHolding, holdingBalance, holdingStatus, leftAt, redemptionRefusal, withCartTaken, withoutSession } from '@/lib/packages/balances';
import { holdingsOfSale, knownLedger, redemptionsOfSale, type SaleFacts } from '@/lib/packages/from-sales';
import type { CartLine } from '@/lib/checkout/sale-schema';
import type { PackageHoldingRow, PackageRedemptionRow } from '@/lib/packages/rows';

const BIZ = '01970000-0000-7000-8000-000000000001';
const CUSTOMER = '01970000-0000-7000-8000-0000000000c1';
const FACIAL = '01970000-0000-7000-8000-0000000000a1';
const MASK = '01970000-0000-7000-8000-0000000000b1';
const PKG = '01970000-0000-7000-8000-0000000000d1';

function holding(id: string, over: Partial<PackageHoldingRow> = {}): PackageHoldingRow {
  return {
    id, businessId: BIZ, updatedAt: '2026-03-01T02:00:00.000Z', version: 1, customerId: CUSTOMER, saleId: `${id.slice(0, -2)}ff`, packageId: PKG,
    name: 'Facial ×5', items: [{ serviceId: FACIAL, productId: null, name: 'Facial', sessions: 5 }, { serviceId: null, productId: MASK, name: 'Mask', sessions: 2 }],
    soldAt: '2026-03-01T02:00:00.000Z', expiresOn: '2026-08-31', voidedAt: null, ...over,
  };
}

function movement(id: string, holdingId: string, over: Partial<PackageRedemptionRow> = {}): PackageRedemptionRow {
  return {
    id, businessId: BIZ, updatedAt: '2026-03-10T02:00:00.000Z', version: 1, holdingId, customerId: CUSTOMER, kind: 'redeem', itemId: FACIAL, sessions: 1,
    saleId: null, lineId: id, appointmentId: null, refundId: null, createdBy: BIZ, createdAt: '2026-03-10T02:00:00.000Z', ...over,
  };
}

function line(over: Partial<CartLine>): CartLine {
  return { id: '01970000-0000-7000-8000-000000000e01', kind: 'service', itemId: FACIAL, name: 'Facial', unitPrice: 12000, quantity: 1, staffId: null, discount: null, note: '', voucherCode: null, ...over };
}

const H1 = '01970000-0000-7000-8000-000000000101';
const H2 = '01970000-0000-7000-8000-000000000201';
const H3 = '01970000-0000-7000-8000-000000000301';

describe('package balances', () => {
  it('left is bought minus used; a return gives back and a void takes what is left', () => {
    const h = holding(H1);
    const rows = [
      movement('01970000-0000-7000-8000-00000000f001', H1, { sessions: 2 }),
      movement('01970000-0000-7000-8000-00000000f002', H1, { kind: 'return', sessions: -1, createdAt: '2026-03-11T02:00:00.000Z' }),
      movement('01970000-0000-7000-8000-00000000f003', H2, { sessions: 3 }),
    ];
    const b = holdingBalance(h, rows);
    expect(b.items.map((i) => [i.itemId, i.used, i.left])).toEqual([[FACIAL, 1, 4], [MASK, 0, 2]]);
    expect(b.left).toBe(6);
    expect(b.bought).toBe(7);
    expect(b.movements.map((m) => m.kind)).toEqual(['return', 'redeem']);
    const voided = holdingBalance({ ...h, voidedAt: '2026-03-12T00:00:00.000Z' }, [...rows, movement('01970000-0000-7000-8000-00000000f004', H1, { kind: 'void', sessions: 4 })]);
    expect(voided.items[0]?.left).toBe(0);
  });

  it('refuses another customer, a voided or expired holding, an item it does not hold and more than is left', () => {
    const b = holdingBalance(holding(H1), [movement('01970000-0000-7000-8000-00000000f001', H1, { sessions: 4 })]);
    const ask = { customerId: CUSTOMER, itemId: FACIAL, quantity: 1, day: '2026-08-31' };
    expect(redemptionRefusal(b, ask)).toBeNull();
    expect(redemptionRefusal(b, { ...ask, quantity: 2 })).toBe('noSessionsLeft');
    expect(redemptionRefusal(b, { ...ask, day: '2026-09-01' })).toBe('packageExpired');
    expect(redemptionRefusal(b, { ...ask, customerId: null })).toBe('packageNotCustomers');
    expect(redemptionRefusal(b, { ...ask, itemId: PKG })).toBe('packageNotCovered');
    expect(redemptionRefusal(holdingBalance(holding(H1, { voidedAt: '2026-03-02T00:00:00.000Z' }), []), ask)).toBe('packageVoided');
    expect(redemptionRefusal(holdingBalance(holding(H1, { expiresOn: null }), []), { ...ask, day: '2099-01-01' })).toBeNull();
  });

  it('a line is covered by the soonest-expiring usable holding, never-expiring last', () => {
    const balances = [
      holdingBalance(holding(H1, { expiresOn: null }), []),
      holdingBalance(holding(H2, { expiresOn: '2026-06-30' }), []),
      holdingBalance(holding(H3, { expiresOn: '2026-04-30' }), [movement('01970000-0000-7000-8000-00000000f001', H3, { sessions: 5 })]),
    ];
    const ctx = { customerId: CUSTOMER, day: '2026-04-01', cartLines: [] };
    // H3 expires first but has no facial left; H2 next.
    expect(coveringHolding(balances, line({}), ctx)?.holding.id).toBe(H2);
    expect(coveringHolding(balances, line({ kind: 'product', itemId: MASK }), ctx)?.holding.id).toBe(H3);
    // After H2's expiry, the one that never expires.
    expect(coveringHolding(balances, line({}), { ...ctx, day: '2026-07-01' })?.holding.id).toBe(H1);
    expect(coveringHolding(balances, line({ kind: 'package', itemId: PKG }), ctx)).toBeNull();
    expect(coveringHolding(balances, line({}), { ...ctx, customerId: null })).toBeNull();
    expect(coveringHolding(balances, line({ quantity: 6 }), ctx)).toBeNull();
  });

  it('counts what the cart\'s other lines already take from a holding', () => {
    const only = [holdingBalance(holding(H1, { items: [{ serviceId: FACIAL, productId: null, name: 'Facial', sessions: 1 }] }), [])];
    const first = line({ id: '01970000-0000-7000-8000-000000000e02', packageHoldingId: H1 });
    const second = line({ id: '01970000-0000-7000-8000-000000000e03' });
    const ctx = { customerId: CUSTOMER, day: '2026-04-01', cartLines: [first, second] };
    expect(coveringHolding(only, second, ctx)).toBeNull();
    // The line itself is not counted against itself.
    expect(coveringHolding(only, first, ctx)?.holding.id).toBe(H1);
    expect(withCartTaken(only[0]!, [first], null).left).toBe(0);
    expect(withoutSession(first)).not.toHaveProperty('packageHoldingId');
    expect(withoutSession(second)).toBe(second);
  });

  it('left at a time: what the receipt of that sale showed', () => {
    const b = holdingBalance(holding(H1), [
      movement('01970000-0000-7000-8000-00000000f001', H1, { createdAt: '2026-03-10T02:00:00.000Z' }),
      movement('01970000-0000-7000-8000-00000000f002', H1, { createdAt: '2026-03-20T02:00:00.000Z' }),
    ]);
    expect(leftAt(b, FACIAL, '2026-03-10T02:00:00.000Z')).toEqual({ left: 4, bought: 5 });
    expect(leftAt(b, FACIAL, '2026-03-30T02:00:00.000Z')).toEqual({ left: 3, bought: 5 });
    expect(leftAt(b, PKG, '2026-03-30T02:00:00.000Z')).toBeNull();
  });
});

describe('holdings and redemptions from sales', () => {
  const pkgLine = line({
    id: '01970000-0000-7000-8000-000000000e10', kind: 'package', itemId: PKG, name: 'Facial ×5', quantity: 2, packageExpiresOn: '2026-09-30',
    contents: [{ name: 'Facial', sessions: 5, serviceId: FACIAL, productId: null }],
  });
  const sale: SaleFacts = { id: '01970000-0000-7000-8000-000000000aa1', businessId: BIZ, customerId: CUSTOMER, lines: [pkgLine], soldAt: '2026-04-01T03:00:00.000Z', soldBy: BIZ };

  it('a package line with a customer is a holding of sessions × quantity; without a customer nothing', () => {
    const [h] = holdingsOfSale(sale, () => undefined);
    expect(h).toMatchObject({ id: pkgLine.id, saleId: sale.id, packageId: PKG, expiresOn: '2026-09-30', items: [{ serviceId: FACIAL, sessions: 10 }] });
    expect(holdingsOfSale({ ...sale, customerId: null }, () => undefined)).toEqual([]);
  });

  it('an older line without item ids takes them from the catalogue package', () => {
    const old = { ...pkgLine, contents: [{ name: 'Facial', sessions: 5 }], quantity: 1 };
    const [h] = holdingsOfSale({ ...sale, lines: [old] }, (id) => (id === PKG ? [{ serviceId: FACIAL, productId: null, name: 'Facial', sessions: 5 }] : undefined));
    expect(h?.items).toEqual([{ serviceId: FACIAL, productId: null, name: 'Facial', sessions: 5 }]);
  });

  it('a line paid by a session is a redemption; the server\'s copy wins over the sale\'s', () => {
    const redeemLine = line({ id: '01970000-0000-7000-8000-000000000e11', packageHoldingId: pkgLine.id, quantity: 2 });
    const later: SaleFacts = { ...sale, id: '01970000-0000-7000-8000-000000000aa2', lines: [redeemLine], appointmentId: '01970000-0000-7000-8000-000000000bb1' };
    const [r] = redemptionsOfSale(later);
    expect(r).toMatchObject({ id: redeemLine.id, holdingId: pkgLine.id, itemId: FACIAL, sessions: 2, kind: 'redeem', appointmentId: '01970000-0000-7000-8000-000000000bb1' });
    const serverCopy = { ...r!, version: 3 };
    const known = knownLedger({ holdings: [], redemptions: [serverCopy] }, [sale, later], () => undefined, []);
    expect(known.redemptions).toEqual([serverCopy]);
    expect(known.holdings.map((h) => h.id)).toEqual([pkgLine.id]);
    expect(holdingBalance(known.holdings[0]!, known.redemptions).left).toBe(8);
  });

  it('a refund of the sale gives its sessions back once, whatever the refunds; the server\'s return takes the place of the device\'s', () => {
    const redeemLine = line({ id: '01970000-0000-7000-8000-000000000e12', packageHoldingId: pkgLine.id, quantity: 2 });
    const used: SaleFacts = { ...sale, id: '01970000-0000-7000-8000-000000000aa3', lines: [redeemLine], soldAt: '2026-04-02T03:00:00.000Z' };
    const refund = { id: '01970000-0000-7000-8000-000000000cc1', saleId: used.id, refundedAt: '2026-04-03T03:00:00.000Z', refundedBy: BIZ };
    const again = { ...refund, id: '01970000-0000-7000-8000-000000000cc2', refundedAt: '2026-04-04T03:00:00.000Z' };
    const left = (known: ReturnType<typeof knownLedger>) => holdingBalance(known.holdings[0]!, known.redemptions).left;
    expect(left(knownLedger({ holdings: [], redemptions: [] }, [sale, used], () => undefined, []))).toBe(8);
    const local = knownLedger({ holdings: [], redemptions: [] }, [sale, used], () => undefined, [again, refund]);
    expect(left(local)).toBe(10);
    expect(local.redemptions.filter((r) => r.kind === 'return')).toMatchObject([{ refundId: refund.id, lineId: redeemLine.id, sessions: -2, createdAt: refund.refundedAt }]);
    // Another sale's refund gives nothing back.
    expect(left(knownLedger({ holdings: [], redemptions: [] }, [sale, used], () => undefined, [{ ...refund, saleId: sale.id }]))).toBe(8);
    // Pulled from the server: its return (its own id) counts, the device's is not added beside it.
    const serverReturn = { ...redemptionsOfSale(used)[0]!, id: '01970000-0000-7000-8000-000000000dd1', kind: 'return' as const, sessions: -2, refundId: refund.id };
    const pulled = knownLedger({ holdings: [], redemptions: [serverReturn] }, [sale, used], () => undefined, [refund, again]);
    expect(pulled.redemptions.filter((r) => r.kind === 'return').map((r) => r.id)).toEqual([serverReturn.id]);
    expect(left(pulled)).toBe(10);
  });
});

describe('holding status', () => {
  it('voided, used up, expired or active', () => {
    const full = holdingBalance(holding(H1), []);
    expect(holdingStatus(full, '2026-08-31')).toBe('active');
    expect(holdingStatus(full, '2026-09-01')).toBe('expired');
    expect(holdingStatus(holdingBalance(holding(H1, { voidedAt: '2026-03-02T00:00:00.000Z' }), []), '2026-04-01')).toBe('voided');
    const used = holdingBalance(holding(H1, { items: [{ serviceId: FACIAL, productId: null, name: 'Facial', sessions: 1 }] }), [movement('01970000-0000-7000-8000-00000000f001', H1)]);
    expect(holdingStatus(used, '2026-04-01')).toBe('usedUp');
  });
});
