import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentRow, ChangesResponse } from '@/lib/api-types';
import type { CartLine, SaleCreateInput } from '@/lib/checkout/sale-schema';
import { computeTotals, finalTotals } from '@/lib/checkout/totals';
import { appointmentDeltas, mergeDeltas, refundDeltas, rollupKey, saleDeltas, MEASURES, type RollupDelta } from '@/lib/reports/rollup';
import type { ReportRollupRow } from '@/lib/reports/rows';
import { lockBusiness, nextSeq } from '@server/db/seq';
import { toRefund, toSale } from '@server/rows/checkout-mappers';
import { toAppointment, type DbRow } from '@server/rows/mappers';
import { toReportRollup } from '@server/rows/report-mappers';
import { insertAppointments, updateAppointments } from '@server/routes/appointment-store';
import { backends } from './helpers/backends';
import { FX, USERS } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';

/**
 * Rollups are kept in the same transaction as the facts they count: after any run of sales,
 * refunds and appointment edits they equal a recomputation from the raw rows.
 */
const base = `/b/${FX.bizA}`;
const TZ = 'Asia/Kuala_Lumpur';
const DEVICE = '11111111-1111-4111-8111-00000000d019';
const RATES = { serviceChargeBp: 1000, taxBp: 600, taxOnServices: true, taxOnProducts: true };
const STAFF = [USERS.ownerA.id, USERS.clerkA.id, null] as const;
const uuid = () => crypto.randomUUID();
let receipt = 0;

type Command =
  | { kind: 'sale'; day: number; minute: number; prices: number[]; staff: number; method: 'cash' | 'card'; tip: number }
  | { kind: 'refund'; pick: number; amount: number; day: number }
  | { kind: 'book'; day: number; cancelled: boolean }
  | { kind: 'edit'; pick: number; day: number; cancelled: boolean };

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('sale' as const),
    day: fc.integer({ min: 0, max: 3 }),
    minute: fc.integer({ min: 0, max: 1439 }),
    prices: fc.array(fc.integer({ min: 100, max: 50_000 }), { minLength: 1, maxLength: 3 }),
    staff: fc.integer({ min: 0, max: 2 }),
    method: fc.constantFrom('cash' as const, 'card' as const),
    tip: fc.integer({ min: 0, max: 2000 }),
  }),
  fc.record({ kind: fc.constant('refund' as const), pick: fc.nat(), amount: fc.integer({ min: 1, max: 5000 }), day: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant('book' as const), day: fc.integer({ min: 0, max: 3 }), cancelled: fc.boolean() }),
  fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(), day: fc.integer({ min: 0, max: 3 }), cancelled: fc.boolean() }),
);

/** A moment on day `day` of March 2026 (UTC minutes, so it crosses the branch's midnight). */
const at = (day: number, minute: number) => new Date(Date.UTC(2026, 2, 1 + day, 0, minute)).toISOString();

function saleOf(c: Extract<Command, { kind: 'sale' }>): SaleCreateInput {
  const lines: CartLine[] = c.prices.map((price, i) => ({
    id: uuid(), kind: i % 2 === 0 ? 'service' : 'product', itemId: null, name: `Item ${i}`, unitPrice: price, quantity: 1 + (i % 2),
    staffId: STAFF[c.staff] ?? null, discount: i === 0 ? { type: 'percent', value: 1000 } : null, note: '', voucherCode: null,
  }));
  const totals = finalTotals(computeTotals({ lines, cartDiscount: null, tip: c.tip, rates: RATES }), 0);
  receipt += 1;
  return {
    id: uuid(), branchId: FX.branchA, deviceId: DEVICE, shiftId: null, receiptNumber: `R19-${receipt}`, customerId: null, currency: 'myr', lines,
    cartDiscount: null, rates: RATES, totals, note: '', soldAt: at(c.day, c.minute),
    payments: [{ id: uuid(), method: c.method, amount: totals.total, tendered: c.method === 'cash' ? totals.total : null, reference: '' }],
  };
}

function appointment(day: number, cancelled: boolean): Omit<AppointmentRow, 'businessId' | 'updatedAt' | 'version'> {
  return {
    id: uuid(), branchId: FX.branchA, kind: 'Appointment', status: cancelled ? 'CANCELLED' : 'CONFIRMED', source: 'AdminBooking', customerId: null,
    memberId: null, serviceId: null, startAt: at(day, 600), endAt: at(day, 660), notes: '', services: [], seriesId: null, attendance: null, tags: [],
    cancelReason: null, allowDoubleBooking: false, capacity: null, saleId: null, createdBy: null,
  };
}

async function stored(h: Harness): Promise<Map<string, RollupDelta>> {
  const rows = (await h.db.query<DbRow>('SELECT * FROM report_rollups WHERE business_id = $1', [FX.bizA])).map(toReportRollup);
  return new Map(rows.filter((r) => MEASURES.some((m) => r[m] !== 0)).map((r) => [rollupKey(r), strip(r)]));
}

