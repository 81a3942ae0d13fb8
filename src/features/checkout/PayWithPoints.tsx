import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import type { CartRecord } from '@/data/checkout-local';
import { setCartPayments } from '@/data/mutations/carts';
import { useAccess } from '@/data/queries/access';
import { useActiveRewardProgram, useCustomerPoints } from '@/data/queries/rewards';
import { remainingDue, type PaymentState } from '@/lib/checkout/payments';
import type { Payment } from '@/lib/checkout/sale-schema';
import { maxRedeemable, redemptionError, redemptionValue } from '@/lib/rewards/redeem';
import { pointsRedeemed } from '@/lib/rewards/sale-points';
import { Button } from '@/ui/Button';
import { NumberField } from '@/ui/NumberField';
import { useMoney } from './useMoney';
import './PayWithPoints.css';

/**
 * "Pay with points" (issue 16): with a customer, the rewardPts flag and an active program, the
 * customer's points (less those this cart already redeems) pay part of the bill — no more than
 * is due, no fewer than the program's minimum. The payment keeps its points; the sale redeems
 * them in its own transaction, on the device and on the server.
 */
export function PayWithPoints({ cart, state }: { cart: CartRecord; state: PaymentState }) {
  const { t } = useTranslation();
  const money = useMoney();
  const access = useAccess();
  const program = useActiveRewardProgram();
  const points = useCustomerPoints(cart.customerId);
  const [chosen, setChosen] = useState<number>(Number.NaN);
  const [tried, setTried] = useState(false);
  if (!access?.features.rewardPts || !program || cart.customerId === null || !points) return null;
  const balance = points.balance - pointsRedeemed(cart.payments);
  const left = remainingDue(state);
  const most = maxRedeemable(balance, left, program);
  const wanted = Number.isFinite(chosen) ? chosen : most;
  const error = redemptionError(wanted, balance, left, program);
  const shownError = tried && error !== null ? t(`checkout.points.${error}`, { count: program.minRedeem }) : null;

  async function redeem() {
    if (!program || error !== null) {
      setTried(true);
      return;
    }
    const payment: Payment = { id: uuidv7(), method: 'points', amount: redemptionValue(wanted, program), tendered: null, reference: String(wanted), points: wanted };
    setTried(false);
    setChosen(Number.NaN);
    await setCartPayments(cart.id, [...state.payments, payment], state.rounding);
  }

  return (
    <section className="payment-points" aria-label={t('checkout.points.title')}>
      <p className="muted" data-testid="points-available">
        {t('checkout.points.available', { count: Math.max(0, balance), amount: money(redemptionValue(Math.max(0, balance), program)) })}
      </p>
      {balance > 0 && (
        <div className="payment-form">
          <NumberField
            label={t('checkout.points.field')}
            integer
            minValue={0}
            value={wanted}
            onChange={(v) => { setChosen(v); setTried(false); }}
            description={t('checkout.points.worth', { amount: money(redemptionValue(Number.isFinite(wanted) ? wanted : 0, program)) })}
            errorMessage={shownError}
          />
          <Button variant="secondary" onPress={() => void redeem()}>{t('checkout.points.pay')}</Button>
        </div>
      )}
    </section>
  );
}
