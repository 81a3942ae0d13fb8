import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartLine } from '@/lib/checkout/sale-schema';
import type { CartRecord } from '@/data/checkout-local';
import { removeCartLine, updateCartLine } from '@/data/mutations/carts';
import { useAccess } from '@/data/queries/access';
import type { Till } from '@/data/queries/till';
import { computeTotals } from '@/lib/checkout/totals';
import { links } from '@/lib/links';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { CartDiscounts } from './CartDiscounts';
import { LinePackageSession } from './LinePackageSession';
import { PackageContents } from './PackageContents';
import { useMoney } from './useMoney';

/** What of the cart a line's package session depends on besides the line: the customer and the sessions other lines take. */
function sessionKey(cart: CartRecord): string {
  const taken = cart.lines.flatMap((l) => (l.packageHoldingId === undefined ? [] : [`${l.id}:${l.packageHoldingId}:${l.quantity}`]));
  return `${cart.customerId ?? ''}|${taken.join(',')}`;
}

/**
 * One line; re-renders only when its own amounts change (the cart grows line by line), or what its
 * package session depends on (`sessions`, which sums up what LinePackageSession reads of the cart).
 */
const CartLineRow = memo(
  function CartLineRow({ cart, line, till }: { cart: CartRecord; line: CartLine; till: Till; sessions: string }) {
    const { t } = useTranslation();
    const money = useMoney();
    const cartId = cart.id;
    return (
      <li className="cart-line">
        <span className="cart-line__name">{line.name}</span>
        <span className="cart-line__qty">
          <Button size="small" variant="ghost" icon="minus" aria-label={t('checkout.less', { name: line.name })}
            onPress={() => void (line.quantity > 1 ? updateCartLine(cartId, line.id, { quantity: line.quantity - 1 }) : removeCartLine(cartId, line.id))} />
          <span aria-label={t('checkout.quantity')}>{line.quantity}</span>
          <Button size="small" variant="ghost" icon="plus" aria-label={t('checkout.more', { name: line.name })}
            onPress={() => void updateCartLine(cartId, line.id, { quantity: Math.min(999, line.quantity + 1) })} />
        </span>
        <span className="cart-line__amount">{money(line.packageHoldingId === undefined ? line.unitPrice * line.quantity : 0)}</span>
        <PackageContents name={line.name} contents={line.contents} compact />
        <LinePackageSession cart={cart} line={line} till={till} compact />
      </li>
    );
  },
  (a, b) => a.cart.id === b.cart.id && a.sessions === b.sessions && a.till.branch.timeZone === b.till.branch.timeZone && a.line.id === b.line.id && a.line.quantity === b.line.quantity && a.line.unitPrice === b.line.unitPrice && a.line.name === b.line.name && a.line.packageHoldingId === b.line.packageHoldingId,
);

/** The active cart beside the menu: lines with quantity steppers and the amount due. */
export function CartPanel({ cart, till }: { cart: CartRecord | null; till: Till }) {
  const { t } = useTranslation();
  const money = useMoney();
  // Catalogue discounts are offered only while the business has advDiscountReward on (spec §6).
  const discounts = useAccess()?.features.advDiscountReward === true;
  if (!cart || cart.lines.length === 0) {
    return (
      <aside className="cart-panel" aria-label={t('checkout.cart')}>
        <EmptyState variant="selected-items" title={t('checkout.cartEmpty')} description={t('checkout.cartEmptyBody')} />
      </aside>
    );
  }
  const totals = computeTotals({ lines: cart.lines, cartDiscount: cart.cartDiscount, tip: cart.tip, rates: till.rates });
  const sessions = sessionKey(cart);
  return (
    <aside className="cart-panel" aria-label={t('checkout.cart')}>
      <h2 className="cart-panel__title">{t('checkout.cartNumber', { number: cart.number })}</h2>
      <ul className="cart-lines" aria-label={t('checkout.cartLines')}>
        {cart.lines.map((line) => (
          <CartLineRow key={line.id} cart={cart} line={line} till={till} sessions={sessions} />
        ))}
      </ul>
      {discounts && <CartDiscounts cart={cart} till={till} />}
      <dl className="cart-panel__due">
        <dt>{t('checkout.due')}</dt>
        <dd data-testid="cart-due">{money(totals.due)}</dd>
      </dl>
      <LinkButton href={links.checkoutPreview()} icon="forward">
        {t('checkout.toPreview')}
      </LinkButton>
    </aside>
  );
}
