import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseDiscounts, discountApplies } from '@/lib/catalogues/discount-selection';
import { discountLinesOf, discountMomentAt } from '@/lib/catalogues/discount-cart';
import type { CartRecord } from '@/data/checkout-local';
import type { Discount } from '@/lib/checkout/sale-schema';
import { updateCart, updateCartLine } from '@/data/mutations/carts';
import { useDiscounts, usePackages, useProducts, useServices } from '@/data/queries/catalogue';
import type { Till } from '@/data/queries/till';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/TextField';
import { toast } from '@/ui/toast';
import { useMoney } from './useMoney';
import './CartDiscounts.css';

/** An amount discount the till applied, naming the catalogue discount it came from (issue 16). */
const catalogueDiscount = (value: number, discountId: string | undefined): Discount => (discountId === undefined ? { type: 'amount', value } : { type: 'amount', value, discountId });

/**
 * The catalogue discounts on offer for the cart (now, at this branch, with the codes given) and a
 * code field; applying writes the best allowed combination as line and cart discounts.
 */
export function CartDiscounts({ cart, till }: { cart: CartRecord; till: Till }) {
  const { t } = useTranslation();
  const money = useMoney();
  const discounts = useDiscounts();
  const services = useServices();
  const products = useProducts();
  const packages = usePackages();
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[]>([]);
  const [codeError, setCodeError] = useState<string | null>(null);
  const categoryOf = useMemo(() => new Map([...(services ?? []), ...(products ?? []), ...(packages ?? [])].map((i) => [i.id, i.category])), [services, products, packages]);
  const lines = discountLinesOf(cart.lines, categoryOf);
  const context = (given: readonly string[]) => ({ lines, moment: discountMomentAt(new Date(), till.branch.timeZone), codes: given });
  const choice = chooseDiscounts(discounts ?? [], context(codes));

  const addCode = (event: FormEvent) => {
    event.preventDefault();
    const wanted = code.trim().toUpperCase();
    if (wanted === '') return;
    const matches = (discounts ?? []).some((d) => d.code === wanted && discountApplies(d, context([wanted])));
    if (!matches) {
      setCodeError(t('catalogues.discounts.checkout.unknownCode'));
      return;
    }
    setCodeError(null);
    setCodes((c) => (c.includes(wanted) ? c : [...c, wanted]));
    setCode('');
  };

  const apply = async (clear: boolean) => {
    for (const line of lines) {
      const off = clear ? 0 : (choice.lineDiscounts[line.id] ?? 0);
      await updateCartLine(cart.id, line.id, { discount: off > 0 ? catalogueDiscount(off, choice.lineSources[line.id]) : null });
    }
    await updateCart(cart.id, { cartDiscount: !clear && choice.cartDiscount > 0 ? catalogueDiscount(choice.cartDiscount, choice.cartSource ?? undefined) : null });
    if (!clear) toast.success(t('catalogues.discounts.checkout.applied'));
  };

  const hasDiscounts = cart.cartDiscount !== null || cart.lines.some((l) => l.discount !== null);
  return (
    <section className="cart-discounts" aria-label={t('catalogues.discounts.checkout.title')}>
      <form className="cart-discounts__code" onSubmit={addCode} noValidate>
        <TextField label={t('catalogues.discounts.checkout.code')} name="discountCode" value={code} onChange={(v) => { setCode(v); setCodeError(null); }} errorMessage={codeError} />
        <Button type="submit" variant="secondary" size="small">
          {t('catalogues.discounts.checkout.applyCode')}
        </Button>
      </form>
      {choice.applied.length === 0 ? (
        <p className="cart-discounts__none">{t('catalogues.discounts.checkout.none')}</p>
      ) : (
        <>
          <ul className="cart-discounts__offers" aria-label={t('catalogues.discounts.checkout.offers')}>
            {choice.applied.map((d) => (
              <li key={d.id}>{d.code ? `${d.name} · ${t('catalogues.discounts.checkout.codeAdded', { code: d.code })}` : d.name}</li>
            ))}
          </ul>
          <Button size="small" icon="tag" onPress={() => void apply(false)}>
            {t('catalogues.discounts.checkout.apply', { amount: money(choice.total) })}
          </Button>
        </>
      )}
      {hasDiscounts && (
        <Button size="small" variant="ghost" onPress={() => void apply(true)}>
          {t('catalogues.discounts.checkout.clear')}
        </Button>
      )}
    </section>
  );
}
