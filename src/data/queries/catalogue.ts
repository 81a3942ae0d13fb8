import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { extraMinutesOf, NO_EXTRA_MINUTES, type ExtraMinutes } from '@/lib/appointments/conflict';
import type { ProductRow, ServiceRow } from '@/lib/api-types';
import type { PackageRow } from '@/lib/checkout/rows';
import type { DiscountRow } from '@/lib/schemas/discount';
import type { VoucherTypeRow } from '@/lib/schemas/voucher-type';
import { stockMoveSchema } from '@/lib/schemas/stock';
import { withPendingMoves, type StockByBranch } from '@/lib/catalogues/stock-ledger';
import { db } from '@/data/db';
import { rowEntries } from '@/data/outbox-effects';
import { useActiveAccount } from '@/data/queries/useActiveAccount';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** The active business's services by name (active and not); undefined while loading. */
export function useServices(): ServiceRow[] | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(
    async () => (businessId ? (await db.services.filter((s) => s.businessId === businessId).toArray()).sort(byName) : []),
    [businessId],
  );
}

/** The processing and buffer minutes of the business's services, for the clash rule (none while loading). */
export function useServiceExtras(): ExtraMinutes {
  const services = useServices();
  return useMemo(() => (services ? extraMinutesOf(services) : NO_EXTRA_MINUTES), [services]);
}

/** The active business's products by name; undefined while loading. */
export function useProducts(): ProductRow[] | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(
    async () => (businessId ? (await db.products.filter((p) => p.businessId === businessId).toArray()).sort(byName) : []),
    [businessId],
  );
}

/** The active business's catalogue packages by name; undefined while loading. */
export function usePackages(): PackageRow[] | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(
    async () => (businessId ? (await db.packages.filter((p) => p.businessId === businessId).toArray()).sort(byName) : []),
    [businessId],
  );
}

/** One service of the active business; null when missing, undefined while loading. */
export function useService(id: string): ServiceRow | null | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(async () => {
    const row = await db.services.get(id);
    return row && row.businessId === businessId ? row : null;
  }, [id, businessId]);
}

/** One product of the active business; null when missing, undefined while loading. */
export function useProduct(id: string): ProductRow | null | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(async () => {
    const row = await db.products.get(id);
    return row && row.businessId === businessId ? row : null;
  }, [id, businessId]);
}

/** One package of the active business; null when missing, undefined while loading. */
export function usePackage(id: string): PackageRow | null | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(async () => {
    const row = await db.packages.get(id);
    return row && row.businessId === businessId ? row : null;
  }, [id, businessId]);
}

/** The active business's discounts by name; undefined while loading. */
export function useDiscounts(): DiscountRow[] | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(
    async () => (businessId ? (await db.discounts.filter((d) => d.businessId === businessId).toArray()).sort(byName) : []),
    [businessId],
  );
}

/** One discount of the active business; null when missing, undefined while loading. */
export function useDiscount(id: string): DiscountRow | null | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(async () => {
    const row = await db.discounts.get(id);
    return row && row.businessId === businessId ? row : null;
  }, [id, businessId]);
}

/** The active business's voucher types by name; undefined while loading. */
export function useVoucherTypes(): VoucherTypeRow[] | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(
    async () => (businessId ? (await db.voucherTypes.filter((v) => v.businessId === businessId).toArray()).sort(byName) : []),
    [businessId],
  );
}

/** One voucher type of the active business; null when missing, undefined while loading. */
export function useVoucherType(id: string): VoucherTypeRow | null | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(async () => {
    const row = await db.voucherTypes.get(id);
    return row && row.businessId === businessId ? row : null;
  }, [id, businessId]);
}

/** Whether a sale this device holds sold a voucher of the type (then it can only be archived). */
export function useVoucherTypeSold(id: string): boolean | undefined {
  return useLiveQuery(async () => (await db.sales.filter((s) => s.lines.some((l) => l.voucherTypeId === id)).count()) > 0, [id]);
}

/**
 * Whether anything on this device refers to the item (a sale line, a booking, a package):
 * then it can only be archived. The server checks again on delete (its history is wider).
 */
export function useIsReferenced(kind: 'services' | 'products' | 'packages', id: string): boolean | undefined {
  return useLiveQuery(async () => {
    if ((await db.sales.filter((s) => s.lines.some((l) => l.itemId === id)).count()) > 0) return true;
    if (kind !== 'services') return false;
    if ((await db.appointments.filter((a) => a.serviceId === id).count()) > 0) return true;
    return (await db.packages.filter((p) => p.items.some((i) => i.serviceId === id)).count()) > 0;
  }, [kind, id]);
}

/**
 * A product's on hand per branch: the server's figures plus this device's movements it has not
 * had accepted yet (a receive made offline shows at once); undefined while loading.
 */
export function useProductStock(product: ProductRow | null | undefined): StockByBranch | undefined {
  const account = useActiveAccount();
  return useLiveQuery(async () => {
    if (!product || !account) return undefined;
    const entries = await rowEntries(db, account, 'products', product.id);
    const pending = entries.filter((e) => e.status !== 'rejected' && e.method === 'POST' && e.path.endsWith('/stock')).flatMap((e) => {
      const parsed = stockMoveSchema.safeParse(e.body);
      return parsed.success ? [parsed.data] : [];
    });
    return withPendingMoves(product.stockByBranch, pending);
  }, [product, account?.userId, account?.businessId]);
}
