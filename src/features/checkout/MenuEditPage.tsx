import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { updateCheckoutSettings } from '@/data/mutations/checkout-settings';
import { useProducts, useServices } from '@/data/queries/catalogue';
import type { Till } from '@/data/queries/till';
import { links } from '@/lib/links';
import { Button } from '@/ui/Button';
import { LinkButton } from '@/ui/LinkButton';
import { Switch } from '@/ui/Switch';
import { useSectionDraft } from '@/ui/useSectionDraft';
import { TillFrame } from './TillFrame';
import { menuTiles } from './menu-items';

/** Arranges the menu: category order (up and down) and which categories show. */
function MenuEdit({ till }: { till: Till }) {
  const { t } = useTranslation();
  const services = useServices();
  const products = useProducts();
  const { value: shown, save } = useSectionDraft(till.settings.menuLayout, (menuLayout) => void updateCheckoutSettings({ menuLayout }));
  const layout = shown ?? till.settings.menuLayout;
  const all = useMemo(() => {
    const names = [...new Set(menuTiles(services ?? [], products ?? []).map((x) => x.category))];
    const listed = layout.categoryOrder.filter((c) => names.includes(c));
    return [...listed, ...names.filter((c) => !listed.includes(c)).sort((a, b) => a.localeCompare(b))];
  }, [services, products, layout.categoryOrder]);

  const move = (i: number, by: -1 | 1) => {
    const order = [...all];
    const [item] = order.splice(i, 1);
    if (item === undefined) return;
    order.splice(i + by, 0, item);
    save((current) => ({ ...current, categoryOrder: order }));
  };
  return (
    <ol className="menu-edit" aria-label={t('checkout.categories')}>
      {all.map((c, i) => (
        <li key={c} className="menu-edit__row">
          <span className="menu-edit__name">{c === '' ? t('checkout.uncategorised') : c}</span>
          <Switch isSelected={!layout.hiddenCategories.includes(c)}
            onChange={(on) => save((current) => ({ ...current, hiddenCategories: on ? current.hiddenCategories.filter((h) => h !== c) : [...current.hiddenCategories, c] }))}>
            {t('checkout.showCategory')}
          </Switch>
          <Button size="small" variant="ghost" icon="back" isDisabled={i === 0} aria-label={t('checkout.moveUp', { name: c })} onPress={() => move(i, -1)} />
          <Button size="small" variant="ghost" icon="forward" isDisabled={i === all.length - 1} aria-label={t('checkout.moveDown', { name: c })} onPress={() => move(i, 1)} />
        </li>
      ))}
    </ol>
  );
}

export default function MenuEditPage() {
  const { t } = useTranslation();
  return (
    <TillFrame title={t('checkout.editMenu')} actions={<LinkButton href={links.checkoutMenu()} icon="check">{t('checkout.done')}</LinkButton>}>
      {(till) => <MenuEdit till={till} />}
    </TillFrame>
  );
}
