import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '@/lib/api-types';
import type { BalanceRow, SaleRow } from '@/lib/checkout/rows';
import type { CartLine } from '@/lib/checkout/sale-schema';
import { computeTotals, finalTotals } from '@/lib/checkout/totals';
import type { VoucherTypeRow } from '@/lib/schemas/voucher-type';
import { lockBusiness, nextSeq } from '@server/db/seq';
import { backends } from './helpers/backends';
import { signInCatalogueMembers } from './helpers/catalogue';
import { FX, USERS } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';

const voucherTypes = `/b/${FX.bizA}/voucherTypes`;
const RATES = { serviceChargeBp: 0, taxBp: 0, taxOnServices: true, taxOnProducts: false };

/** A card sale of the lines, totals and payment adding up. */
function saleOf(lines: CartLine[], customerId: string | null) {
  const totals = finalTotals(computeTotals({ lines, cartDiscount: null, tip: 0, rates: RATES }), 0);
  return {
    id: crypto.randomUUID(), branchId: FX.branchA, deviceId: crypto.randomUUID(), shiftId: null, receiptNumber: `A-VT-${Date.now()}`, customerId, currency: 'myr',
    lines, cartDiscount: null, rates: RATES, totals, payments: [{ id: crypto.randomUUID(), method: 'card', amount: totals.total, tendered: null, reference: 'APPR1' }],
    note: '', soldAt: new Date().toISOString(),
  };
}

