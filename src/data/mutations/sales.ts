import { v7 as uuidv7 } from 'uuid';
import { db as defaultDb } from '@/data/db';
import { checkoutLocalKeys } from '@/data/checkout-local';
import { ValidationError } from '@/data/errors';
import type { JsonValue } from '@/data/json';
import { requireActiveAccount } from '@/data/session';
import { nudgeSync } from '@/data/sync-bridge';
import { enqueue, type EnqueueOptions } from '@/data/mutations/enqueue';
import { pointsEarnedOnDevice, salePointsTables } from '@/data/mutations/sale-points';
import type { SaleRow } from '@/lib/checkout/rows';
import { saleCreateSchema, type SaleCreateInput } from '@/lib/checkout/sale-schema';
import { isSettled } from '@/lib/checkout/payments';
import { formatReceiptNumber } from '@/lib/checkout/receipt-number';
import { computeTotals, finalTotals, type SaleRates } from '@/lib/checkout/totals';
import { readSession } from '@/data/meta';
import { checkThresholdBuyer, einvoicingOn, exceedsConsolidationLimit } from '@/lib/einvoice/threshold';
import { resolveFeatures } from '@/lib/features';
import type { Buyer } from '@/lib/invoices/schema';

export interface SaleContext {
  deviceId: string;
  deviceCode: string;
  branchCode: string;
  shiftId: string | null;
  currency: string;
  rates: SaleRates;
  /** The buyer who gets an individual e-invoice: required over RM 10,000 when the business e-invoices. */
  buyer?: Buyer;
}

/**
 * The RM 10,000 rule on the device (issue 18), offline too: when the business e-invoices (its
 * einvoice flag and enabled tax identity as the replica holds them), a sale over the limit needs
 * the buyer's details (`buyer.*` field errors otherwise). Answers the buyer the sale carries.
 */
async function saleBuyer(db: typeof defaultDb, account: { userId: string; businessId: string }, total: number, currency: string, buyer: Buyer | undefined): Promise<Buyer | undefined> {
  const session = await readSession(db, account.userId, account.businessId);
  const profile = await db.einvoiceProfiles.get(account.businessId);
  if (!einvoicingOn(resolveFeatures(session?.business.features).einvoice, profile)) return undefined;
  if (!exceedsConsolidationLimit(total, currency)) return buyer;
  const parsed = checkThresholdBuyer(buyer);
  if (!parsed.success) {
    const errors = ValidationError.fromZod(parsed.error).fieldErrors;
    throw new ValidationError({ buyer: 'einvoice.errors.buyerOverLimit', ...Object.fromEntries(Object.entries(errors).map(([k, v]) => [`buyer.${k}`, v])) });
  }
  return parsed.data;
}

/** Takes the next number of a device counter; call inside a transaction over checkoutLocal. */
export async function takeNumber(db: typeof defaultDb, key: string): Promise<number> {
  const last = await db.checkoutLocal.get(key);
  const next = (last?.kind === 'counter' ? last.value : 0) + 1;
  await db.checkoutLocal.put({ key, kind: 'counter', value: next });
  return next;
}

/**
 * Turns a paid cart into a sale, in ONE transaction: the device's next receipt number, the sale
 * row and its outbox entry, the cart deleted, the sale remembered as the last one, and the booking
 * the cart checks out linked to the sale (the server links it in the sale's transaction too). A crash leaves
 * either the paid cart or the recorded sale, never both and never neither. Answers the sale id.
 */
export async function completeSale(cartId: string, ctx: SaleContext, options: EnqueueOptions = {}): Promise<string> {
  const db = options.db ?? defaultDb;
  const account = options.account ?? requireActiveAccount();
  const now = (options.now ?? (() => new Date()))().toISOString();
  const id = uuidv7();
  await db.transaction('rw', [db.sales, db.outbox, db.carts, db.checkoutLocal, db.appointments, db.einvoiceProfiles, ...salePointsTables(db)], async () => {
    const cart = await db.carts.get(cartId);
    if (!cart) throw new ValidationError({ _form: 'checkout.errors.cartGone' });
    const breakdown = computeTotals({ lines: cart.lines, cartDiscount: cart.cartDiscount, tip: cart.tip, rates: ctx.rates });
    if (!isSettled({ due: breakdown.due, rounding: cart.rounding, payments: cart.payments })) {
      throw new ValidationError({ _form: 'checkout.errors.notPaid' });
    }
    const totals = finalTotals(breakdown, cart.rounding);
    const buyer = await saleBuyer(db, account, totals.total, ctx.currency, ctx.buyer);
    const seq = await takeNumber(db, checkoutLocalKeys.receiptSeq(ctx.deviceId));
    const input: SaleCreateInput = {
      id,
      branchId: cart.branchId,
      deviceId: ctx.deviceId,
      shiftId: ctx.shiftId,
      receiptNumber: formatReceiptNumber(ctx.branchCode, ctx.deviceCode, seq),
      customerId: cart.customerId,
      currency: ctx.currency,
      lines: cart.lines,
      cartDiscount: cart.cartDiscount,
      rates: ctx.rates,
      totals,
      // A sale has at least one payment: one with nothing to pay records cash of 0.
      payments: cart.payments.length > 0 ? cart.payments : [{ id: uuidv7(), method: 'cash', amount: 0, tendered: 0, reference: '' }],
      note: cart.note,
      soldAt: now,
      ...(cart.appointmentId ? { appointmentId: cart.appointmentId } : {}),
      ...(buyer ? { buyer } : {}),
    };
    // Reward points (issue 16): what the sale earns, worked out here and kept with the sale.
    const earned = await pointsEarnedOnDevice(db, account, input);
    if (earned !== undefined) input.pointsEarned = earned;
    const parsed = saleCreateSchema.safeParse(input);
    if (!parsed.success) throw ValidationError.fromZod(parsed.error);
    const { appointmentId, buyer: _buyer, ...sale } = parsed.data;
    const row: SaleRow = { ...sale, businessId: account.businessId, soldBy: account.userId, anomalies: [], updatedAt: now, version: 0 };
    await enqueue(
      {
        table: 'sales',
        rowId: id,
        method: 'POST',
        path: `/b/${account.businessId}/sales`,
        body: parsed.data as unknown as JsonValue,
        effect: { op: 'create', row },
      },
      { ...options, db, account },
    );
    if (appointmentId) await db.appointments.update(appointmentId, { saleId: id });
    await db.carts.delete(cartId);
    await db.checkoutLocal.put({ key: checkoutLocalKeys.lastSale(account.userId, account.businessId), kind: 'lastSale', value: id });
    await db.checkoutLocal.put({ key: checkoutLocalKeys.activeCart(account.userId, account.businessId), kind: 'activeCart', value: null });
  });
  // The entry is committed now; wake the engine again in case it looked before the commit.
  nudgeSync();
  return id;
}
