import { localDayOf } from '@/lib/reports/local-day';
import { db as defaultDb } from '@/data/db';
import { changeCart, type CartOptions } from '@/data/mutations/carts';
import { loadCustomerPackages } from '@/data/queries/packages';
import { coveringHolding, withoutSession } from '@/lib/packages/balances';
import type { CartLine } from '@/lib/checkout/sale-schema';

/**
 * Package sessions at checkout (issues 15, 16): a cart line of a service or product that one of
 * the cart customer's packages covers can be paid by a session of it (its amount is then 0; the
 * sale carries the holding and the server takes the session with the sale, exactly once).
 */

/** Pays the line by a session of the holding, or (null) in money again. */
export function setLinePackageSession(cartId: string, lineId: string, holdingId: string | null, options: CartOptions = {}): Promise<void> {
  return changeCart(cartId, options, (cart) => ({
    lines: cart.lines.map((l) => (l.id !== lineId ? l : holdingId === null ? withoutSession(l) : { ...l, packageHoldingId: holdingId })),
  }));
}

/**
 * Pays every line a package of the cart's customer covers by a session (the soonest-expiring
 * package that has one left), as checking out a booking does. Answers how many lines it paid.
 */
export async function applyPackageSessions(cartId: string, options: CartOptions = {}): Promise<number> {
  const db = options.db ?? defaultDb;
  const cart = await db.carts.get(cartId);
  if (!cart || cart.customerId === null) return 0;
  const balances = await loadCustomerPackages(cart.customerId, db);
  if (balances.length === 0) return 0;
  const branch = await db.branches.get(cart.branchId);
  const day = localDayOf((options.now ?? (() => new Date()))().toISOString(), branch?.timeZone ?? 'Asia/Kuala_Lumpur');
  const lines: CartLine[] = [...cart.lines];
  let paid = 0;
  for (const [i, line] of lines.entries()) {
    if (line.packageHoldingId !== undefined) continue;
    const covering = coveringHolding(balances, line, { customerId: cart.customerId, day, cartLines: lines });
    if (covering === null) continue;
    lines[i] = { ...line, packageHoldingId: covering.holding.id };
    paid += 1;
  }
  if (paid > 0) await changeCart(cartId, options, () => ({ lines }));
  return paid;
}
