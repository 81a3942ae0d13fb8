import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangesResponse, Problem } from '@/lib/api-types';
import type { PackageRow, SaleAnomalyRow, SaleRow } from '@/lib/checkout/rows';
import type { CartLine, SaleCreateInput } from '@/lib/checkout/sale-schema';
import { migrate } from '@server/db/migrate';
import { MIGRATIONS } from '@server/db/migrations';
import { openPglite } from '@server/db/pglite-db';
import { backends } from './helpers/backends';
import { seedCatalogue } from './helpers/catalogue';
import { FX, USERS } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';
import { saleBody } from './helpers/sale-body';

const base = `/b/${FX.bizA}`;
const uuid = () => crypto.randomUUID();
const PRODUCT = '11111111-1111-4111-8111-00000000e001';
const PACKAGE = '11111111-1111-4111-8111-00000000e002';
const DEVICE = '11111111-1111-4111-8111-00000000d002';
const TILL = { id: DEVICE, prefix: 'A-ANOM1' };
const RATES = { serviceChargeBp: 0, taxBp: 0, taxOnServices: true, taxOnProducts: false };

const sale = (lines: CartLine[]): SaleCreateInput => saleBody(TILL, lines, { rates: RATES, reference: 'APPR' });

const productLine = (quantity: number): CartLine => ({
  id: uuid(), kind: 'product', itemId: PRODUCT, name: 'Serum', unitPrice: 5900, quantity, staffId: null, discount: null, note: '', voucherCode: null,
});

async function feed(h: Harness, as: 'ownerA' | 'clerkA', since = '0'): Promise<ChangesResponse> {
  return (await h.call('GET', `${base}/changes?since=${since}&limit=5000`, { as })).json as ChangesResponse;
}

describe.each(backends())('sale anomalies and packages on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
    await seedCatalogue(h.db, {
      products: [{ id: PRODUCT, name: 'Serum', price: 5900 }],
      packages: [{ id: PACKAGE, name: 'Cut x5', category: 'Packages', price: 20_000, items: [{ serviceId: null, productId: null, name: 'Cut', sessions: 5 }], validity: { kind: 'period', unit: 'days', count: 180 } }],
    });
  });
  afterAll(async () => {
    await h.stop();
  });

  it('feeds catalogue packages with their items to every member', async () => {
    const changes = (await feed(h, 'clerkA')).changes;
    const pkg = changes.find((c) => c.table === 'packages' && c.op === 'put');
    expect(pkg && pkg.op === 'put' ? (pkg.row as PackageRow) : null).toMatchObject({
      id: PACKAGE, name: 'Cut x5', category: 'Packages', price: 20_000, items: [{ serviceId: null, productId: null, name: 'Cut', sessions: 5 }], validity: { kind: 'period', unit: 'days', count: 180 }, sst: true, imageUrl: null, active: true,
    });
  });

  it('feeds anomalies to payment-level readers, and closes one once at payment level 2', async () => {
    const body = sale([productLine(3)]);
    expect(((await h.call('POST', `${base}/sales`, { as: 'ownerA', body })).json as SaleRow).anomalies).toEqual(['stock_below_zero']);

    const before = await feed(h, 'ownerA');
    const put = before.changes.find((c) => c.table === 'saleAnomalies' && c.op === 'put' && (c.row as SaleAnomalyRow).recordId === body.id);
    const anomaly = put?.op === 'put' ? (put.row as SaleAnomalyRow) : null;
    expect(anomaly).toMatchObject({ saleId: body.id, kind: 'stock_below_zero', resolution: null, resolvedAt: null, detail: { productId: PRODUCT, stock: -3 } });
    if (anomaly === null) throw new Error('no anomaly fed');
    expect((await feed(h, 'clerkA')).changes.filter((c) => c.table === 'saleAnomalies')).toEqual([]);

    const path = `${base}/sale-anomalies/${anomaly.id}`;
    const resolve = { resolution: 'resolved', note: 'Counted the shelf: 3 more in the back', resolvedAt: new Date().toISOString() };
    expect((await h.call('PATCH', path, { as: 'clerkA', body: resolve })).status).toBe(403);
    const bad = await h.call('PATCH', path, { as: 'ownerA', body: { ...resolve, resolution: 'ignored' } });
    expect(bad.status).toBe(400);
    expect((bad.json as Problem).errors).toEqual({ resolution: 'validation.invalidResolution' });
    expect((await h.call('PATCH', `${base}/sale-anomalies/${uuid()}`, { as: 'ownerA', body: resolve })).status).toBe(404);

    const key = uuid();
    const done = await h.call('PATCH', path, { as: 'ownerA', key, body: resolve });
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ resolution: 'resolved', resolvedBy: USERS.ownerA.id, resolutionNote: resolve.note, version: anomaly.version + 1 });
    const replay = await h.call('PATCH', path, { as: 'ownerA', key, body: resolve });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const again = await h.call('PATCH', path, { as: 'ownerA', body: { ...resolve, resolution: 'acknowledged' } });
    expect(again.json).toMatchObject({ resolution: 'resolved', version: anomaly.version + 1 });

    const open = (await h.call('GET', `${base}/sale-anomalies`, { as: 'ownerA' })).json as SaleAnomalyRow[];
    expect(open.map((a) => a.id)).not.toContain(anomaly.id);
    const all = (await h.call('GET', `${base}/sale-anomalies?status=all`, { as: 'ownerA' })).json as SaleAnomalyRow[];
    expect(all.find((a) => a.id === anomaly.id)).toMatchObject({ resolution: 'resolved' });
    expect((await h.call('GET', `${base}/sale-anomalies`, { as: 'clerkA' })).status).toBe(403);

    const after = await feed(h, 'ownerA', before.cursor);
    expect(after.changes).toEqual([expect.objectContaining({ table: 'saleAnomalies', op: 'put', id: anomaly.id })]);
  });

  it('ties a refund anomaly to the refunded sale', async () => {
    const body = sale([productLine(1)]);
    await h.call('POST', `${base}/sales`, { as: 'ownerA', body });
    const refund = { id: uuid(), saleId: body.id, kind: 'void', amount: 99_999, method: 'card', reason: 'Typo', restock: [], deviceId: DEVICE, shiftId: null, refundedAt: new Date().toISOString() };
    expect((await h.call('POST', `${base}/refunds`, { as: 'ownerA', body: refund })).status).toBe(201);
    const open = (await h.call('GET', `${base}/sale-anomalies`, { as: 'ownerA' })).json as SaleAnomalyRow[];
    expect(open.find((a) => a.recordId === refund.id)).toMatchObject({ kind: 'refund_exceeds_sale', saleId: body.id });
  });
});

