import type { BookitDb } from '@/data/db';
import { readItemCategories } from '@/data/item-categories';
import { readSession } from '@/data/meta';
import type { ActiveAccount } from '@/data/session';
import { resolveFeatures } from '@/lib/features';
import { saleEarns } from '@/lib/rewards/sale-points';
import type { SaleCreateInput } from '@/lib/checkout/sale-schema';

/** The tables `pointsEarnedOnDevice` reads: a sale's transaction must include them. */
export const salePointsTables = (db: BookitDb) => [db.meta, db.rewardPrograms, db.services, db.products, db.packages];

/**
 * What a sale with a customer earns under the business's active program, as this device knows
 * it (the receipt prints it; the server records it with the sale). Undefined without a customer,
 * with the rewardPts flag off or with no active program.
 */
export async function pointsEarnedOnDevice(
  db: BookitDb,
  account: ActiveAccount,
  sale: Pick<SaleCreateInput, 'customerId' | 'lines' | 'cartDiscount' | 'rates' | 'totals' | 'payments'>,
): Promise<number | undefined> {
  if (sale.customerId === null) return undefined;
  const session = await readSession(db, account.userId, account.businessId);
  if (!resolveFeatures(session?.business.features).rewardPts) return undefined;
  const program = await db.rewardPrograms.filter((p) => p.businessId === account.businessId && p.active).first();
  if (program === undefined) return undefined;
  const categories = await readItemCategories(db, sale.lines);
  return saleEarns(program, sale, (id) => categories.get(id) ?? null);
}
