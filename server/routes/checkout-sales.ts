import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { saleCreateSchema, type SaleCreateInput } from '@/lib/checkout/sale-schema';
import { computeTotals } from '@/lib/checkout/totals';
import { paidAmount } from '@/lib/checkout/payments';
import { voucherLineCredit } from '@/lib/checkout/voucher-balance';
import { cashRoundingStep, isCurrencyCode } from '@/lib/money';
import type { Db, Queryable } from '@server/db/types';
import { nextSeq } from '@server/db/seq';
import { fail, problem } from '@server/http/problem';
import { sendWrite } from '@server/http/write-route';
import { toSale } from '@server/rows/checkout-mappers';
import type { DbRow } from '@server/rows/mappers';
import { linkBookingToSale } from '@server/routes/appointment-checkout';
import { POS, READ_PAYMENTS, paymentScope } from '@server/routes/checkout-access';
import { refreshCustomerStats } from '@server/routes/customer-stats';
import { moveCredit, moveStock, moveVoucher, findVoucher, recordAnomalies, type Anomaly } from '@server/routes/checkout-ledger';
import { addRoute } from '@server/http/route';
import { recordSaleCommissions } from '@server/routes/sale-commissions';
import { addRollups } from '@server/routes/report-rollups';
import { recordSalePoints } from '@server/routes/reward-points';
import { saleDeltas } from '@/lib/reports/rollup';
import { recordPackageSale } from '@server/routes/package-ledger';
import { saleRefusal } from '@server/routes/sale-refusals';
import { unknownDiscountRefusal } from '@server/routes/sale-discounts';
import { businessEinvoices, issueSaleEinvoice, overLimitRefusal } from '@server/einvoice/sale-invoice';

const bizParams = z.object({ businessId: z.uuid('validation.invalidId') });
const idParams = z.object({ businessId: z.uuid('validation.invalidId'), id: z.uuid('validation.invalidId') });

async function findSale(q: Queryable, businessId: string, id: string): Promise<DbRow | undefined> {
  return (await q.query<DbRow>('SELECT * FROM sales WHERE business_id = $1 AND id = $2', [businessId, id]))[0];
}

/** Checks the device's arithmetic; a mismatch is flagged, the device's (paid) totals are kept. */
function checkTotals(input: SaleCreateInput): Anomaly[] {
  const out: Anomaly[] = [];
  const server = computeTotals({ lines: input.lines, cartDiscount: input.cartDiscount, tip: input.totals.tip, rates: input.rates });
  const t = input.totals;
  const step = isCurrencyCode(input.currency) ? cashRoundingStep(input.currency) : 1;
  const sameParts = server.subtotal === t.subtotal && server.discount === t.discount && server.serviceCharge === t.serviceCharge && server.tax === t.tax;
  if (!sameParts || server.due + t.rounding !== t.total || Math.abs(t.rounding) * 2 > step) {
    out.push({ kind: 'totals_mismatch', detail: { device: t, server: { ...server, lines: undefined } } });
  }
  const paid = paidAmount(input.payments);
  if (paid !== t.total) out.push({ kind: 'payments_mismatch', detail: { paid, total: t.total } });
  return out;
}

/** Applies the sale to the ledgers (stock, credit, vouchers); answers what needs review. */
async function applyLedgers(q: Queryable, businessId: string, input: SaleCreateInput): Promise<Anomaly[]> {
  const out: Anomaly[] = [];
  const nets = computeTotals({ lines: input.lines, cartDiscount: input.cartDiscount, tip: 0, rates: input.rates }).lines;
  for (const [i, line] of input.lines.entries()) {
    const net = nets[i]?.net ?? 0;
    if (line.kind === 'product' && line.itemId !== null) {
      const stock = await moveStock(q, businessId, { productId: line.itemId, branchId: input.branchId, delta: -line.quantity, reason: 'sale', refId: input.id });
      if (stock === null) out.push({ kind: 'unknown_product', detail: { productId: line.itemId } });
      else if (stock < 0) out.push({ kind: 'stock_below_zero', detail: { productId: line.itemId, stock } });
    } else if (line.kind === 'credit') {
      if (input.customerId === null) out.push({ kind: 'credit_without_customer', detail: { lineId: line.id } });
      else await moveCredit(q, businessId, input.customerId, net, 'top-up', input.id, input.currency);
    } else if (line.kind === 'voucher') {
      const code = line.voucherCode ?? line.id;
      await moveVoucher(q, businessId, { id: line.id, code, customerId: input.customerId, currency: input.currency }, voucherLineCredit(line, net), 'sold', input.id);
    }
  }
  for (const p of input.payments) {
    if (p.method === 'credit') {
      if (input.customerId === null) {
        out.push({ kind: 'credit_without_customer', detail: { paymentId: p.id } });
        continue;
      }
      const balance = await moveCredit(q, businessId, input.customerId, -p.amount, 'redeemed', input.id, input.currency);
      if (balance < 0) out.push({ kind: 'credit_overdrawn', detail: { customerId: input.customerId, balance } });
    } else if (p.method === 'voucher') {
      const voucherId = await findVoucher(q, businessId, p.reference);
      if (voucherId === null) {
        out.push({ kind: 'voucher_unknown', detail: { code: p.reference, amount: p.amount } });
        continue;
      }
      const balance = await moveVoucher(q, businessId, { id: voucherId, code: p.reference, customerId: null, currency: input.currency }, -p.amount, 'redeemed', input.id);
      if (balance < 0) out.push({ kind: 'voucher_over_redeemed', detail: { code: p.reference, balance } });
    }
  }
  return out;
}

