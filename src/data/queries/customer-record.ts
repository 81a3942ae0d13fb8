import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/data/db';
import { useActiveAccount } from '@/data/queries/useActiveAccount';
import type { AppointmentRow, CustomerRow } from '@/lib/api-types';
import type { CustomerExport } from '@/lib/customers/export';
import type { BalanceRow, RefundRow, SaleRow } from '@/lib/checkout/rows';
import type { CartLine } from '@/lib/checkout/sale-schema';
import { ledgerBalance, ledgerLines, type CreditMovementRow, type LedgerLine } from '@/lib/customers/ledger';
import { creditAdjustmentSchema } from '@/lib/schemas/customer-actions';
import { rowEntries } from '@/data/outbox-effects';
import { loadCustomerPackages } from '@/data/queries/packages';

/** The customer's appointments in the replica, newest first; undefined while loading. */
export function useCustomerAppointments(customerId: string): AppointmentRow[] | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(async () => {
    if (!businessId) return [];
    const rows = await db.appointments.where('customerId').equals(customerId).toArray();
    return rows.filter((a) => a.businessId === businessId).sort((a, b) => (a.startAt < b.startAt ? 1 : a.startAt > b.startAt ? -1 : 0));
  }, [businessId, customerId]);
}

export interface CustomerPurchase {
  sale: SaleRow;
  refunds: RefundRow[];
}

/** The customer's sales with their refunds and voids, newest first. */
export function useCustomerPurchases(customerId: string): CustomerPurchase[] | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(async () => {
    if (!businessId) return [];
    const sales = (await db.sales.where('customerId').equals(customerId).toArray()).filter((s) => s.businessId === businessId);
    sales.sort((a, b) => (a.soldAt < b.soldAt ? 1 : a.soldAt > b.soldAt ? -1 : 0));
    const refunds = await db.refunds.where('saleId').anyOf(sales.map((s) => s.id)).toArray();
    return sales.map((sale) => ({ sale, refunds: refunds.filter((r) => r.saleId === sale.id) }));
  }, [businessId, customerId]);
}

/** The customer's balances: the credit row (keyed by the customer's id) and the vouchers they hold. */
export function useCustomerBalances(customerId: string): BalanceRow[] | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(async () => {
    if (!businessId) return [];
    const rows = await db.balances.where('customerId').equals(customerId).toArray();
    return rows.filter((b) => b.businessId === businessId);
  }, [businessId, customerId]);
}

/** The voucher lines of the customer's sales by line id (a voucher's id is the line that sold it): its name and expiry. */
export function useCustomerVoucherLines(customerId: string): ReadonlyMap<string, CartLine> | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(async () => {
    if (!businessId) return new Map<string, CartLine>();
    const sales = (await db.sales.where('customerId').equals(customerId).toArray()).filter((s) => s.businessId === businessId);
    return new Map(sales.flatMap((s) => s.lines.filter((l) => l.kind === 'voucher').map((l): [string, CartLine] => [l.id, l])));
  }, [businessId, customerId]);
}

/** Every live customer's id → true when they hold a positive balance (credit or a voucher). */
export async function customersWithBalance(businessId: string): Promise<Set<string>> {
  const rows = await db.balances.filter((b) => b.businessId === businessId && b.customerId !== null && b.balance > 0).toArray();
  return new Set(rows.flatMap((b) => (b.customerId === null ? [] : [b.customerId])));
}

/** Everything the replica holds about one customer, for the personal-data export (PDPA). */
export async function readCustomerExport(customer: CustomerRow): Promise<CustomerExport> {
  const [appointments, sales, balances] = await Promise.all([
    db.appointments.where('customerId').equals(customer.id).toArray(),
    db.sales.where('customerId').equals(customer.id).toArray(),
    db.balances.where('customerId').equals(customer.id).toArray(),
  ]);
  const refunds = await db.refunds.where('saleId').anyOf(sales.map((s) => s.id)).toArray();
  return {
    exportedAt: new Date().toISOString(),
    customer,
    appointments: appointments.sort((a, b) => a.startAt.localeCompare(b.startAt)),
    purchases: sales.sort((a, b) => a.soldAt.localeCompare(b.soldAt)).map((sale) => ({ sale, refunds: refunds.filter((r) => r.saleId === sale.id) })),
    balances,
    packages: (await loadCustomerPackages(customer.id)).map((b) => ({
      holdingId: b.holding.id, name: b.holding.name, soldAt: b.holding.soldAt, expiresOn: b.holding.expiresOn, voidedAt: b.holding.voidedAt,
      items: b.items.map((i) => ({ name: i.item.name, bought: i.item.sessions, used: i.used, left: i.left })),
    })),
  };
}

/** A manual adjustment made on this device that the server has not answered yet. */
export interface PendingCreditMovement {
  movementId: string;
  delta: number;
  note: string;
  createdAt: string;
}

export interface CreditLedger {
  /** The replicated movements with the balance after each, newest first. */
  lines: LedgerLine<CreditMovementRow>[];
  pending: PendingCreditMovement[];
  /** The server's balance plus the adjustments still waiting to be sent. */
  balance: number;
  currency: string | null;
}

/** The customer's credit ledger as the replica holds it, with this device's unsent adjustments. */
export function useCreditLedger(customerId: string): CreditLedger | undefined {
  const account = useActiveAccount();
  return useLiveQuery(async () => {
    if (!account) return { lines: [], pending: [], balance: 0, currency: null };
    const [movements, balance, entries] = await Promise.all([
      db.creditMovements.where('customerId').equals(customerId).toArray(),
      db.balances.get(customerId),
      rowEntries(db, account, 'balances', customerId),
    ]);
    const mine = movements.filter((m) => m.businessId === account.businessId);
    const pending = entries.flatMap((e): PendingCreditMovement[] => {
      const parsed = creditAdjustmentSchema.safeParse(e.body);
      return e.status !== 'rejected' && parsed.success ? [{ movementId: parsed.data.movementId, delta: parsed.data.delta, note: parsed.data.reason, createdAt: e.createdAt }] : [];
    });
    const held = balance?.businessId === account.businessId ? balance.balance : ledgerBalance(mine);
    return {
      lines: ledgerLines(mine).reverse(),
      pending,
      balance: held + ledgerBalance(pending),
      currency: balance?.currency ?? mine[0]?.currency ?? null,
    };
  }, [account?.userId, account?.businessId, customerId]);
}

/** One movement of the ledger; null when the replica does not hold it. */
export function useCreditMovement(creditId: string | null): CreditMovementRow | null | undefined {
  return useLiveQuery(async () => (creditId === null ? null : ((await db.creditMovements.get(creditId)) ?? null)), [creditId]);
}
