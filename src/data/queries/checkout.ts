import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/data/db';
import { checkoutLocalKeys, type CartRecord } from '@/data/checkout-local';
import { useActiveAccount } from '@/data/queries/useActiveAccount';
import type { BalanceRow, SaleRow, ShiftRow } from '@/lib/checkout/rows';
import { withDefaults, type CheckoutSettingsValue } from '@/lib/checkout/settings';

/** This user's open carts on this device, oldest first; undefined while loading. */
export function useCarts(): CartRecord[] | undefined {
  const account = useActiveAccount();
  return useLiveQuery(
    async () =>
      account
        ? (await db.carts.filter((c) => c.userId === account.userId && c.businessId === account.businessId).toArray()).sort((a, b) =>
            a.createdAt.localeCompare(b.createdAt),
          )
        : [],
    [account?.userId, account?.businessId],
  );
}

export function useCart(cartId: string | null): CartRecord | null | undefined {
  return useLiveQuery(async () => (cartId ? ((await db.carts.get(cartId)) ?? null) : null), [cartId]);
}

/** The cart the menu adds to: null when none is active. */
export function useActiveCartId(): string | null | undefined {
  const account = useActiveAccount();
  return useLiveQuery(async () => {
    if (!account) return null;
    const row = await db.checkoutLocal.get(checkoutLocalKeys.activeCart(account.userId, account.businessId));
    const id = row?.kind === 'activeCart' ? row.value : null;
    // A stale pointer (cart paid or discarded elsewhere) reads as none.
    return id !== null && (await db.carts.get(id)) ? id : null;
  }, [account?.userId, account?.businessId]);
}

export function useLastSaleId(): string | null | undefined {
  const account = useActiveAccount();
  return useLiveQuery(async () => {
    if (!account) return null;
    const row = await db.checkoutLocal.get(checkoutLocalKeys.lastSale(account.userId, account.businessId));
    return row?.kind === 'lastSale' ? row.value : null;
  }, [account?.userId, account?.businessId]);
}

/** The business's checkout settings with defaults for anything not stored (or not pulled yet). */
export function useCheckoutSettings(): CheckoutSettingsValue | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(async () => withDefaults(businessId ? ((await db.checkoutSettings.get(businessId)) ?? null) : null), [businessId]);
}

/** The open shift of this device, or null. */
export function useOpenShift(deviceId: string): ShiftRow | null | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(
    async () => (await db.shifts.filter((s) => s.businessId === businessId && s.deviceId === deviceId && s.status === 'open').first()) ?? null,
    [businessId, deviceId],
  );
}

export function useShift(id: string | null): ShiftRow | null | undefined {
  return useLiveQuery(async () => (id ? ((await db.shifts.get(id)) ?? null) : null), [id]);
}

/** This device's shifts, newest first. */
export function useDeviceShifts(deviceId: string): ShiftRow[] | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(
    async () => (await db.shifts.filter((s) => s.businessId === businessId && s.deviceId === deviceId).toArray()).sort((a, b) => b.openedAt.localeCompare(a.openedAt)),
    [businessId, deviceId],
  );
}

/** A customer's credit balance row (null when they never had credit). */
export function useCreditBalance(customerId: string | null): BalanceRow | null | undefined {
  return useLiveQuery(async () => (customerId ? ((await db.balances.get(customerId)) ?? null) : null), [customerId]);
}

/** How far back sent sales are read for vouchers whose balance row has not been pulled yet. */
const RECENT_SALES_MS = 24 * 60 * 60 * 1000;

/**
 * What the device knows of vouchers: their balance rows, its own sales not sent yet, and the
 * last day's sales (a voucher sold just before the network dropped is known before its balance
 * row arrives).
 */
export interface VoucherLedger {
  balances: BalanceRow[];
  unsentSales: SaleRow[];
  recentSales: SaleRow[];
}

export function useVoucherLedger(): VoucherLedger | undefined {
  const account = useActiveAccount();
  return useLiveQuery(async () => {
    if (!account) return { balances: [], unsentSales: [], recentSales: [] };
    const balances = await db.balances.filter((b) => b.businessId === account.businessId && b.kind === 'voucher').toArray();
    const entries = await db.outbox.where('[userId+businessId]').equals([account.userId, account.businessId]).toArray();
    const ids = entries.filter((e) => e.table === 'sales' && e.effect.op === 'create').map((e) => e.rowId);
    const unsentSales = (await db.sales.bulkGet(ids)).filter((s): s is SaleRow => s !== undefined);
    const since = new Date(Date.now() - RECENT_SALES_MS).toISOString();
    const recentSales = await db.sales
      .where('soldAt')
      .aboveOrEqual(since)
      .filter((s) => s.businessId === account.businessId && s.lines.some((l) => l.kind === 'voucher'))
      .toArray();
    return { balances, unsentSales, recentSales };
  }, [account?.userId, account?.businessId]);
}
