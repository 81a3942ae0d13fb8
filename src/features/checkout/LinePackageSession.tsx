import { useTranslation } from 'react-i18next';
import type { CartRecord } from '@/data/checkout-local';
import { setLinePackageSession } from '@/data/mutations/cart-packages';
import { useAccess } from '@/data/queries/access';
import { useCustomerPackages } from '@/data/queries/packages';
import type { Till } from '@/data/queries/till';
import type { CartLine } from '@/lib/checkout/sale-schema';
import { coveringHolding, redeemableItemId, redemptionRefusal, withCartTaken } from '@/lib/packages/balances';
import { localDayOf } from '@/lib/reports/local-day';
import { Button } from '@/ui/Button';
import { StatusPill } from '@/ui/StatusPill';

/**
 * A cart line's package session: "Use package session" when one of the customer's packages
 * covers the line, or which package pays it (and a way back to paying in money). A line the
 * package can no longer pay (more than is left, expired) says why, at the line. On the preview
 * page under the line; `compact` in the cart beside the menu, on a row of its own under the line.
 */
export function LinePackageSession({ cart, line, till, compact = false }: { cart: CartRecord; line: CartLine; till: Till; compact?: boolean }) {
  const { t } = useTranslation();
  // With membership off no session is offered; a line already paid by one keeps its way back to money.
  const membership = useAccess()?.features.membership === true;
  const itemId = redeemableItemId(line);
  const balances = useCustomerPackages(itemId === null || (!membership && line.packageHoldingId === undefined) ? null : cart.customerId);
  const className = compact ? 'line-package line-package--compact' : 'line-package';
  if (balances === undefined || itemId === null || cart.customerId === null) return null;
  const day = localDayOf(new Date().toISOString(), till.branch.timeZone);

  if (line.packageHoldingId !== undefined) {
    const balance = balances.find((b) => b.holding.id === line.packageHoldingId);
    const mine = balance === undefined ? null : withCartTaken(balance, cart.lines, line.id);
    const refusal = mine === null ? 'packageUnknown' : redemptionRefusal(mine, { customerId: cart.customerId, itemId, quantity: line.quantity, day });
    const left = mine?.items.find((i) => i.itemId === itemId)?.left ?? 0;
    return (
      <div className={className}>
        <StatusPill tone={refusal === null ? 'success' : 'danger'}>{t('packages.checkout.paidBy', { name: balance?.holding.name ?? '' })}</StatusPill>
        {refusal === null ? (
          <span className="muted">{t('packages.checkout.leftAfter', { count: left - line.quantity })}</span>
        ) : (
          <span className="line-package__error" role="alert">{t(`packages.errors.${refusal}`)}</span>
        )}
        <Button size="small" variant="ghost" onPress={() => void setLinePackageSession(cart.id, line.id, null)}>
          {t('packages.checkout.payInMoney')}
        </Button>
      </div>
    );
  }

  if (!membership) return null;
  const covering = coveringHolding(balances, line, { customerId: cart.customerId, day, cartLines: cart.lines });
  if (covering === null) return null;
  const left = withCartTaken(covering, cart.lines, line.id).items.find((i) => i.itemId === itemId)?.left ?? 0;
  return (
    <div className={className}>
      <Button size="small" variant="secondary" icon="tag" onPress={() => void setLinePackageSession(cart.id, line.id, covering.holding.id)}>
        {t('packages.checkout.use')}
      </Button>
      <span className="muted">{t('packages.checkout.available', { name: covering.holding.name, count: left })}</span>
    </div>
  );
}
