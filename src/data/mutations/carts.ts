import { v7 as uuidv7 } from 'uuid';
import { db as defaultDb, type BookitDb } from '@/data/db';
import { checkoutLocalKeys, type CartRecord } from '@/data/checkout-local';
import { requireActiveAccount, type ActiveAccount } from '@/data/session';
import type { CartLine, Discount, LineKind, PackageContent, Payment } from '@/lib/checkout/sale-schema';
import { withoutSession } from '@/lib/packages/balances';

/**
 * Carts are device-only drafts (parked sales), so these write the `carts` table directly: there
 * is nothing to send until the cart is paid and becomes a sale (see sales.ts).
 */
export interface CartOptions {
  db?: BookitDb;
  account?: ActiveAccount;
  now?: () => Date;
}

const nowIso = (o: CartOptions) => (o.now ?? (() => new Date()))().toISOString();

export async function setActiveCart(cartId: string | null, options: CartOptions = {}): Promise<void> {
  const db = options.db ?? defaultDb;
  const account = options.account ?? requireActiveAccount();
  await db.checkoutLocal.put({ key: checkoutLocalKeys.activeCart(account.userId, account.businessId), kind: 'activeCart', value: cartId });
}

/** A new empty cart for the branch, made the active one; answers its id. */
export async function createCart(input: { branchId: string; deviceId: string; customerId?: string | null; appointmentId?: string | null }, options: CartOptions = {}): Promise<string> {
  const db = options.db ?? defaultDb;
  const account = options.account ?? requireActiveAccount();
  const id = uuidv7();
  const at = nowIso(options);
  await db.transaction('rw', [db.carts, db.checkoutLocal], async () => {
    const key = checkoutLocalKeys.cartNumber(input.deviceId);
    const last = await db.checkoutLocal.get(key);
    const number = (last?.kind === 'counter' ? last.value : 0) + 1;
    await db.checkoutLocal.put({ key, kind: 'counter', value: number });
    await db.carts.add({
      id,
      userId: account.userId,
      businessId: account.businessId,
      branchId: input.branchId,
      number,
      customerId: input.customerId ?? null,
      appointmentId: input.appointmentId ?? null,
      lines: [],
      cartDiscount: null,
      tip: 0,
      note: '',
      payments: [],
      rounding: 0,
      createdAt: at,
      updatedAt: at,
    });
    await db.checkoutLocal.put({ key: checkoutLocalKeys.activeCart(account.userId, account.businessId), kind: 'activeCart', value: id });
  });
  return id;
}

/** Changes a cart in one transaction; a change to its amounts starts the payments taken over. */
export async function changeCart(cartId: string, options: CartOptions, fn: (cart: CartRecord) => Partial<CartRecord>): Promise<void> {
  const db = options.db ?? defaultDb;
  await db.transaction('rw', db.carts, async () => {
    const cart = await db.carts.get(cartId);
    if (!cart) throw new Error(`No cart ${cartId}`);
    // Payments in progress were taken against the old amounts: changing the cart starts them over.
    const patch = fn(cart);
    const touchesAmounts = 'lines' in patch || 'cartDiscount' in patch || 'tip' in patch;
    await db.carts.put({ ...cart, ...patch, ...(touchesAmounts && !('payments' in patch) ? { payments: [], rounding: 0 } : {}), updatedAt: nowIso(options) });
  });
}

export interface CatalogueItem {
  kind: LineKind;
  itemId: string | null;
  name: string;
  unitPrice: number;
  staffId?: string | null;
  voucherCode?: string | null;
  /** A voucher sold from a catalogue voucher type: the type, what it pays and its last day. */
  voucher?: { typeId: string; value: number; expiresOn: string | null };
  /** A catalogue package's sessions. */
  contents?: PackageContent[];
  /** A catalogue package's last usable local day (null: never expires). */
  packageExpiresOn?: string | null;
}

/** Adds an item: a catalogue item already in the cart (same staff, no discount) gets one more. */
export function addToCart(cartId: string, item: CatalogueItem, options: CartOptions = {}): Promise<void> {
  return changeCart(cartId, options, (cart) => {
    const same =
      item.itemId !== null && item.kind !== 'voucher'
        ? cart.lines.findIndex((l) => l.itemId === item.itemId && l.discount === null && l.packageHoldingId === undefined && l.staffId === (item.staffId ?? null) && l.quantity < 999)
        : -1;
    if (same >= 0) {
      const lines = cart.lines.map((l, i) => (i === same ? { ...l, quantity: l.quantity + 1 } : l));
      return { lines };
    }
    const line: CartLine = {
      id: uuidv7(),
      kind: item.kind,
      itemId: item.itemId,
      name: item.name,
      unitPrice: item.unitPrice,
      quantity: 1,
      staffId: item.staffId ?? null,
      discount: null,
      note: '',
      voucherCode: item.voucherCode ?? null,
      ...(item.voucher ? { voucherTypeId: item.voucher.typeId, voucherValue: item.voucher.value, voucherExpiresOn: item.voucher.expiresOn } : {}),
      ...(item.contents ? { contents: item.contents } : {}),
      ...(item.packageExpiresOn !== undefined ? { packageExpiresOn: item.packageExpiresOn } : {}),
    };
    return { lines: [...cart.lines, line] };
  });
}

export type LinePatch = Partial<Pick<CartLine, 'quantity' | 'staffId' | 'discount' | 'note' | 'unitPrice'>>;

export function updateCartLine(cartId: string, lineId: string, patch: LinePatch, options: CartOptions = {}): Promise<void> {
  return changeCart(cartId, options, (cart) => ({ lines: cart.lines.map((l) => (l.id === lineId ? { ...l, ...patch } : l)) }));
}

export function removeCartLine(cartId: string, lineId: string, options: CartOptions = {}): Promise<void> {
  return changeCart(cartId, options, (cart) => ({ lines: cart.lines.filter((l) => l.id !== lineId) }));
}

export function updateCart(
  cartId: string,
  patch: { customerId?: string | null; cartDiscount?: Discount | null; tip?: number; note?: string },
  options: CartOptions = {},
): Promise<void> {
  // Lines paid by a package session were the previous customer's: another customer pays in money.
  return changeCart(cartId, options, (cart) =>
    patch.customerId !== undefined && patch.customerId !== cart.customerId && cart.lines.some((l) => l.packageHoldingId !== undefined) ? { ...patch, lines: cart.lines.map(withoutSession) } : patch,
  );
}

/** Saves the payments taken so far (split payment in progress). */
export function setCartPayments(cartId: string, payments: Payment[], rounding: number, options: CartOptions = {}): Promise<void> {
  return changeCart(cartId, options, () => ({ payments, rounding }));
}

/** Deletes a cart that will not be paid; the next open cart (if any) becomes active. */
export async function discardCart(cartId: string, options: CartOptions = {}): Promise<void> {
  const db = options.db ?? defaultDb;
  const account = options.account ?? requireActiveAccount();
  await db.transaction('rw', [db.carts, db.checkoutLocal], async () => {
    await db.carts.delete(cartId);
    const next = await db.carts.filter((c) => c.userId === account.userId && c.businessId === account.businessId).first();
    await db.checkoutLocal.put({ key: checkoutLocalKeys.activeCart(account.userId, account.businessId), kind: 'activeCart', value: next?.id ?? null });
  });
}
