import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangesResponse, Problem } from '@/lib/api-types';
import type { SaleCreateInput } from '@/lib/checkout/sale-schema';
import type { CreditMovementRow } from '@/lib/customers/ledger';
import { backends } from './helpers/backends';
import { createCustomer } from './helpers/customers';
import { FX } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';

const base = `/b/${FX.bizA}`;
const uuid = () => crypto.randomUUID();
const DEVICE = '11111111-1111-4111-8111-00000000d0c2';
const RATES = { serviceChargeBp: 0, taxBp: 0, taxOnServices: false, taxOnProducts: false };
let receipt = 0;

/** A cash sale to `customerId`: a credit top-up line of `topUp`, paid with `fromCredit` of their credit and cash for the rest. */
function sale(customerId: string, topUp: number, fromCredit = 0): SaleCreateInput {
  receipt += 1;
  const totals = { subtotal: topUp, discount: 0, serviceCharge: 0, tax: 0, tip: 0, rounding: 0, total: topUp };
  const payments: SaleCreateInput['payments'] = [];
  if (fromCredit > 0) payments.push({ id: uuid(), method: 'credit', amount: fromCredit, tendered: null, reference: '' });
  if (topUp - fromCredit > 0) payments.push({ id: uuid(), method: 'card', amount: topUp - fromCredit, tendered: null, reference: 'APPR' });
  return {
    id: uuid(), branchId: FX.branchA, deviceId: DEVICE, shiftId: null, receiptNumber: `L-DEV02-${String(receipt).padStart(6, '0')}`,
    customerId, currency: 'myr', rates: RATES, totals, cartDiscount: null, note: '', soldAt: new Date().toISOString(),
    lines: [{ id: uuid(), kind: 'credit', itemId: null, name: 'Credit top-up', unitPrice: topUp, quantity: 1, staffId: null, discount: null, note: '', voucherCode: null }],
    payments,
  };
}

interface Ledger {
  customerId: string;
  balance: number;
  currency: string;
  movements: CreditMovementRow[];
}

describe.each(backends())('the credit ledger on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(async () => {
    await h.stop();
  });

  const newCustomer = (): Promise<string> => createCustomer(h, { firstName: 'Mei', lastName: 'Ling' });
  const ledger = async (id: string, as: 'ownerA' | 'viewerA' | 'nobodyA' = 'ownerA') => h.call('GET', `${base}/customers/${id}/credits`, { as });

  it('lists the movements of top-ups, spends and adjustments, and sums them to the balance', async () => {
    const id = await newCustomer();
    expect((await ledger(id)).json).toEqual({ customerId: id, balance: 0, currency: 'myr', movements: [] });
    expect((await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sale(id, 10_000) })).status).toBe(201);
    expect((await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sale(id, 3_000, 3_000) })).status).toBe(201);
    const adjusted = await h.call('POST', `${base}/customers/${id}/credits`, { as: 'ownerA', body: { movementId: uuid(), delta: -1_500, reason: 'Expired promo', currency: 'myr' } });
    expect(adjusted.json).toMatchObject({ balance: 8_500 });

    const r = await ledger(id, 'viewerA');
    expect(r.status).toBe(200);
    const body = r.json as Ledger;
    // 10,000 topped up; a second sale tops up 3,000 and pays it with 3,000 of credit; -1,500 adjusted.
    expect(body.balance).toBe(8_500);
    expect(body.movements.map((m) => [m.kind, m.delta, m.note]).sort()).toEqual(
      [['adjustment', -1_500, 'Expired promo'], ['spend', -3_000, ''], ['topUp', 10_000, ''], ['topUp', 3_000, '']].sort(),
    );
    expect(body.movements.every((m) => m.customerId === id && m.currency === 'myr')).toBe(true);

    const one = body.movements.find((m) => m.kind === 'adjustment');
    const detail = await h.call('GET', `${base}/customers/${id}/credits/${one?.id}`, { as: 'viewerA' });
    expect(detail.json).toEqual(one);
  });

  it('carries each movement on the delta feed, and moves them on a merge', async () => {
    const dup = await newCustomer();
    const keep = await newCustomer();
    await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sale(dup, 2_000) });
    const before = (await h.call('GET', `${base}/changes?since=0&limit=5000`, { as: 'ownerA' })).json as ChangesResponse;
    const moved = before.changes.filter((c) => c.table === 'creditMovements' && c.op === 'put' && c.row.customerId === dup);
    expect(moved).toHaveLength(1);
    expect(moved[0]).toMatchObject({ row: { kind: 'topUp', delta: 2_000, currency: 'myr' } });

    expect((await h.call('POST', `${base}/customers/${dup}/merge`, { as: 'ownerA', body: { keepId: keep } })).status).toBe(200);
    const after = (await h.call('GET', `${base}/changes?since=${before.cursor}&limit=5000`, { as: 'ownerA' })).json as ChangesResponse;
    expect(after.changes.filter((c) => c.table === 'creditMovements')).toMatchObject([{ id: moved[0]?.id, op: 'put', row: { customerId: keep, delta: 2_000 } }]);
    expect(((await ledger(keep)).json as Ledger).balance).toBe(2_000);
    // Who sees neither customers nor payments gets no movements.
    const hidden = (await h.call('GET', `${base}/changes?since=0&limit=5000`, { as: 'nobodyA' })).json as ChangesResponse;
    expect(hidden.changes.filter((c) => c.table === 'creditMovements')).toEqual([]);
  });

  it('refuses a caller without the level, unknown customers and movements, and bad ids', async () => {
    const id = await newCustomer();
    expect((await ledger(id, 'nobodyA')).status).toBe(403);
    expect((await ledger(uuid())).status).toBe(404);
    expect((await h.call('GET', `${base}/customers/${id}/credits/${uuid()}`, { as: 'ownerA' })).status).toBe(404);
    const bad = await h.call('GET', `${base}/customers/${id}/credits/nope`, { as: 'ownerA' });
    expect(bad.status).toBe(400);
    expect((bad.json as Problem).errors).toEqual({ creditId: 'validation.invalidId' });
  });
});
