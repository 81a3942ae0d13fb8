import { useTranslation } from 'react-i18next';
import type { Discount } from '@/lib/checkout/sale-schema';

/** A discount a sale took (issue 16): the catalogue discount's name, or a typed one, and what it took off. */
export function DiscountUsed({ discount, label, amount, names, money }: { discount: Discount | null; label: 'line' | 'cart'; amount: number; names: ReadonlyMap<string, string>; money: (m: number) => string }) {
  const { t } = useTranslation();
  if (discount === null || amount === 0) return null;
  const name = discount.discountId === undefined ? t('reports.discounts.manual') : (names.get(discount.discountId) ?? t('reports.discounts.deleted'));
  return (
    <div className="tx-line muted">
      <span>{t(label === 'line' ? 'transactions.lineDiscount' : 'transactions.cartDiscount', { name })}</span>
      <span>{money(-amount)}</span>
    </div>
  );
}
