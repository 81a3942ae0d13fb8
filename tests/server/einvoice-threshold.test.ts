import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '@/lib/api-types';
import type { CartLine, SaleCreateInput } from '@/lib/checkout/sale-schema';
import { computeTotals, finalTotals } from '@/lib/checkout/totals';
import type { InvoiceRow } from '@/lib/invoices/rows';
import type { Buyer } from '@/lib/invoices/schema';
import { buildDocument, ruleErrors } from '@/lib/einvoice/ubl';
import { SUBMIT_QUEUE } from '@server/einvoice/job';
import { findJob } from '@server/jobs/queue';
import { backends } from './helpers/backends';
import { SALON_A_PROFILE } from '../einvoice-profile';
import { FX } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';
import { saleBody, serviceLine } from './helpers/sale-body';

const base = `/b/${FX.bizA}`;
const uuid = () => crypto.randomUUID();
const DEVICE = '11111111-1111-4111-8111-00000000d010';
const TILL = { id: DEVICE, prefix: 'A-DEV10' };
const RATES = { serviceChargeBp: 0, taxBp: 0, taxOnServices: false, taxOnProducts: false };
const BUYER: Buyer = {
  name: 'Aisyah Rahman', company: '', email: '', phone: '+60123456789', address: '1 Jalan Ampang, Kuala Lumpur',
  tin: 'IG12345678901', idType: 'NRIC', idValue: '900101145566', sstNumber: '',
};

/** A card sale of one service line of `amount` sen, nothing else charged. */
const sale = (amount: number, over: Partial<SaleCreateInput> = {}): SaleCreateInput => saleBody(TILL, [serviceLine(amount, { name: 'Bridal package' })], { rates: RATES }, over);

describe.each(backends())('the RM 10,000 rule at checkout on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(async () => {
    await h.stop();
  });

  const invoicesOf = async (saleId: string): Promise<string[]> =>
    (await h.db.query<{ id: string }>(`SELECT id FROM invoices WHERE business_id = $1 AND sale_ids @> $2::text::jsonb`, [FX.bizA, JSON.stringify([saleId])])).map((r) => r.id);

  it('leaves a business that does not e-invoice alone', async () => {
    const big = sale(1_200_000);
    expect((await h.call('POST', `${base}/sales`, { as: 'clerkA', body: big })).status).toBe(201);
    expect(await invoicesOf(big.id)).toEqual([]);
  });

  it('refuses a sale over RM 10,000 without the buyer, naming each missing detail; RM 10,000.00 itself passes', async () => {
    expect((await h.call('PUT', `${base}/einvoiceProfiles/${FX.bizA}`, { as: 'ownerA', body: SALON_A_PROFILE })).status).toBe(200);
    const atLimit = sale(1_000_000);
    expect((await h.call('POST', `${base}/sales`, { as: 'clerkA', body: atLimit })).status).toBe(201);
    expect(await invoicesOf(atLimit.id)).toEqual([]);

    const over = sale(1_000_001);
    const refused = await h.call('POST', `${base}/sales`, { as: 'clerkA', body: over });
    expect(refused.status).toBe(400);
    expect((refused.json as Problem).errors).toMatchObject({ buyer: 'einvoice.errors.buyerOverLimit', 'buyer.name': 'invoices.errors.buyerRequired', 'buyer.tin': 'einvoice.errors.tin' });
    const partial = await h.call('POST', `${base}/sales`, { as: 'clerkA', body: { ...over, buyer: { ...BUYER, tin: '', address: '' } } });
    expect(partial.status).toBe(400);
    expect((partial.json as Problem).errors).toMatchObject({ buyer: 'einvoice.errors.buyerOverLimit', 'buyer.tin': 'einvoice.errors.tin', 'buyer.address': 'einvoice.errors.addressRequired' });
    expect((await h.db.query('SELECT 1 FROM sales WHERE business_id = $1 AND id = $2', [FX.bizA, over.id])).length).toBe(0);
  });

  it('issues the individual e-invoice of a sale over the limit with the sale, exactly once', async () => {
    const over = sale(1_200_000, { buyer: BUYER });
    expect((await h.call('POST', `${base}/sales`, { as: 'clerkA', body: over })).status).toBe(201);
    expect((await h.call('POST', `${base}/sales`, { as: 'clerkA', body: over })).status).toBe(200);
    const ids = await invoicesOf(over.id);
    expect(ids).toHaveLength(1);
    const doc = (await h.call('GET', `${base}/invoices/${ids[0] ?? ''}`, { as: 'ownerA' })).json as InvoiceRow;
    expect(doc).toMatchObject({ kind: 'invoice', state: 'issued', saleIds: [over.id], totals: { total: 1_200_000 }, buyer: { tin: 'IG12345678901', idValue: '900101145566' } });
    expect(doc.einvoice?.state).toBe('queued');
    expect(doc.lines[0]?.description).toContain(over.receiptNumber);
    expect(await findJob(h.db, SUBMIT_QUEUE, doc.id)).not.toBeNull();
  });

  it('carries the sale’s service charge, taxed as the sale taxed it: the e-invoice comes to what the buyer paid, to the sen', async () => {
    const rates = { serviceChargeBp: 1_000, taxBp: 800, taxOnServices: true, taxOnProducts: false };
    const lines: CartLine[] = [
      { id: uuid(), kind: 'service', itemId: null, name: 'Bridal package', unitPrice: 1_033_333, quantity: 1, staffId: null, discount: { type: 'amount', value: 777 }, note: '', voucherCode: null },
      { id: uuid(), kind: 'product', itemId: null, name: 'Serum', unitPrice: 12_345, quantity: 3, staffId: null, discount: null, note: '', voucherCode: null },
    ];
    const cartDiscount = { type: 'amount' as const, value: 12_345 };
    const totals = finalTotals(computeTotals({ lines, cartDiscount, tip: 0, rates }), 0);
    const s = sale(0, { lines, cartDiscount, rates, totals, buyer: BUYER, payments: [{ id: uuid(), method: 'card', amount: totals.total, tendered: null, reference: 'APPR2' }] });
    expect((await h.call('POST', `${base}/sales`, { as: 'clerkA', body: s })).status).toBe(201);
    const [id] = await invoicesOf(s.id);
    const doc = (await h.call('GET', `${base}/invoices/${id ?? ''}`, { as: 'ownerA' })).json as InvoiceRow;
    expect(doc.totals).toMatchObject({ tax: totals.tax, total: totals.total });
    expect(doc.lines.filter((l) => l.description.startsWith('Service charge 10%')).reduce((sum, l) => sum + l.unitPrice, 0)).toBe(totals.serviceCharge);
    const issuedAt = new Date(doc.issuedAt ?? doc.createdAt);
    const ubl = buildDocument({ type: 'invoice', number: doc.number ?? '', issuedAt, currency: doc.currency, supplier: SALON_A_PROFILE, buyer: doc.buyer, lines: doc.lines, discountBp: doc.discountBp, taxBp: doc.taxBp });
    expect(ruleErrors(ubl, issuedAt)).toEqual([]);
    const lmt = (ubl.Invoice[0]?.LegalMonetaryTotal as Record<string, { _: number }[]>[])[0] ?? {};
    expect([lmt.TaxExclusiveAmount?.[0]?._, lmt.TaxInclusiveAmount?.[0]?._, lmt.PayableAmount?.[0]?._]).toEqual([(totals.total - totals.tax) / 100, totals.total / 100, totals.total / 100]);
  });
});
