import { describe, expect, it } from 'vitest';
import { canRefundSale, refundRefusal, refundRefusalKey, saleMovesPackages } from '@/lib/checkout/refund-rules';

const CUSTOMER = '01970000-0000-7000-8000-0000000000c1';
const HOLDING = '01970000-0000-7000-8000-000000000101';
const service = { kind: 'service' as const };
const bySession = { kind: 'service' as const, packageHoldingId: HOLDING };
const pkg = { kind: 'package' as const };

describe('refund rules', () => {
  it('money refunds need no package: any amount of at least 1 sen', () => {
    expect(refundRefusal({ customerId: null, lines: [service] }, 0, 1)).toBeNull();
    expect(refundRefusal({ customerId: CUSTOMER, lines: [service] }, 3, 500)).toBeNull();
  });

  it('a refund of 0 only gives packages back: a sale with no session line and no package sold is refused', () => {
    expect(refundRefusal({ customerId: CUSTOMER, lines: [service] }, 0, 0)).toBe('zeroWithoutPackages');
    // A session line needs the customer whose package paid it.
    expect(refundRefusal({ customerId: null, lines: [bySession] }, 0, 0)).toBe('zeroWithoutPackages');
    expect(refundRefusal({ customerId: null, lines: [pkg] }, 0, 0)).toBe('zeroWithoutPackages');
  });

  it('a refund of 0 of a sale paid (wholly or partly) by sessions, or that sold a package, is allowed once', () => {
    expect(refundRefusal({ customerId: CUSTOMER, lines: [bySession] }, 0, 0)).toBeNull();
    expect(refundRefusal({ customerId: CUSTOMER, lines: [service, bySession] }, 0, 0)).toBeNull();
    expect(refundRefusal({ customerId: CUSTOMER, lines: [pkg] }, 0, 0)).toBeNull();
    // Every refund of a sale gives its packages back: after one, a refund of 0 gives nothing.
    expect(refundRefusal({ customerId: CUSTOMER, lines: [bySession] }, 1, 0)).toBe('packagesAlreadyBack');
    // Money may still be refunded after it.
    expect(refundRefusal({ customerId: CUSTOMER, lines: [service, bySession] }, 1, 100)).toBeNull();
  });

  it('which sales move packages', () => {
    expect(saleMovesPackages({ customerId: CUSTOMER, lines: [service, bySession] })).toBe(true);
    expect(saleMovesPackages({ customerId: CUSTOMER, lines: [pkg] })).toBe(true);
    expect(saleMovesPackages({ customerId: CUSTOMER, lines: [service] })).toBe(false);
  });

  it('a sale can be refunded while money or packages are left to give back', () => {
    const paidBySessions = { customerId: CUSTOMER, lines: [bySession], total: 0 };
    expect(canRefundSale(paidBySessions, [])).toBe(true);
    expect(canRefundSale(paidBySessions, [{ amount: 0 }])).toBe(false);
    const free = { customerId: CUSTOMER, lines: [service], total: 0 };
    expect(canRefundSale(free, [])).toBe(false);
    const paid = { customerId: null, lines: [service], total: 5_000 };
    expect(canRefundSale(paid, [{ amount: 2_000 }])).toBe(true);
    expect(canRefundSale(paid, [{ amount: 2_000 }, { amount: 3_000 }])).toBe(false);
  });

  it('names the message at the amount field', () => {
    expect(refundRefusalKey('zeroWithoutPackages')).toBe('transactions.refundErrors.zeroWithoutPackages');
  });
});
