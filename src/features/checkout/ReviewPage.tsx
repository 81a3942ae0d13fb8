import { useTranslation } from 'react-i18next';
import { updateCart } from '@/data/mutations/carts';
import { useActiveCartId, useCart } from '@/data/queries/checkout';
import { basisPointsOf, toMinorUnits } from '@/lib/money';
import { computeTotals } from '@/lib/checkout/totals';
import { links } from '@/lib/links';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { NumberField } from '@/ui/NumberField';
import { TillFrame } from './TillFrame';
import { TotalsTable } from './TotalsTable';
import { useMoney } from './useMoney';

export default function ReviewPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const cart = useCart(useActiveCartId() ?? null);
  return (
    <TillFrame title={t('checkout.review')} actions={<LinkButton href={links.checkoutPreview()} variant="secondary" icon="back">{t('checkout.preview')}</LinkButton>}>
      {(till) => {
        if (!cart || cart.lines.length === 0) return <EmptyState title={t('checkout.cartEmpty')} action={<LinkButton href={links.checkoutMenu()}>{t('checkout.menu')}</LinkButton>} />;
        const totals = computeTotals({ lines: cart.lines, cartDiscount: cart.cartDiscount, tip: cart.tip, rates: till.rates });
        const tips = till.settings.charges.tips;
        const beforeTip = totals.due - totals.tip;
        return (
          <div className="review-layout">
            <ul className="review-lines" aria-label={t('checkout.cartLines')}>
              {cart.lines.map((l, i) => (
                <li key={l.id}>
                  <span>{l.packageHoldingId === undefined ? `${l.quantity} × ${l.name}` : `${l.quantity} × ${l.name} · ${t('packages.checkout.session')}`}</span>
                  <span>{money(totals.lines[i]?.gross ?? 0)}</span>
                </li>
              ))}
            </ul>
            {tips.enabled && (
              <div className="tip-row" role="group" aria-label={t('receipt.tip')}>
                {tips.presetsBp.map((bp) => (
                  <Button key={bp} size="small" variant="secondary" onPress={() => void updateCart(cart.id, { tip: basisPointsOf(beforeTip, bp) })}>{`${bp / 100}%`}</Button>
                ))}
                <NumberField label={t('receipt.tip')} value={cart.tip / 100} minValue={0} step={0.01} onChange={(v) => void updateCart(cart.id, { tip: Number.isFinite(v) ? toMinorUnits(v, till.currency) : 0 })} />
              </div>
            )}
            <TotalsTable totals={totals} taxBp={till.rates.taxBp} serviceChargeBp={till.rates.serviceChargeBp} />
            <LinkButton href={links.checkoutPayment()} icon="forward">{t('checkout.takePayment')}</LinkButton>
          </div>
        );
      }}
    </TillFrame>
  );
}
