import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import type { CartRecord } from '@/data/checkout-local';
import { ValidationError } from '@/data/errors';
import { setCartPayments } from '@/data/mutations/carts';
import { completeSale } from '@/data/mutations/sales';
import { useActiveCartId, useCart, useCreditBalance } from '@/data/queries/checkout';
import type { Till } from '@/data/queries/till';
import { addPayment, cashDue, changeDue, isSettled, remainingDue, removePayment, type PaymentState } from '@/lib/checkout/payments';
import type { PaymentMethod } from '@/lib/checkout/settings';
import { computeTotals } from '@/lib/checkout/totals';
import { links } from '@/lib/links';
import { cashRoundingStep, fromMinorUnits, toMinorUnits } from '@/lib/money';
import { Banner } from '@/ui/Banner';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { NumberField } from '@/ui/NumberField';
import { TextField } from '@/ui/TextField';
import { useNavigate } from '@/ui/routing';
import { TillFrame } from './TillFrame';
import { useMoney } from './useMoney';

function Payment({ till, cart }: { till: Till; cart: CartRecord }) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const credit = useCreditBalance(cart.customerId);
  const methods = till.settings.paymentMethods.filter((m) => m.enabled);
  const [method, setMethod] = useState<PaymentMethod>(methods[0]?.method ?? 'cash');
  const [amount, setAmount] = useState<number>(Number.NaN);
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const totals = computeTotals({ lines: cart.lines, cartDiscount: cart.cartDiscount, tip: cart.tip, rates: till.rates });
  const state: PaymentState = { due: totals.due, rounding: cart.rounding, payments: cart.payments };
  const step = till.settings.charges.cashRounding.enabled ? cashRoundingStep(till.currency) : 1;
  const left = remainingDue(state);
  const suggested = method === 'cash' ? cashDue(state, step) : Math.max(0, left);
  const setting = methods.find((m) => m.method === method);
  const label = (m: PaymentMethod) => methods.find((x) => x.method === m)?.label || t(`checkout.methods.${m}`);

  async function take() {
    const request = {
      id: uuidv7(), method, reference, requiresReference: setting?.requiresReference ?? false, cashStep: step,
      amount: Number.isFinite(amount) ? toMinorUnits(amount, till.currency) : suggested,
      ...(method === 'credit' ? { creditAvailable: credit?.balance ?? 0 } : {}),
    };
    const result = addPayment(state, request);
    if (!result.ok) {
      setError(t(`checkout.paymentErrors.${result.error}`));
      return;
    }
    setError(null);
    setAmount(Number.NaN);
    setReference('');
    await setCartPayments(cart.id, result.state.payments, result.state.rounding);
  }

  async function complete() {
    setBusy(true);
    try {
      const saleId = await completeSale(cart.id, {
        deviceId: till.deviceId, deviceCode: till.deviceCode, branchCode: till.branch.code, shiftId: till.shift?.id ?? null, currency: till.currency, rates: till.rates,
      });
      navigate(links.checkoutReceiptOf(saleId, true));
    } catch (e) {
      if (!(e instanceof ValidationError)) throw e;
      setError(t(Object.values(e.fieldErrors)[0] ?? 'checkout.errors.notPaid'));
      setBusy(false);
    }
  }

  const settled = isSettled(state);
  return (
    <div className="payment-layout">
      <dl className="payment-due">
        <dt>{settled ? t('checkout.paid') : t('checkout.remaining')}</dt>
        <dd data-testid="remaining-due">{money(Math.max(0, left))}</dd>
      </dl>
      {!settled && (
        <>
          <div className="payment-methods" role="group" aria-label={t('checkout.paymentMethod')}>
            {methods.map((m) => (
              <Button key={m.method} variant={m.method === method ? 'primary' : 'secondary'} onPress={() => setMethod(m.method)}>{label(m.method)}</Button>
            ))}
          </div>
          <div className="payment-form">
            <NumberField label={method === 'cash' ? t('checkout.cashTendered') : t('checkout.amount')} value={Number.isFinite(amount) ? amount : fromMinorUnits(suggested, till.currency)}
              onChange={setAmount} minValue={0} step={0.01} formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }} />
            {method !== 'cash' && method !== 'credit' && <TextField label={t('checkout.reference')} value={reference} onChange={setReference} isOptional={!setting?.requiresReference} />}
            {method === 'credit' && <p className="muted">{cart.customerId ? t('checkout.creditAvailable', { amount: money(credit?.balance ?? 0) }) : t('checkout.creditNeedsCustomer')}</p>}
            <Button onPress={() => void take()}>{t('checkout.addPayment')}</Button>
          </div>
        </>
      )}
      {error && <Banner tone="danger" title={error} />}
      <ul className="payment-list" aria-label={t('checkout.payments')}>
        {cart.payments.map((p) => (
          <li key={p.id}>
            <span>{label(p.method)}{p.reference ? ` (${p.reference})` : ''}</span>
            <span>{money(p.amount)}</span>
            <Button size="small" variant="ghost" icon="trash" aria-label={t('checkout.removePayment')}
              onPress={() => { const next = removePayment(state, p.id); void setCartPayments(cart.id, next.payments, next.rounding); }} />
          </li>
        ))}
      </ul>
      {changeDue(cart.payments) > 0 && <p className="payment-change" data-testid="change-due">{t('checkout.changeDue', { amount: money(changeDue(cart.payments)) })}</p>}
      {settled && <Button isLoading={busy} onPress={() => void complete()}>{t('checkout.completeSale')}</Button>}
    </div>
  );
}

export default function PaymentPage() {
  const { t } = useTranslation();
  const cart = useCart(useActiveCartId() ?? null);
  return (
    <TillFrame title={t('checkout.payment')} actions={<LinkButton href={links.checkoutReview()} variant="secondary" icon="back">{t('checkout.review')}</LinkButton>}>
      {(till) => (cart && cart.lines.length > 0 ? <Payment till={till} cart={cart} /> : <EmptyState title={t('checkout.cartEmpty')} />)}
    </TillFrame>
  );
}
