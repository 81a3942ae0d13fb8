import { useTranslation } from 'react-i18next';
import { createCart, discardCart, setActiveCart } from '@/data/mutations/carts';
import { useActiveCartId, useCarts } from '@/data/queries/checkout';
import type { Till } from '@/data/queries/till';
import { computeTotals } from '@/lib/checkout/totals';
import { links } from '@/lib/links';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { StatusPill } from '@/ui/StatusPill';
import { useNavigate } from '@/ui/routing';
import { TillFrame } from './TillFrame';
import { useMoney } from './useMoney';

function Carts({ till }: { till: Till }) {
  const { t } = useTranslation();
  const money = useMoney();
  const carts = useCarts();
  const activeId = useActiveCartId();
  const navigate = useNavigate();

  async function open(cartId: string) {
    await setActiveCart(cartId);
    navigate(links.checkoutMenu());
  }
  async function startNew() {
    await createCart({ branchId: till.branch.id, deviceId: till.deviceId });
    navigate(links.checkoutMenu());
  }

  return (
    <>
      <div className="till-bar">
        <span>{t('checkout.tillAt', { branch: till.branch.name, code: till.deviceCode })}</span>
        {till.shift ? (
          <StatusPill tone="success">{t('checkout.shiftOpen')}</StatusPill>
        ) : (
          <StatusPill tone="warning">{t('checkout.noShift')}</StatusPill>
        )}
        <LinkButton href={links.checkoutShift()} variant="ghost" icon="clock">{t('checkout.shift')}</LinkButton>
      </div>
      <div className="carts-actions">
        <Button icon="plus" onPress={() => void startNew()}>{t('checkout.newCart')}</Button>
      </div>
      {carts && carts.length === 0 && <EmptyState variant="selected-items" title={t('checkout.noCarts')} description={t('checkout.noCartsBody')} />}
      <ul className="carts-list" aria-label={t('checkout.openCarts')}>
        {(carts ?? []).map((cart) => {
          const due = computeTotals({ lines: cart.lines, cartDiscount: cart.cartDiscount, tip: cart.tip, rates: till.rates }).due;
          const items = cart.lines.reduce((n, l) => n + l.quantity, 0);
          return (
            <li key={cart.id} className={cart.id === activeId ? 'cart-card cart-card--active' : 'cart-card'}>
              <div className="cart-card__main">
                <strong>{t('checkout.cartNumber', { number: cart.number })}</strong>
                <span className="muted">{t('checkout.itemCount', { count: items })}</span>
              </div>
              <span className="cart-card__due">{money(due)}</span>
              <Button size="small" onPress={() => void open(cart.id)}>{t('checkout.openCart')}</Button>
              <Button size="small" variant="ghost" icon="trash" aria-label={t('checkout.discardCart', { number: cart.number })} onPress={() => void discardCart(cart.id)} />
            </li>
          );
        })}
      </ul>
    </>
  );
}

export default function CartsPage() {
  const { t } = useTranslation();
  return <TillFrame title={t('nav.carts')}>{(till) => <Carts till={till} />}</TillFrame>;
}
