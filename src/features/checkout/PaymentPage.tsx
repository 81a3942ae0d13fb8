import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import type { CartRecord } from '@/data/checkout-local';
import { ValidationError, type FieldErrors } from '@/data/errors';
import { setCartPayments } from '@/data/mutations/carts';
import { completeSale } from '@/data/mutations/sales';
import { useActiveCartId, useCart, useCreditBalance, useVoucherLedger } from '@/data/queries/checkout';
import type { Till } from '@/data/queries/till';
import { addPayment, cashDue, changeDue, isSettled, paymentErrorField, remainingDue, removePayment, type PaymentState } from '@/lib/checkout/payments';
import type { PaymentMethod } from '@/lib/checkout/settings';
import { computeTotals, finalTotals } from '@/lib/checkout/totals';
import { useAccess } from '@/data/queries/access';
import { useEinvoiceProfile } from '@/data/queries/einvoice';
import { einvoicingOn, emptyBuyer, exceedsConsolidationLimit } from '@/lib/einvoice/threshold';
import type { Buyer } from '@/lib/invoices/schema';
import { voucherAvailable } from '@/lib/checkout/voucher-balance';
import { useVoucherPaymentRefusal } from './useVoucherPaymentRefusal';
import { links } from '@/lib/links';
import { cashRoundingStep, fromMinorUnits, toMinorUnits } from '@/lib/money';
import { Banner } from '@/ui/Banner';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { NumberField } from '@/ui/NumberField';
import { TextField } from '@/ui/TextField';
import { useNavigate } from '@/ui/routing';
import { EinvoiceBuyerForm } from './EinvoiceBuyerForm';
import { PayWithPoints } from './PayWithPoints';
import { TillFrame } from './TillFrame';
import { useMoney } from './useMoney';

function Payment({ till, cart }: { till: Till; cart: CartRecord }) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const credit = useCreditBalance(cart.customerId);
  const vouchers = useVoucherLedger();
  const methods = till.settings.paymentMethods.filter((m) => m.enabled);
  const [method, setMethod] = useState<PaymentMethod>(methods[0]?.method ?? 'cash');
  const [amount, setAmount] = useState<number>(Number.NaN);
  const [reference, setReference] = useState('');
  // Validation runs once a payment was tried, and again on each edit (spec §4).
  const [tried, setTried] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [buyer, setBuyer] = useState<Buyer>(emptyBuyer);
  const [buyerErrors, setBuyerErrors] = useState<FieldErrors>({});
  const features = useAccess()?.features;
  const profile = useEinvoiceProfile();

  const totals = computeTotals({ lines: cart.lines, cartDiscount: cart.cartDiscount, tip: cart.tip, rates: till.rates });
  const state: PaymentState = { due: totals.due, rounding: cart.rounding, payments: cart.payments };
  // The RM 10,000 rule (issue 18): over the limit, the sale needs its buyer for its own e-invoice.
  const needsBuyer = einvoicingOn(features?.einvoice ?? false, profile) && exceedsConsolidationLimit(finalTotals(totals, cart.rounding).total, till.currency);
  const step = till.settings.charges.cashRounding.enabled ? cashRoundingStep(till.currency) : 1;
  const left = remainingDue(state);
  const suggested = method === 'cash' ? cashDue(state, step) : Math.max(0, left);
  const setting = methods.find((m) => m.method === method);
  const label = (m: PaymentMethod) => methods.find((x) => x.method === m)?.label || t(`checkout.methods.${m}`);
  const voucherLeft = method === 'voucher' && vouchers ? voucherAvailable(reference, { ...vouchers, cartPayments: cart.payments }) : null;
  const voucherRefusal = useVoucherPaymentRefusal(method === 'voucher' ? reference : '', cart, till);

  const attempt = (id: string) =>
    addPayment(state, {
      id, method, reference, requiresReference: setting?.requiresReference ?? false, cashStep: step,
      amount: Number.isFinite(amount) ? toMinorUnits(amount, till.currency) : suggested,
      ...(method === 'credit' ? { creditAvailable: credit?.balance ?? 0 } : {}),
      ...(method === 'voucher' && vouchers ? { voucherAvailable: voucherLeft } : {}),
      ...(method === 'voucher' ? { voucherRefusal: voucherRefusal(Number.isFinite(amount) ? toMinorUnits(amount, till.currency) : suggested) } : {}),
    });
  const checked = tried ? attempt('check') : null;
  const error =
    checked && !checked.ok
      ? {
          field: paymentErrorField(checked.error),
          message: t(`checkout.paymentErrors.${checked.error}`, { amount: checked.error === 'insufficientVoucher' ? money(Math.max(0, voucherLeft ?? 0)) : '' }),
        }
      : formError === null
        ? null
        : { field: null, message: formError };

  async function take() {
    const result = attempt(uuidv7());
    if (!result.ok) {
      setTried(true);
      return;
    }
    setTried(false);
    setFormError(null);
    setAmount(Number.NaN);
    setReference('');
    await setCartPayments(cart.id, result.state.payments, result.state.rounding);
  }

  async function complete() {
    setBusy(true);
    try {
      const saleId = await completeSale(cart.id, {
        deviceId: till.deviceId, deviceCode: till.deviceCode, branchCode: till.branch.code, shiftId: till.shift?.id ?? null, currency: till.currency, rates: till.rates,
        ...(needsBuyer ? { buyer } : {}),
      });
      navigate(links.checkoutReceiptOf(saleId, true));
    } catch (e) {
      if (!(e instanceof ValidationError)) throw e;
      setBuyerErrors(e.fieldErrors);
      setFormError(t(Object.values(e.fieldErrors)[0] ?? 'checkout.errors.notPaid'));
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
              <Button key={m.method} variant={m.method === method ? 'primary' : 'secondary'} aria-pressed={m.method === method}
                onPress={() => { setMethod(m.method); setTried(false); }}>{label(m.method)}</Button>
            ))}
          </div>
          <div className="payment-form">
            <NumberField label={method === 'cash' ? t('checkout.cashTendered') : t('checkout.amount')} value={Number.isFinite(amount) ? amount : fromMinorUnits(suggested, till.currency)}
              onChange={setAmount} minValue={0} step={0.01} formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }}
              errorMessage={error?.field === 'amount' ? error.message : null} />
            {method !== 'cash' && method !== 'credit' && (
              <TextField label={method === 'voucher' ? t('checkout.voucherCodeField') : t('checkout.reference')} value={reference} onChange={setReference}
                isOptional={!setting?.requiresReference} errorMessage={error?.field === 'reference' ? error.message : null}
                description={method === 'voucher' && voucherLeft !== null ? t('checkout.voucherBalance', { amount: money(Math.max(0, voucherLeft)) }) : undefined} />
            )}
            {method === 'credit' && <p className="muted">{cart.customerId ? t('checkout.creditAvailable', { amount: money(credit?.balance ?? 0) }) : t('checkout.creditNeedsCustomer')}</p>}
            <Button onPress={() => void take()}>{t('checkout.addPayment')}</Button>
          </div>
          <PayWithPoints cart={cart} state={state} />
        </>
      )}
      {error && error.field === null && <Banner tone="danger" title={error.message} />}
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
      {needsBuyer && <EinvoiceBuyerForm buyer={buyer} errors={buyerErrors} onChange={setBuyer} />}
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
