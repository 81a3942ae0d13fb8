import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangesResponse, Problem } from '@/lib/api-types';
import type { SaleRow } from '@/lib/checkout/rows';
import type { CartLine, Discount, SaleCreateInput } from '@/lib/checkout/sale-schema';
import { computeTotals, finalTotals } from '@/lib/checkout/totals';
import { backends } from './helpers/backends';
import { FX } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';
import { NO_CHARGES, saleBody, serviceLine } from './helpers/sale-body';

const base = `/b/${FX.bizA}`;
const TILL = { id: '11111111-1111-4111-8111-00000000d016', prefix: 'A-DSC01' };

/** A sale of the lines with the cart discount, its totals and card payment worked out as the device does. */
function discountedSale(lines: CartLine[], cartDiscount: Discount | null): SaleCreateInput {
  const totals = finalTotals(computeTotals({ lines, cartDiscount, tip: 0, rates: NO_CHARGES }), 0);
  const body = saleBody(TILL, lines, {}, { cartDiscount, totals });
  return { ...body, payments: body.payments.map((p) => ({ ...p, amount: totals.total })) };
}

describe.each(backends())('sales naming their catalogue discount on $name', (backend) => {
  let h: Harness;
  const createDiscount = async (businessId: string, as: 'ownerA' | 'ownerB', name: string): Promise<string> => {
    const id = crypto.randomUUID();
    const created = await h.call('POST', `/b/${businessId}/discounts`, { as, body: { id, name, type: 'amount', value: 1000 } });
    expect(created.status).toBe(201);
    return id;
  };
  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(async () => {
    await h.stop();
  });

  it('stores the discount ids, returns them on the delta feed, and counts the usage in the rollups', async () => {
    const raya = await createDiscount(FX.bizA, 'ownerA', 'Raya');
    const happy = await createDiscount(FX.bizA, 'ownerA', 'Happy hour');
    const body = discountedSale(
      [serviceLine(10_000, { discount: { type: 'amount', value: 1_000, discountId: raya } }), serviceLine(5_000, { discount: { type: 'amount', value: 300 } })],
      { type: 'amount', value: 700, discountId: happy },
    );
    const res = await h.call('POST', `${base}/sales`, { as: 'ownerA', body });
    expect(res.status).toBe(201);
    const row = res.json as SaleRow;
    expect(row.anomalies).toEqual([]);
    expect(row.lines.map((l) => l.discount)).toEqual([{ type: 'amount', value: 1_000, discountId: raya }, { type: 'amount', value: 300 }]);
    expect(row.cartDiscount).toEqual({ type: 'amount', value: 700, discountId: happy });

    const feed = (await h.call('GET', `${base}/changes?since=0&tables=sales,reportRollups`, { as: 'ownerA' })).json as ChangesResponse;
    const fed = feed.changes.flatMap((c) => (c.op === 'put' && c.table === 'sales' && c.id === body.id ? [c.row] : []))[0];
    expect(fed?.lines[0]?.discount?.discountId).toBe(raya);
    expect(fed?.cartDiscount?.discountId).toBe(happy);
    const usage = feed.changes.flatMap((c) => (c.op === 'put' && c.table === 'reportRollups' && c.row.dim === 'discount' ? [c.row] : []));
    expect(usage.map((r) => [r.key, r.count, r.discount]).sort()).toEqual([[happy, 1, 700], [raya, 1, 1_000], ['manual', 1, 300]].sort());
  });

  it('refuses a discount id that is not one of this business’s discounts, with a field reason', async () => {
    const theirs = await createDiscount(FX.bizB, 'ownerB', 'Other salon');
    const onLine = discountedSale([serviceLine(10_000, { discount: { type: 'amount', value: 1_000, discountId: crypto.randomUUID() } })], null);
    const lineRes = await h.call('POST', `${base}/sales`, { as: 'ownerA', body: onLine });
    expect(lineRes.status).toBe(400);
    expect((lineRes.json as Problem).errors).toEqual({ lines: 'catalogues.discounts.unknownDiscount' });
    const onCart = discountedSale([serviceLine(10_000)], { type: 'amount', value: 500, discountId: theirs });
    const cartRes = await h.call('POST', `${base}/sales`, { as: 'ownerA', body: onCart });
    expect(cartRes.status).toBe(400);
    expect((cartRes.json as Problem).errors).toEqual({ cartDiscount: 'catalogues.discounts.unknownDiscount' });
    const stored = await h.db.query('SELECT 1 FROM sales WHERE business_id = $1 AND id = ANY($2::uuid[])', [FX.bizA, [onLine.id, onCart.id]]);
    expect(stored).toEqual([]);
  });

  it('accepts a late sale naming a discount deleted since, and keeps a used discount from being deleted', async () => {
    const gone = await createDiscount(FX.bizA, 'ownerA', 'Gone');
    expect((await h.call('DELETE', `${base}/discounts/${gone}`, { as: 'ownerA' })).status).toBe(204);
    const late = discountedSale([serviceLine(10_000)], { type: 'amount', value: 500, discountId: gone });
    expect((await h.call('POST', `${base}/sales`, { as: 'ownerA', body: late })).status).toBe(201);

    const used = await createDiscount(FX.bizA, 'ownerA', 'Used');
    const sold = discountedSale([serviceLine(10_000, { discount: { type: 'amount', value: 1_000, discountId: used } })], null);
    expect((await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sold })).status).toBe(201);
    const del = await h.call('DELETE', `${base}/discounts/${used}`, { as: 'ownerA' });
    expect(del.status).toBe(409);
    expect((del.json as Problem).errors).toEqual({ id: 'catalogues.errors.referenced' });
  });
});
