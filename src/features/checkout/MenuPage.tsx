import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addToCart, createCart } from '@/data/mutations/carts';
import { usePackages, useProducts, useServices } from '@/data/queries/catalogue';
import { useAccess } from '@/data/queries/access';
import { useActiveCartId, useCart } from '@/data/queries/checkout';
import type { Till } from '@/data/queries/till';
import { links } from '@/lib/links';
import { localDayOf } from '@/lib/reports/local-day';
import { LinkButton } from '@/ui/LinkButton';
import { SearchBox } from '@/ui/SearchBox';
import { Button } from '@/ui/Button';
import { CartPanel } from './CartPanel';
import { ExtraItemModal, type ExtraKind } from './ExtraItemModal';
import { MenuGrid } from './MenuGrid';
import { menuTiles, orderedCategories, type MenuTile } from './menu-items';
import { TillFrame } from './TillFrame';
import { useMoney } from './useMoney';

const FAVOURITES = '__favourites';

function Menu({ till }: { till: Till }) {
  const { t } = useTranslation();
  const money = useMoney();
  const services = useServices();
  const products = useProducts();
  // Packages are on the menu only while the business has membership on (spec §6).
  const membership = useAccess()?.features.membership === true;
  const catalogPackages = usePackages();
  const packages = membership ? catalogPackages : [];
  const activeId = useActiveCartId();
  const cart = useCart(activeId ?? null);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [extra, setExtra] = useState<ExtraKind | null>(null);
  const layout = till.settings.menuLayout;

  const soldOn = localDayOf(new Date().toISOString(), till.branch.timeZone);
  const tiles = useMemo(() => menuTiles(services ?? [], products ?? [], packages ?? [], till.branch.id, soldOn), [services, products, packages, till.branch.id, soldOn]);
  const categories = useMemo(() => orderedCategories(tiles, layout), [tiles, layout]);
  const favourites = useMemo(() => layout.favourites.flatMap((id) => tiles.filter((x) => x.itemId === id)), [layout.favourites, tiles]);
  const current = category ?? (favourites.length > 0 ? FAVOURITES : (categories[0] ?? null));
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    if (needle !== '') return tiles.filter((x) => x.searchKey.includes(needle)).slice(0, 120);
    if (current === FAVOURITES) return favourites;
    return tiles.filter((x) => x.category === current);
  }, [tiles, favourites, search, current]);

  // The tap handler stays the same function for the grid's lifetime (the grid is memoised).
  const target = useRef<{ cartId: string | null }>({ cartId: null });
  target.current.cartId = activeId ?? null;
  const onAdd = useCallback(
    (tile: MenuTile) => {
      const run = async () => {
        const cartId = target.current.cartId ?? (await createCart({ branchId: till.branch.id, deviceId: till.deviceId }));
        target.current.cartId = cartId;
        await addToCart(cartId, tile);
      };
      void run();
    },
    [till.branch.id, till.deviceId],
  );
  const stockLabel = useCallback((stock: number) => t('checkout.inStock', { count: stock }), [t]);
  const sessionsLabel = useCallback((count: number) => t('checkout.packageSessions', { count }), [t]);

  return (
    <div className="menu-layout">
      <section className="menu-main" aria-label={t('checkout.menu')}>
        <div className="menu-toolbar">
          <SearchBox label={t('checkout.searchMenu')} placeholder={t('checkout.searchMenuPlaceholder')} onSearch={setSearch} debounceMs={150} />
        </div>
        {search.trim() === '' && (
          <div className="menu-categories" role="group" aria-label={t('checkout.categories')}>
            {favourites.length > 0 && (
              <Button size="small" variant={current === FAVOURITES ? 'primary' : 'secondary'} onPress={() => setCategory(FAVOURITES)}>
                {t('checkout.favourites')}
              </Button>
            )}
            {categories.map((c) => (
              <Button key={c} size="small" variant={current === c ? 'primary' : 'secondary'} onPress={() => setCategory(c)}>
                {c === '' ? t('checkout.uncategorised') : c}
              </Button>
            ))}
          </div>
        )}
        <MenuGrid label={t('checkout.menu')} tiles={shown} format={money} stockLabel={stockLabel} sessionsLabel={sessionsLabel} onAdd={onAdd} />
        <div className="menu-extras" role="group" aria-label={t('checkout.otherItems')}>
          <Button size="small" variant="secondary" icon="tag" onPress={() => setExtra('voucher')}>{t('checkout.sellVoucher')}</Button>
          <Button size="small" variant="secondary" icon="plus" onPress={() => setExtra('credit')}>{t('checkout.topUpCredit')}</Button>
          <Button size="small" variant="secondary" icon="plus" onPress={() => setExtra('package')}>{t('checkout.customItem')}</Button>
        </div>
      </section>
      <CartPanel cart={cart ?? null} till={till} />
      {extra && <ExtraItemModal kind={extra} till={till} cartId={activeId ?? null} onClose={() => setExtra(null)} />}
    </div>
  );
}

export default function MenuPage() {
  const { t } = useTranslation();
  return (
    <TillFrame
      title={t('checkout.menu')}
      actions={
        <>
          <LinkButton href={links.checkoutCarts()} variant="secondary">{t('nav.carts')}</LinkButton>
          <LinkButton href={links.checkoutMenuEdit()} variant="ghost" icon="pencil">{t('checkout.editMenu')}</LinkButton>
        </>
      }
    >
      {(till) => <Menu till={till} />}
    </TillFrame>
  );
}
