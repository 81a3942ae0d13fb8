import type { CartLine } from '@/lib/checkout/sale-schema';
import type { HoldingItem, PackageHoldingRow, PackageRedemptionRow } from '@/lib/packages/rows';

/** The service or product a holding item pays for (ids are unique within a package). */
export function holdingItemId(item: Pick<HoldingItem, 'serviceId' | 'productId'>): string {
  return item.serviceId ?? item.productId ?? '';
}

export interface ItemBalance {
  item: HoldingItem;
  itemId: string;
  used: number;
  left: number;
}

/** A holding with what is used and left of each item, from its ledger. */
export interface HoldingBalance {
  holding: PackageHoldingRow;
  items: ItemBalance[];
  /** Sessions left over every item. */
  left: number;
  bought: number;
  /** Its redemptions, returns and voids, newest first. */
  movements: PackageRedemptionRow[];
}

/** What is used and left of each item: bought minus the ledger's sum (never below 0 shown as left). */
export function holdingBalance(holding: PackageHoldingRow, redemptions: readonly PackageRedemptionRow[]): HoldingBalance {
  const mine = redemptions.filter((r) => r.holdingId === holding.id);
  const items = holding.items.map((item) => {
    const itemId = holdingItemId(item);
    const used = mine.filter((r) => r.itemId === itemId).reduce((sum, r) => sum + r.sessions, 0);
    return { item, itemId, used, left: Math.max(0, item.sessions - used) };
  });
  const movements = [...mine].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  return {
    holding,
    items,
    left: items.reduce((n, i) => n + i.left, 0),
    bought: holding.items.reduce((n, i) => n + i.sessions, 0),
    movements,
  };
}

/** Whether the holding can be used on the local day `today`. */
export function isHoldingExpired(holding: Pick<PackageHoldingRow, 'expiresOn'>, today: string): boolean {
  return holding.expiresOn !== null && today > holding.expiresOn;
}

export type RedemptionRefusal = 'packageNotCustomers' | 'packageVoided' | 'packageExpired' | 'packageNotCovered' | 'noSessionsLeft';

/**
 * Why a line of `quantity` of `itemId` on `day` cannot be paid by the holding, or null when it can.
 * The same rule on the device (the line offers the session or not) and the server (409).
 */
export function redemptionRefusal(balance: HoldingBalance, request: { customerId: string | null; itemId: string; quantity: number; day: string }): RedemptionRefusal | null {
  if (request.customerId !== balance.holding.customerId) return 'packageNotCustomers';
  if (balance.holding.voidedAt !== null) return 'packageVoided';
  if (isHoldingExpired(balance.holding, request.day)) return 'packageExpired';
  const item = balance.items.find((i) => i.itemId === request.itemId);
  if (item === undefined) return 'packageNotCovered';
  if (item.left < request.quantity) return 'noSessionsLeft';
  return null;
}

/** The catalogue item a cart line names, when a package can pay for it. */
export function redeemableItemId(line: Pick<CartLine, 'kind' | 'itemId'>): string | null {
  return (line.kind === 'service' || line.kind === 'product') && line.itemId !== null ? line.itemId : null;
}

/**
 * The holding that pays for the line: among the customer's usable holdings that cover its item
 * with enough sessions left (after the cart's other lines that already use them), the one that
 * expires soonest (never-expiring last; then the oldest sale). Null when none does.
 */
export function coveringHolding(
  balances: readonly HoldingBalance[],
  line: Pick<CartLine, 'id' | 'kind' | 'itemId' | 'quantity'>,
  context: { customerId: string | null; day: string; cartLines: readonly CartLine[] },
): HoldingBalance | null {
  const itemId = redeemableItemId(line);
  if (itemId === null || context.customerId === null) return null;
  const candidates = balances
    .map((b) => withCartTaken(b, context.cartLines, line.id))
    .filter((b) => redemptionRefusal(b, { customerId: context.customerId, itemId, quantity: line.quantity, day: context.day }) === null);
  candidates.sort(
    (a, b) =>
      (a.holding.expiresOn ?? '9999-12-31').localeCompare(b.holding.expiresOn ?? '9999-12-31') ||
      a.holding.soldAt.localeCompare(b.holding.soldAt) ||
      a.holding.id.localeCompare(b.holding.id),
  );
  return candidates[0] ?? null;
}

/** The balance minus the sessions other lines of the cart already take from it. */
export function withCartTaken(balance: HoldingBalance, cartLines: readonly CartLine[], exceptLineId: string | null): HoldingBalance {
  const taken = cartLines.filter((l) => l.packageHoldingId === balance.holding.id && l.id !== exceptLineId);
  if (taken.length === 0) return balance;
  const items = balance.items.map((i) => {
    const n = taken.filter((l) => l.itemId === i.itemId).reduce((sum, l) => sum + l.quantity, 0);
    return n === 0 ? i : { ...i, used: i.used + n, left: Math.max(0, i.left - n) };
  });
  return { ...balance, items, left: items.reduce((n, i) => n + i.left, 0) };
}

/** Sessions of the item left after the movements up to `at` (inclusive): what a receipt printed then showed. */
export function leftAt(balance: HoldingBalance, itemId: string, at: string): { left: number; bought: number } | null {
  const item = balance.items.find((i) => i.itemId === itemId);
  if (item === undefined) return null;
  const used = balance.movements.filter((m) => m.itemId === itemId && m.createdAt <= at).reduce((sum, m) => sum + m.sessions, 0);
  return { left: Math.max(0, item.item.sessions - used), bought: item.item.sessions };
}

/** The line paid in money again (no package session). */
export function withoutSession(line: CartLine): CartLine {
  const { packageHoldingId, ...rest } = line;
  return packageHoldingId === undefined ? line : rest;
}

export const HOLDING_STATUSES = ['active', 'usedUp', 'expired', 'voided'] as const;
export type HoldingStatus = (typeof HOLDING_STATUSES)[number];

/** Where a holding stands on the local day `today`: refunded, expired, used up, or still usable. */
export function holdingStatus(balance: HoldingBalance, today: string): HoldingStatus {
  if (balance.holding.voidedAt !== null) return 'voided';
  if (balance.left === 0) return 'usedUp';
  if (isHoldingExpired(balance.holding, today)) return 'expired';
  return 'active';
}