describe('migration 0007', () => {
  it('numbers anomalies recorded before it into the feed and links them to their sales', async () => {
    const db = await openPglite(undefined, 'public');
    const index = MIGRATIONS.findIndex((m) => m.id === '0007_packages_and_anomaly_review');
    const later = MIGRATIONS.slice(index).map((m) => m.id);
    try {
      // Apply everything before 0007 (0007 and later marked as done first; 0007 unmarked below).
      await db.query('CREATE TABLE IF NOT EXISTS public.schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
      for (const id of later) await db.query('INSERT INTO public.schema_migrations (id) VALUES ($1)', [id]);
      await migrate(db);
      const biz = FX.bizA;
      const saleId = uuid();
      await db.query('INSERT INTO business_seq (business_id, last_seq) VALUES ($1, 41)', [biz]);
      await db.query(
        `INSERT INTO sale_anomalies (business_id, id, record_id, kind, detail, created_at) VALUES
           ($1, $2, $3, 'stock_below_zero', '{}'::jsonb, now() - interval '1 hour'), ($1, $4, $3, 'totals_mismatch', '{}'::jsonb, now())`,
        [biz, uuid(), saleId, uuid()],
      );
      await db.query(
        `INSERT INTO sales (business_id, id, seq, branch_id, device_id, receipt_number, sold_by, currency, lines, rates, totals, total, payments, sold_at)
         VALUES ($1, $2, 40, $3, $4, 'R1', $5, 'myr', '[]'::jsonb, '{}'::jsonb, '{}'::jsonb, 0, '[]'::jsonb, now())`,
        [biz, saleId, FX.branchA, DEVICE, USERS.ownerA.id],
      );
      await db.query('DELETE FROM public.schema_migrations WHERE id = $1', [later[0]]);
      expect(await migrate(db)).toEqual([later[0]]);
      const rows = await db.query<{ seq: string; sale_id: string; kind: string }>(
        'SELECT seq::text AS seq, sale_id, kind FROM sale_anomalies WHERE business_id = $1 ORDER BY seq',
        [biz],
      );
      expect(rows).toEqual([
        { seq: '42', sale_id: saleId, kind: 'stock_below_zero' },
        { seq: '43', sale_id: saleId, kind: 'totals_mismatch' },
      ]);
      const counter = await db.query<{ s: string }>('SELECT last_seq::text AS s FROM business_seq WHERE business_id = $1', [biz]);
      expect(counter[0]?.s).toBe('43');
    } finally {
      await db.close();
    }
  });
});