export function registerSaleRoutes(app: FastifyInstance, db: Db): void {
  addRoute(app, { method: 'GET', url: '/b/:businessId/sales/:id', access: READ_PAYMENTS, writes: false, params: idParams }, async ({ params, caller }) => {
    const { businessId, id } = params;
    const c = caller();
    const scope = paymentScope(c.member);
    const row = await findSale(db, businessId, id);
    if (row === undefined || scope === 'none' || (scope === 'own' && row.sold_by !== c.userId)) fail(404, 'No such sale.');
    return toSale(row);
  });

  /**
   * A sale is a fact: the same sale again answers the stored one (never doubled); a sale that
   * arrives late is accepted and whatever no longer adds up is flagged for review.
   */
  addRoute(
    app,
    { method: 'POST', url: '/b/:businessId/sales', access: POS, writes: true, params: bizParams, body: saleCreateSchema },
    async ({ req, reply, params, body: input, caller: callerFn }) => {
    const { businessId } = params;
    const caller = callerFn();
    return sendWrite(db, req, reply, businessId, async (q) => {
      const existing = await findSale(q, businessId, input.id);
      if (existing !== undefined) return { status: 200, body: toSale(existing) };
      const branch = await q.query<{ time_zone: string }>('SELECT time_zone FROM branches WHERE business_id = $1 AND id = $2', [businessId, input.branchId]);
      if (branch.length === 0) return { status: 400, body: problem(400, 'The branch does not exist in this business.', { branchId: 'validation.unknownBranch' }) };
      const timeZone = branch[0]?.time_zone ?? 'Asia/Kuala_Lumpur';
      const unknownDiscount = await unknownDiscountRefusal(q, businessId, input);
      if (unknownDiscount !== null) return unknownDiscount;
      const refused = await saleRefusal(q, businessId, input, caller.userId, timeZone);
      if (refused !== null) return refused;
      // The RM 10,000 rule (issue 18): over the limit, no sale without its buyer's details.
      const einvoicing = await businessEinvoices(q, businessId);
      const overLimit = overLimitRefusal(input, einvoicing);
      if (overLimit !== null) return overLimit;

      const anomalies = checkTotals(input);
      const repeated = await q.query('SELECT 1 FROM sales WHERE business_id = $1 AND receipt_number = $2', [businessId, input.receiptNumber]);
      if (repeated.length > 0) anomalies.push({ kind: 'receipt_number_repeated', detail: { receiptNumber: input.receiptNumber } });
      anomalies.push(...(await applyLedgers(q, businessId, input)));
      anomalies.push(...(await recordSalePoints(q, businessId, input, caller.userId)));

      const seq = await nextSeq(q, businessId);
      const rows = await q.query<DbRow>(
        `INSERT INTO sales (business_id, id, seq, branch_id, device_id, shift_id, receipt_number, customer_id, sold_by, currency,
           lines, cart_discount, rates, totals, total, payments, note, sold_at, anomalies)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::text::jsonb, $12::text::jsonb, $13::text::jsonb, $14::text::jsonb,
           $15, $16::text::jsonb, $17, $18, $19::text::jsonb) RETURNING *`,
        [
          businessId, input.id, seq, input.branchId, input.deviceId, input.shiftId, input.receiptNumber, input.customerId, caller.userId,
          input.currency, JSON.stringify(input.lines), input.cartDiscount === null ? null : JSON.stringify(input.cartDiscount),
          JSON.stringify(input.rates), JSON.stringify(input.totals), input.totals.total, JSON.stringify(input.payments), input.note,
          input.soldAt, JSON.stringify([...new Set(anomalies.map((a) => a.kind))]),
        ],
      );
      await recordAnomalies(q, businessId, input.id, input.id, anomalies);
      await recordPackageSale(q, businessId, input, caller.userId, timeZone);
      await recordSaleCommissions(q, businessId, input);
      await addRollups(q, businessId, saleDeltas({ ...input, soldBy: caller.userId }, timeZone));
      await refreshCustomerStats(q, businessId, [input.customerId]);
      if (input.appointmentId) await linkBookingToSale(q, businessId, input.appointmentId, input.id, caller.userId);
      // A sale naming its buyer gets its individual e-invoice, issued and queued with the sale.
      if (einvoicing) await issueSaleEinvoice(q, businessId, input, caller.userId, timeZone);
      const row = rows[0];
      if (row === undefined) throw new Error('INSERT returned nothing');
      return { status: 201, body: toSale(row) };
    });
  });
}
