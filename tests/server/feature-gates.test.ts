import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '@/lib/api-types';
import type { CartLine, SaleCreateInput } from '@/lib/checkout/sale-schema';
import type { FeatureFlag } from '@/lib/features';
import { backends } from './helpers/backends';
import { FX } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';

const base = `/b/${FX.bizA}`;
const uuid = () => crypto.randomUUID();
const DEVICE = '11111111-1111-4111-8111-00000000fea7';
const RATES = { serviceChargeBp: 0, taxBp: 0, taxOnServices: false, taxOnProducts: false };
let receipt = 0;
/** A catalogue service the packages hold (created before the tests). */
const PACKAGED_SERVICE = uuid();

function line(over: Partial<CartLine>): CartLine {
  return { id: uuid(), kind: 'service', itemId: uuid(), name: 'Facial', unitPrice: 12_000, quantity: 1, staffId: null, discount: null, note: '', voucherCode: null, ...over };
}

function sale(customerId: string | null, lines: CartLine[]): SaleCreateInput {
  receipt += 1;
  const total = lines.reduce((sum, l) => sum + (l.packageHoldingId === undefined ? l.unitPrice * l.quantity : 0), 0);
  return {
    id: uuid(), branchId: FX.branchA, deviceId: DEVICE, shiftId: null, receiptNumber: `L-FEA7-${String(receipt).padStart(6, '0')}`,
    customerId, currency: 'myr', rates: RATES, totals: { subtotal: total, discount: 0, serviceCharge: 0, tax: 0, tip: 0, rounding: 0, total },
    cartDiscount: null, note: '', soldAt: new Date().toISOString(), lines,
    payments: [{ id: uuid(), method: total > 0 ? 'card' : 'cash', amount: total, tendered: total > 0 ? null : 0, reference: total > 0 ? 'APPR' : '' }],
  };
}

/** Each gated catalogue kind: its path, a valid new item and a valid change. */
const KINDS: readonly { flag: FeatureFlag; path: string; body: (id: string) => Record<string, unknown>; patch: Record<string, unknown> }[] = [
  {
    flag: 'membership',
    path: `${base}/packages`,
    body: (id) => ({ id, name: 'Course', price: 40_000, items: [{ serviceId: PACKAGED_SERVICE, productId: null, name: 'Facial', sessions: 2 }], validity: { kind: 'never' } }),
    patch: { price: 41_000 },
  },
  { flag: 'advDiscountReward', path: `${base}/discounts`, body: (id) => ({ id, name: 'Ten off', type: 'amount', value: 1000 }), patch: { value: 900 } },
  {
    flag: 'rewardPts',
    path: `${base}/rewardPrograms`,
    body: (id) => ({ id, name: 'Glow', earnRates: { service: 1, product: 1, package: 0 }, pointValue: 5, minRedeem: 100, expiryMonths: 12, active: false }),
    patch: { minRedeem: 50 },
  },
];

describe.each(backends())('feature flags on the server on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
    expect((await h.call('POST', `${base}/services`, { as: 'ownerA', body: { id: PACKAGED_SERVICE, name: 'Facial', durationMinutes: 45, price: 9000 } })).status).toBe(201);
  });
  afterAll(async () => {
    await h.stop();
  });

  const setFlag = async (flag: FeatureFlag, on: boolean) => {
    await h.db.query(`UPDATE businesses SET features = features || jsonb_build_object($2::text, $3::boolean) WHERE id = $1`, [FX.bizA, flag, on]);
  };
  const expectOff = (res: { status: number; json: unknown }, flag: FeatureFlag) => {
    expect(res.status).toBe(409);
    expect((res.json as Problem).errors).toEqual({ [flag]: 'features.off' });
  };

  it.each(KINDS)('refuses every write of $path while $flag is off, naming the flag; reads stay open', async ({ flag, path, body, patch }) => {
    const kept = uuid();
    expect((await h.call('POST', path, { as: 'ownerA', body: body(kept) })).status).toBe(201);
    await setFlag(flag, false);
    try {
      expectOff(await h.call('POST', path, { as: 'ownerA', body: body(uuid()) }), flag);
      expectOff(await h.call('PATCH', `${path}/${kept}`, { as: 'ownerA', body: patch }), flag);
      expectOff(await h.call('DELETE', `${path}/${kept}`, { as: 'ownerA' }), flag);
      expect((await h.call('GET', `${path}/${kept}`, { as: 'ownerA' })).status).toBe(200);
      // The refusal is after the access check: a caller without the right still gets 403.
      expect((await h.call('POST', path, { as: 'nobodyA', body: body(uuid()) })).status).toBe(403);
    } finally {
      await setFlag(flag, true);
    }
    expect((await h.call('PATCH', `${path}/${kept}`, { as: 'ownerA', body: patch })).status).toBe(200);
  });

  it('refuses a sale that sells a package or pays with a package session while membership is off; other sales go through', async () => {
    const customerId = uuid();
    expect((await h.call('POST', `${base}/customers`, { as: 'ownerA', body: { id: customerId, firstName: 'Mei', lastName: 'Ling' } })).status).toBe(201);
    const serviceId = uuid();
    const pkg = line({ kind: 'package', itemId: uuid(), name: 'Facial ×3', unitPrice: 30_000, contents: [{ name: 'Facial', sessions: 3, serviceId, productId: null }], packageExpiresOn: null });
    expect((await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sale(customerId, [pkg]) })).status).toBe(201);
    await setFlag('membership', false);
    try {
      const selling = sale(customerId, [line({ kind: 'package', itemId: uuid(), name: 'Course', unitPrice: 30_000, contents: [], packageExpiresOn: null })]);
      expectOff(await h.call('POST', `${base}/sales`, { as: 'ownerA', body: selling }), 'membership');
      expectOff(await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sale(customerId, [line({ itemId: serviceId, packageHoldingId: pkg.id })]) }), 'membership');
      // A custom item (a package line without a catalogue item) and a plain sale are not membership.
      expect((await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sale(customerId, [line({ kind: 'package', itemId: null, name: 'Custom' })]) })).status).toBe(201);
      expect((await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sale(null, [line({})]) })).status).toBe(201);
    } finally {
      await setFlag('membership', true);
    }
    expect((await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sale(customerId, [line({ itemId: serviceId, packageHoldingId: pkg.id })]) })).status).toBe(201);
  });

  it('refuses a manual points adjustment while rewardPts is off', async () => {
    const customerId = uuid();
    expect((await h.call('POST', `${base}/customers`, { as: 'ownerA', body: { id: customerId, firstName: 'Ah', lastName: 'Kow' } })).status).toBe(201);
    const body = () => ({ id: uuid(), customerId, points: 20, reason: 'Welcome', occurredAt: new Date().toISOString() });
    await setFlag('rewardPts', false);
    try {
      expectOff(await h.call('POST', `${base}/pointMovements`, { as: 'ownerA', body: body() }), 'rewardPts');
    } finally {
      await setFlag('rewardPts', true);
    }
    expect((await h.call('POST', `${base}/pointMovements`, { as: 'ownerA', body: body() })).status).toBe(201);
  });
});
