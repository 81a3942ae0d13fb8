import { useTranslation } from 'react-i18next';
import { removeCartLine, updateCart, updateCartLine } from '@/data/mutations/carts';
import { useActiveCartId, useCart } from '@/data/queries/checkout';
import { useMembers } from '@/data/queries/members';
import type { Till } from '@/data/queries/till';
import type { CartRecord } from '@/data/checkout-local';
import type { Discount } from '@/lib/checkout/sale-schema';
import { computeTotals } from '@/lib/checkout/totals';
import { links } from '@/lib/links';
import { toMinorUnits } from '@/lib/money';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { NumberField } from '@/ui/NumberField';
import { Select } from '@/ui/Select';
import { TextArea } from '@/ui/TextArea';
import { TillFrame } from './TillFrame';
import { CartCustomerPicker } from './CartCustomerPicker';
import { PackageContents } from './PackageContents';
import { LinePackageSession } from './LinePackageSession';
import { TotalsTable } from './TotalsTable';
import { useMoney } from './useMoney';

function percentDiscount(percent: number): Discount | null {
  return Number.isFinite(percent) && percent > 0 ? { type: 'percent', value: Math.round(percent * 100) } : null;
}

function Preview({ till, cart }: { till: Till; cart: CartRecord }) {
  const { t } = useTranslation();
  const money = useMoney();
  const members = useMembers();
  const staff = (members ?? []).filter((m) => m.branches.some((b) => b.branchId === till.branch.id && b.serviceTeam));
  const staffOptions = [{ value: '', label: t('checkout.noStaff') }, ...staff.map((m) => ({ value: m.id, label: `${m.firstName} ${m.lastName}` }))];
  const totals = computeTotals({ lines: cart.lines, cartDiscount: cart.cartDiscount, tip: cart.tip, rates: till.rates });
  return (
    <div className="preview-layout">
      <ul className="preview-lines" aria-label={t('checkout.cartLines')}>
        {cart.lines.map((line, i) => (
          <li key={line.id} className="preview-line">
            <div className="preview-line__head">
              <strong>{line.name}</strong>
              <span>{money(totals.lines[i]?.gross ?? 0)}</span>
              <Button size="small" variant="ghost" icon="trash" aria-label={t('checkout.removeLine', { name: line.name })} onPress={() => void removeCartLine(cart.id, line.id)} />
            </div>
            <PackageContents name={line.name} contents={line.contents} />
            <LinePackageSession cart={cart} line={line} till={till} />
            <div className="preview-line__fields">
              <NumberField label={t('checkout.quantity')} value={line.quantity} minValue={1} maxValue={999} integer showStepper
                onChange={(q) => Number.isInteger(q) && q >= 1 && void updateCartLine(cart.id, line.id, { quantity: q })} />
              {line.kind === 'service' && (
                <Select label={t('checkout.staff')} options={staffOptions} value={line.staffId ?? ''} onChange={(v) => void updateCartLine(cart.id, line.id, { staffId: v === '' ? null : v })} />
              )}
              <NumberField label={t('checkout.itemDiscountPercent')} value={line.discount?.type === 'percent' ? line.discount.value / 100 : 0} minValue={0} maxValue={100}
                onChange={(p) => void updateCartLine(cart.id, line.id, { discount: percentDiscount(p) })} />
            </div>
          </li>
        ))}
      </ul>
      <div className="preview-side">
        <CartCustomerPicker cart={cart} />
        <NumberField label={t('checkout.cartDiscountAmount')} value={cart.cartDiscount?.type === 'amount' ? cart.cartDiscount.value / 100 : 0} minValue={0} step={0.01}
          formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }}
          onChange={(v) => void updateCart(cart.id, { cartDiscount: Number.isFinite(v) && v > 0 ? { type: 'amount', value: toMinorUnits(v, till.currency) } : null })} />
        <TextArea label={t('checkout.note')} value={cart.note} rows={2} maxLength={500} onChange={(note) => void updateCart(cart.id, { note })} />
        <TotalsTable totals={totals} taxBp={till.rates.taxBp} serviceChargeBp={till.rates.serviceChargeBp} />
        <LinkButton href={links.checkoutReview()} icon="forward">{t('checkout.toReview')}</LinkButton>
      </div>
    </div>
  );
}

export default function PreviewPage() {
  const { t } = useTranslation();
  const activeId = useActiveCartId();
  const cart = useCart(activeId ?? null);
  return (
    <TillFrame title={t('checkout.preview')} actions={<LinkButton href={links.checkoutMenu()} variant="secondary" icon="back">{t('checkout.menu')}</LinkButton>}>
      {(till) =>
        cart && cart.lines.length > 0 ? (
          <Preview till={till} cart={cart} />
        ) : (
          <EmptyState title={t('checkout.cartEmpty')} action={<LinkButton href={links.checkoutMenu()}>{t('checkout.menu')}</LinkButton>} />
        )
      }
    </TillFrame>
  );
}
