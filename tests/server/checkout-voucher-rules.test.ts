import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '@/lib/api-types';
import type { CartLine, Payment, SaleCreateInput } from '@/lib/checkout/sale-schema';
import { computeTotals, finalTotals } from '@/lib/checkout/totals';
import { backends } from './helpers/backends';
import { FX } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';

const base = `/b/${FX.bizA}`;
const uuid = () => crypto.randomUUID();
const RATES = { serviceChargeBp: 0, taxBp: 0, taxOnServices: false, taxOnProducts: false };
let receipt = 0;

function line(over: Partial<CartLine>): CartLine {
  return { id: uuid(), kind: 'service', itemId: null, name: 'Cut', unitPrice: 8_000, quantity: 1, staffId: null, discount: null, note: '', voucherCode: null, ...over };
}

/** A sale of the lines paid by `voucher` (code, amount) and card for the rest. */
function sale(lines: CartLine[], voucher: { code: string; amount: number } | null, soldAt = new Date().toISOString()): SaleCreateInput {
  receipt += 1;
  const totals = finalTotals(computeTotals({ lines, cartDiscount: null, tip: 0, rates: RATES }), 0);
  const payments: Payment[] = [];
  if (voucher !== null) payments.push({ id: uuid(), method: 'voucher', amount: voucher.amount, tendered: null, reference: voucher.code });
  if (totals.total - (voucher?.amount ?? 0) > 0) payments.push({ id: uuid(), method: 'card', amount: totals.total - (voucher?.amount ?? 0), tendered: null, reference: 'APPR' });
  return {
    id: uuid(), branchId: FX.branchA, deviceId: uuid(), shiftId: null, receiptNumber: `L-VR-${String(receipt).padStart(6, '0')}`, customerId: null, currency: 'myr',
    lines, cartDiscount: null, rates: RATES, totals, payments, note: '', soldAt,
  };
}

describe.each(backends())('voucher scope and expiry at payment on $name', (backend) => {
  let h: Harness;
  const cut = uuid();
  const colour = uuid();
  const typeId = uuid();
  beforeAll(async () => {
    h = await startHarness(backend);
    for (const [id, name, category] of [[cut, 'Cut', 'Hair'], [colour, 'Facial', 'Skin']] as const) {
      expect((await h.call('POST', `${base}/services`, { as: 'ownerA', body: { id, name, category, durationMinutes: 45, price: 8_000 } })).status).toBe(201);
    }
    const type = { id: typeId, name: 'Hair RM 50', kind: 'value', value: 5_000, price: 5_000, scope: 'categories', categories: ['Hair'], validity: { kind: 'custom', until: '2099-12-31' } };
    expect((await h.call('POST', `${base}/voucherTypes`, { as: 'ownerA', body: type })).status).toBe(201);
  });
  afterAll(async () => {
    await h.stop();
  });

  const sellVoucher = async (code: string, expiresOn: string | null) => {
    const v = line({ kind: 'voucher', name: 'Hair RM 50', unitPrice: 5_000, voucherCode: code, voucherTypeId: typeId, voucherValue: 5_000, voucherExpiresOn: expiresOn });
    expect((await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sale([v], null) })).status).toBe(201);
  };

  it('pays for the items of its scope only, up to their net', async () => {
    await sellVoucher('HAIR-0001', '2099-12-31');
    const outside = await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sale([line({ itemId: colour, name: 'Facial' })], { code: 'hair-0001', amount: 1_000 }) });
    expect(outside.status).toBe(409);
    expect((outside.json as Problem).errors).toEqual({ payments: 'checkout.errors.voucherOutOfScope' });
    const mixed = [line({ itemId: cut, unitPrice: 3_000 }), line({ itemId: colour, name: 'Facial' })];
    expect((await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sale(mixed, { code: 'HAIR-0001', amount: 3_001 }) })).status).toBe(409);
    expect((await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sale(mixed, { code: 'HAIR-0001', amount: 3_000 }) })).status).toBe(201);
  });

  it('is refused after its last local day', async () => {
    await sellVoucher('HAIR-0002', '2026-03-31');
    const late = await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sale([line({ itemId: cut })], { code: 'HAIR-0002', amount: 1_000 }, '2026-04-01T01:00:00.000Z') });
    expect(late.status).toBe(409);
    expect((late.json as Problem).errors).toEqual({ payments: 'checkout.errors.voucherExpired' });
    expect((await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sale([line({ itemId: cut })], { code: 'HAIR-0002', amount: 1_000 }, '2026-03-31T10:00:00.000Z') })).status).toBe(201);
  });

  it('a free-amount voucher (no type) pays for anything as before', async () => {
    const v = line({ kind: 'voucher', name: 'Gift', unitPrice: 5_000, voucherCode: 'GIFT-0003' });
    expect((await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sale([v], null) })).status).toBe(201);
    expect((await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sale([line({ itemId: colour })], { code: 'GIFT-0003', amount: 5_000 }) })).status).toBe(201);
  });
});
