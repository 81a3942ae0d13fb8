import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePlan } from '@/data/online-billing';
import { OnlineCallError } from '@/data/online';
import { useActiveAccount } from '@/data/queries/useActiveAccount';
import { formatMoney } from '@/lib/money';
import { LIMIT_KEYS, PLAN_IDS, PLANS, planMove, type PlanId } from '@/lib/subscription/plans';
import { useOnline } from '@/lib/useOnline';
import { Button } from '@/ui/Button';
import { StatusPill } from '@/ui/StatusPill';
import { toast } from '@/ui/toast';

/**
 * The plans side by side, each with its price and limits, and "Change plan" (org admins, online):
 * a cheaper plan applies at once when the business fits in it; a dearer one is paid on the
 * payment gateway's page, which comes back to /payment/callback.
 */
export function PlanComparison({ current, canChange }: { current: PlanId; canChange: boolean }) {
  const { t } = useTranslation();
  const online = useOnline();
  const businessId = useActiveAccount()?.businessId ?? null;
  const [busy, setBusy] = useState<PlanId | null>(null);
  const [refusal, setRefusal] = useState<{ plan: PlanId; key: string } | null>(null);

  const choose = async (plan: PlanId) => {
    if (businessId === null) return;
    setBusy(plan);
    setRefusal(null);
    try {
      const answer = await changePlan(businessId, plan);
      if (answer.kind === 'pay') {
        // The gateway's own page: the browser leaves the app and comes back to /payment/callback.
        window.location.assign(answer.url);
        return;
      }
      toast.success(t('subscription.changed', { plan: t(`subscription.plans.${answer.subscription.plan}`) }));
      setBusy(null);
    } catch (error) {
      setBusy(null);
      if (!(error instanceof OnlineCallError)) throw error;
      setRefusal({ plan, key: error.errors.plan ?? 'subscription.errors.changeFailed' });
    }
  };

  return (
    <section className="subscription__card" aria-labelledby="subscription-plans">
      <h2 id="subscription-plans">{t('subscription.comparePlans')}</h2>
      {canChange && !online && <p className="subscription__muted">{t('subscription.changeOffline')}</p>}
      <ul className="subscription__plans">
        {PLAN_IDS.map((id) => {
          const plan = PLANS[id];
          const move = planMove(current, id);
          const name = t(`subscription.plans.${id}`);
          const errorId = `plan-error-${id}`;
          return (
            <li key={id} className="subscription__option" data-current={move === 'current' || undefined} aria-label={name}>
              <h3>
                {name} {move === 'current' && <StatusPill tone="success">{t('subscription.current')}</StatusPill>}
              </h3>
              <p className="subscription__price">{t('subscription.pricePerMonth', { price: formatMoney(plan.priceSen, plan.currency) })}</p>
              <ul className="subscription__limits">
                {LIMIT_KEYS.map((k) => (
                  <li key={k}>{t(`subscription.limitLines.${k}`, { count: plan.limits[k] })}</li>
                ))}
              </ul>
              {canChange && move !== 'current' && (
                <Button
                  variant={move === 'upgrade' ? 'primary' : 'secondary'}
                  isDisabled={!online || (busy !== null && busy !== id)}
                  isLoading={busy === id}
                  onPress={() => void choose(id)}
                  {...(refusal?.plan === id ? { 'aria-describedby': errorId } : {})}
                >
                  {t(move === 'upgrade' ? 'subscription.upgradeTo' : 'subscription.downgradeTo', { plan: name })}
                </Button>
              )}
              {refusal?.plan === id && (
                <p id={errorId} className="subscription__error" role="alert">
                  {t(refusal.key)}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