describe.each(backends())('catalogue voucher types on $name', (backend) => {
  let h: Harness;
  let viewer: string;
  let editor: string;
  let serviceId: string;
  beforeAll(async () => {
    h = await startHarness(backend);
    ({ viewer, editor } = await signInCatalogueMembers(h.db, 'f0'));
    serviceId = crypto.randomUUID();
    expect((await h.call('POST', `/b/${FX.bizA}/services`, { as: 'ownerA', body: { id: serviceId, name: 'Wash & Blow Dry', durationMinutes: 45, price: 4000 } })).status).toBe(201);
  });
  afterAll(async () => {
    await h.stop();
  });

  const valueBody = (id: string) => ({ id, name: ' RM 50 Voucher ', kind: 'value', value: 5000, price: 4500, scope: 'categories', categories: ['Hair'], validity: { kind: 'period', unit: 'months', count: 6 } });

  it('creates a value voucher type with defaults, patches it, and carries it on the feed', async () => {
    const id = crypto.randomUUID();
    const created = await h.call('POST', voucherTypes, { token: editor, body: valueBody(id) });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      id, name: 'RM 50 Voucher', kind: 'value', value: 5000, price: 4500, serviceIds: [], scope: 'categories', categories: ['Hair'], itemIds: [],
      validity: { kind: 'period', unit: 'months', count: 6 }, active: true, version: 1,
    });
    const patched = await h.call('PATCH', `${voucherTypes}/${id}`, { token: editor, body: { price: 4000, validity: { kind: 'custom', until: '2027-12-31' } } });
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject({ price: 4000, value: 5000, validity: { kind: 'custom', until: '2027-12-31' }, version: 2 });
    expect((await h.call('GET', `${voucherTypes}/${id}`, { token: viewer })).json).toEqual(patched.json);
    const list = await h.call('GET', voucherTypes, { token: viewer });
    expect((list.json as VoucherTypeRow[]).some((v) => v.id === id)).toBe(true);
    const feed = await h.call('GET', `/b/${FX.bizA}/changes?since=0&tables=voucherTypes`, { as: 'clerkA' });
    expect((feed.json as { changes: { id: string; row?: VoucherTypeRow }[] }).changes.find((c) => c.id === id)?.row).toEqual(patched.json);
  });

  it('creates a service voucher type for an existing service, and refuses one for an unknown service', async () => {
    const id = crypto.randomUUID();
    const created = await h.call('POST', voucherTypes, { as: 'ownerA', body: { id, name: 'Free Blow-dry', kind: 'service', price: 0, serviceIds: [serviceId] } });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ kind: 'service', value: 0, price: 0, serviceIds: [serviceId], scope: 'all', validity: { kind: 'never' } });
    const unknown = await h.call('POST', voucherTypes, { as: 'ownerA', body: { id: crypto.randomUUID(), name: 'Ghost', kind: 'service', price: 0, serviceIds: [crypto.randomUUID()] } });
    expect(unknown.status).toBe(400);
    expect((unknown.json as Problem).errors).toEqual({ serviceIds: 'catalogues.vouchers.unknownService' });
  });

  it('checks access by catalogue level: view 1, edit 2, delete 3', async () => {
    const id = crypto.randomUUID();
    expect((await h.call('GET', voucherTypes, { as: 'nobodyA' })).status).toBe(403);
    expect((await h.call('GET', `${voucherTypes}/${id}`, { as: 'nobodyA' })).status).toBe(403);
    expect((await h.call('POST', voucherTypes, { token: viewer, body: valueBody(id) })).status).toBe(403);
    expect((await h.call('POST', voucherTypes, { as: 'ownerB', body: valueBody(id) })).status).toBe(403);
    expect((await h.call('POST', voucherTypes, { token: editor, body: valueBody(id) })).status).toBe(201);
    expect((await h.call('POST', voucherTypes, { token: editor, body: valueBody(id) })).status).toBe(409);
    expect((await h.call('PATCH', `${voucherTypes}/${id}`, { token: viewer, body: { price: 1 } })).status).toBe(403);
    expect((await h.call('DELETE', `${voucherTypes}/${id}`, { token: editor })).status).toBe(403);
    expect((await h.call('DELETE', `${voucherTypes}/${id}`, { as: 'ownerA' })).status).toBe(204);
    expect((await h.call('GET', `${voucherTypes}/${id}`, { as: 'ownerA' })).status).toBe(404);
    expect((await h.call('PATCH', `${voucherTypes}/${id}`, { as: 'ownerA', body: { price: 1 } })).status).toBe(409);
    expect((await h.call('PATCH', `${voucherTypes}/${crypto.randomUUID()}`, { as: 'ownerA', body: { price: 1 } })).status).toBe(404);
  });

  it('answers bad input with field-level keys, also for a patch that would break the voucher type', async () => {
    const bad = await h.call('POST', voucherTypes, {
      as: 'ownerA',
      body: { id: crypto.randomUUID(), name: '', kind: 'coupon', value: -1, price: 1.5, scope: 'everything', validity: { kind: 'period', unit: 'hours', count: 0 } },
    });
    expect(bad.status).toBe(400);
    expect((bad.json as Problem).errors).toMatchObject({
      name: 'catalogues.validation.nameRequired',
      kind: 'catalogues.vouchers.invalidKind',
      value: 'catalogues.validation.notNegative',
      price: 'catalogues.validation.wholeSen',
      scope: 'catalogues.vouchers.invalidScope',
      'validity.unit': 'catalogues.packages.invalidUnit',
      'validity.count': 'catalogues.validation.atLeastOne',
    });
    const rules = await h.call('POST', voucherTypes, { as: 'ownerA', body: { id: crypto.randomUUID(), name: 'Odd', kind: 'value', value: 0, price: 100, scope: 'items' } });
    expect((rules.json as Problem).errors).toEqual({ value: 'catalogues.vouchers.valueRequired', price: 'catalogues.vouchers.priceAboveValue', itemIds: 'catalogues.vouchers.itemsRequired' });
    const noServices = await h.call('POST', voucherTypes, { as: 'ownerA', body: { id: crypto.randomUUID(), name: 'Nothing', kind: 'service', price: 0 } });
    expect((noServices.json as Problem).errors).toEqual({ serviceIds: 'catalogues.vouchers.servicesRequired' });
    const id = crypto.randomUUID();
    expect((await h.call('POST', voucherTypes, { as: 'ownerA', body: valueBody(id) })).status).toBe(201);
    // RM 45 was below the RM 50 value; RM 60 is not.
    const broken = await h.call('PATCH', `${voucherTypes}/${id}`, { as: 'ownerA', body: { price: 6000 } });
    expect(broken.status).toBe(400);
    expect((broken.json as Problem).errors).toEqual({ price: 'catalogues.vouchers.priceAboveValue' });
    const toService = await h.call('PATCH', `${voucherTypes}/${id}`, { as: 'ownerA', body: { kind: 'service' } });
    expect((toService.json as Problem).errors).toEqual({ serviceIds: 'catalogues.vouchers.servicesRequired' });
    const empty = await h.call('PATCH', `${voucherTypes}/${id}`, { as: 'ownerA', body: {} });
    expect(empty.status).toBe(400);
    expect((await h.call('GET', `${voucherTypes}/not-a-uuid`, { as: 'ownerA' })).status).toBe(400);
  });

  it('refuses to delete a voucher type a sale sold: it is archived instead', async () => {
    const id = crypto.randomUUID();
    expect((await h.call('POST', voucherTypes, { as: 'ownerA', body: valueBody(id) })).status).toBe(201);
    await h.db.tx(async (q) => {
      await lockBusiness(q, FX.bizA);
      await q.query(
        `INSERT INTO sales (business_id, id, seq, branch_id, device_id, receipt_number, sold_by, currency, lines, rates, totals, total, payments, sold_at)
         VALUES ($1, $2, $3, $4, $2, 'R-VT-1', $5, 'myr', $6::jsonb, '{}'::jsonb, '{}'::jsonb, 4500, '[]'::jsonb, now())`,
        [FX.bizA, crypto.randomUUID(), await nextSeq(q, FX.bizA), FX.branchA, USERS.ownerA.id, JSON.stringify([{ itemId: null, kind: 'voucher', voucherTypeId: id }])],
      );
    });
    const refused = await h.call('DELETE', `${voucherTypes}/${id}`, { as: 'ownerA' });
    expect(refused.status).toBe(409);
    expect((refused.json as Problem).errors).toEqual({ id: 'catalogues.errors.referenced' });
    const archived = await h.call('PATCH', `${voucherTypes}/${id}`, { as: 'ownerA', body: { active: false } });
    expect(archived.json).toMatchObject({ active: false });
  });

  it('sells a voucher of a type: the sale line keeps the type, the voucher holds its value, and older lines without it still sell', async () => {
    const typeId = crypto.randomUUID();
    expect((await h.call('POST', voucherTypes, { as: 'ownerA', body: valueBody(typeId) })).status).toBe(201);
    const line: CartLine = {
      id: crypto.randomUUID(), kind: 'voucher', itemId: null, name: 'RM 50 Voucher', unitPrice: 4500, quantity: 1, staffId: null, discount: null, note: '',
      voucherCode: 'V-TYPED-1', voucherTypeId: typeId, voucherValue: 5000, voucherExpiresOn: '2027-05-31',
    };
    const sold = await h.call('POST', `/b/${FX.bizA}/sales`, { as: 'ownerA', body: saleOf([line], null) });
    expect(sold.status).toBe(201);
    expect((sold.json as SaleRow).lines[0]).toMatchObject({ voucherTypeId: typeId, voucherValue: 5000, voucherExpiresOn: '2027-05-31' });
    const free: CartLine = { ...line, id: crypto.randomUUID(), voucherCode: 'V-FREE-1', unitPrice: 3000 };
    delete free.voucherTypeId;
    delete free.voucherValue;
    delete free.voucherExpiresOn;
    expect((await h.call('POST', `/b/${FX.bizA}/sales`, { as: 'ownerA', body: saleOf([free], null) })).status).toBe(201);
    const feed = await h.call('GET', `/b/${FX.bizA}/changes?since=0&tables=balances`, { as: 'ownerA' });
    const balances = (feed.json as { changes: { row?: BalanceRow }[] }).changes.flatMap((c) => (c.row ? [c.row] : []));
    expect(balances.find((b) => b.code === 'V-TYPED-1')?.balance).toBe(5000);
    expect(balances.find((b) => b.code === 'V-FREE-1')?.balance).toBe(3000);
    const badExpiry = await h.call('POST', `/b/${FX.bizA}/sales`, { as: 'ownerA', body: saleOf([{ ...line, id: crypto.randomUUID(), voucherExpiresOn: 'next year' }], null) });
    expect(badExpiry.status).toBe(400);
  });
});
