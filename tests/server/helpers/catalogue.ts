import type { PackageItem } from '@/lib/checkout/rows';
import type { PackageValidity } from '@/lib/schemas/package';
import type { Db } from '@server/db/types';
import { insertMany } from '@server/db/insert-many';
import { lockBusiness, nextSeq } from '@server/db/seq';
import { addMemberAndSignIn } from './extra-users';
import { FX } from './fixture';

export interface CatalogueSeed {
  /** `stock` adds a 'received' stock movement of that many. */
  products?: { id: string; name: string; price: number; stock?: number }[];
  services?: { id: string; name: string; price: number; durationMinutes: number }[];
  packages?: { id: string; name: string; category: string; price: number; items: PackageItem[]; validity: PackageValidity }[];
}

/** Catalogue rows of fixture business A for the checkout tests, numbered into the feed in one transaction. */
export async function seedCatalogue(db: Db, { products = [], services = [], packages = [] }: CatalogueSeed): Promise<void> {
  const biz = FX.bizA;
  await db.tx(async (q) => {
    await lockBusiness(q, biz);
    let seq = await nextSeq(q, biz, products.length + services.length + packages.length);
    await insertMany(q, 'products', ['business_id', 'id', 'seq', 'name', 'price'], products.map((p) => [biz, p.id, seq++, p.name, p.price]));
    await insertMany(q, 'services', ['business_id', 'id', 'seq', 'name', 'duration_minutes', 'price'], services.map((s) => [biz, s.id, seq++, s.name, s.durationMinutes, s.price]));
    await insertMany(
      q,
      'packages',
      ['business_id', 'id', 'seq', 'name', 'category', 'price', 'items:jsonb', 'validity:jsonb'],
      packages.map((p) => [biz, p.id, seq++, p.name, p.category, p.price, JSON.stringify(p.items), JSON.stringify(p.validity)]),
    );
    const stocked = products.filter((p) => p.stock !== undefined);
    await insertMany(q, 'stock_movements', ['business_id', 'id', 'product_id', 'delta', 'reason'], stocked.map((p) => [biz, crypto.randomUUID(), p.id, p.stock, 'received']));
  });
}

/**
 * Two members of fixture business A signed in with a catalogues level of 1 (view) and 2 (edit);
 * `tag` (two hex digits, one per test file) keeps their ids and e-mails apart.
 */
export async function signInCatalogueMembers(db: Db, tag: string): Promise<{ viewer: string; editor: string }> {
  const add = (level: number) =>
    addMemberAndSignIn(db, {
      id: `11111111-1111-4111-8111-000000000${tag}${level}`,
      businessId: FX.bizA,
      email: `catalogue.${tag}.level${level}@fixture.test`,
      permissions: { catalogues: level },
      branchIds: [FX.branchA],
    });
  return { viewer: await add(1), editor: await add(2) };
}