function strip(r: ReportRollupRow | RollupDelta): RollupDelta {
  const { branchId, day, dim, key } = r;
  const out: RollupDelta = { branchId, day, dim, key, count: 0, qty: 0, gross: 0, discount: 0, serviceCharge: 0, tax: 0, tip: 0, total: 0, refunds: 0 };
  for (const m of MEASURES) out[m] = r[m];
  return out;
}

async function recomputed(h: Harness): Promise<Map<string, RollupDelta>> {
  const sales = (await h.db.query<DbRow>('SELECT * FROM sales WHERE business_id = $1', [FX.bizA])).map(toSale);
  const refunds = (await h.db.query<DbRow>('SELECT * FROM refunds WHERE business_id = $1', [FX.bizA])).map(toRefund);
  const appts = (await h.db.query<DbRow>('SELECT * FROM appointments WHERE business_id = $1', [FX.bizA])).map(toAppointment);
  const saleById = new Map(sales.map((s) => [s.id, s]));
  const deltas = [
    ...sales.flatMap((s) => saleDeltas(s, TZ)),
    ...refunds.flatMap((r) => {
      const s = saleById.get(r.saleId);
      return s === undefined ? [] : refundDeltas(r, s, TZ);
    }),
    ...appts.flatMap((a) => appointmentDeltas(a, TZ)),
  ];
  return new Map(mergeDeltas(deltas).map((d) => [rollupKey(d), strip(d)]));
}

describe.each(backends())('report rollups on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(async () => {
    await h.stop();
  });

  it('equal a recomputation from the raw rows after random sales, refunds and appointment edits', async () => {
    const sales: string[] = [];
    const bookings: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(commandArb, { minLength: 1, maxLength: 8 }), async (commands) => {
        for (const c of commands) {
          if (c.kind === 'sale') {
            const body = saleOf(c);
            const r = await h.call('POST', `${base}/sales`, { as: 'clerkA', body });
            expect(r.status).toBe(201);
            sales.push(body.id);
          } else if (c.kind === 'refund' && sales.length > 0) {
            const saleId = sales[c.pick % sales.length] ?? '';
            const body = { id: uuid(), saleId, kind: 'refund', amount: c.amount, method: 'cash', reason: 'Unhappy', restock: [], deviceId: DEVICE, shiftId: null, refundedAt: at(c.day, 900) };
            expect((await h.call('POST', `${base}/refunds`, { as: 'ownerA', body })).status).toBe(201);
          } else if (c.kind === 'book') {
            const row = appointment(c.day, c.cancelled);
            await h.db.tx(async (q) => {
              await lockBusiness(q, FX.bizA);
              await insertAppointments(q, FX.bizA, await nextSeq(q, FX.bizA), [row]);
            });
            bookings.push(row.id);
          } else if (c.kind === 'edit' && bookings.length > 0) {
            const id = bookings[c.pick % bookings.length] ?? '';
            await h.db.tx(async (q) => {
              await lockBusiness(q, FX.bizA);
              await updateAppointments(q, FX.bizA, await nextSeq(q, FX.bizA), [{ id, startAt: at(c.day, 300), status: c.cancelled ? 'CANCELLED' : 'CONFIRMED' }]);
            });
          }
        }
        expect(await stored(h)).toEqual(await recomputed(h));
      }),
      { numRuns: 12 },
    );
    expect(sales.length).toBeGreaterThan(0);
  });

  it('go through the feed: all of them with reporting, only one’s own staff rows with reporting_self, none without', async () => {
    const clerkStaff = (await h.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM report_rollups WHERE business_id = $1 AND dim = 'staff' AND staff_id = $2`, [FX.bizA, USERS.clerkA.id]))[0]?.n;
    const rollupsOf = async (as: 'ownerA' | 'clerkA' | 'viewerA') => {
      const r = await h.call('GET', `${base}/changes?since=0&limit=5000&tables=reportRollups`, { as });
      expect(r.status).toBe(200);
      return (r.json as ChangesResponse).changes.flatMap((c) => (c.table === 'reportRollups' && c.op === 'put' ? [c.row] : []));
    };
    const all = await rollupsOf('ownerA');
    expect(all.length).toBeGreaterThan(0);
    expect(await rollupsOf('viewerA')).toEqual([]);
    await h.db.query(`UPDATE members SET permissions = permissions || '{"reporting_self": 1}'::jsonb WHERE business_id = $1 AND id = $2`, [FX.bizA, USERS.clerkA.id]);
    const own = await rollupsOf('clerkA');
    expect(own.length).toBe(Number(clerkStaff));
    expect(own.every((r) => r.dim === 'staff' && r.key === USERS.clerkA.id)).toBe(true);
  });
});
