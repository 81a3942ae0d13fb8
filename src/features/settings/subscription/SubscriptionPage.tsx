import { useTranslation } from 'react-i18next';
import { useAccess } from '@/data/queries/access';
import { useSession } from '@/data/queries/session';
import { useSubscription, useSubscriptionBills } from '@/data/queries/subscription';
import { formatDate, toAppLocale } from '@/lib/format-date';
import { formatMoney } from '@/lib/money';
import { PLANS } from '@/lib/subscription/plans';
import { canPayBill, graceEndsAt } from '@/lib/subscription/renewal';
import { useOnline } from '@/lib/useOnline';
import { Banner } from '@/ui/Banner';
import { LinkButton } from '@/ui/LinkButton';
import { PageFrame } from '@/ui/PageFrame';
import { Skeleton } from '@/ui/Skeleton';
import { StatusPill } from '@/ui/StatusPill';
import { PlanComparison } from './PlanComparison';
import { SubscriptionBills, useRefreshBills } from './SubscriptionBills';
import { UsageMeters } from './UsageMeters';
import './subscription.css';

const STATUS_TONES = { active: 'success', past_due: 'warning', cancelled: 'danger' } as const;

/** /settings/business/subscription: the plan and its renewal, usage against the plan's limits, the plans side by side. */
export default function SubscriptionPage() {
  const { t, i18n } = useTranslation();
  const subscription = useSubscription();
  const canChange = useAccess()?.access.isOrgAdmin ?? false;
  const timeZone = useSession()?.business.timeZone || 'Asia/Kuala_Lumpur';
  const locale = toAppLocale(i18n.language);
  const online = useOnline();
  const billsFailed = useRefreshBills(canChange, subscription?.version ?? 0);
  const bills = useSubscriptionBills();
  // The open renewal bill of the period past due (from the bills as last fetched).
  const renewal =
    subscription?.status === 'past_due'
      ? bills?.bills.find((b) => b.kind === 'renewal' && b.periodStart !== null && Date.parse(b.periodStart) === Date.parse(subscription.renewsAt) && canPayBill(b))
      : undefined;
  return (
    <PageFrame title={t('settingsNav.business.subscription')}>
      <div className="subscription">
        {subscription?.status === 'past_due' && (
          <Banner
            tone="warning"
            title={t('subscription.pastDue.title')}
            description={
              <>
                {t('subscription.pastDue.body', {
                  plan: t(`subscription.plans.${subscription.plan}`),
                  date: formatDate(graceEndsAt(new Date(subscription.renewsAt)), 'date', { timeZone, locale }),
                })}
                {!canChange && ` ${t('subscription.pastDue.askAdmin')}`}
              </>
            }
            actions={
              canChange && online && renewal?.url ? (
                <LinkButton href={renewal.url}>{t('subscription.pastDue.pay')}</LinkButton>
              ) : undefined
            }
          />
        )}
        {subscription?.status === 'cancelled' && <Banner tone="info" title={t('subscription.cancelled.title')} description={t('subscription.cancelled.body')} />}
        <section className="subscription__card" aria-labelledby="subscription-current">
          <h2 id="subscription-current">{t('subscription.currentPlan')}</h2>
          {subscription === undefined ? (
            <Skeleton width="60%" height={24} />
          ) : (
            <>
              <p className="subscription__plan">
                <strong data-testid="current-plan">{t(`subscription.plans.${subscription.plan}`)}</strong>{' '}
                <StatusPill tone={STATUS_TONES[subscription.status]}>{t(`subscription.status.${subscription.status}`)}</StatusPill>
              </p>
              <p className="subscription__muted">
                {t('subscription.pricePerMonth', { price: formatMoney(PLANS[subscription.plan].priceSen, PLANS[subscription.plan].currency) })}
                {subscription.renewsAt !== '' && ` · ${t('subscription.renewsOn', { date: formatDate(subscription.renewsAt, 'date', { timeZone, locale }) })}`}
              </p>
            </>
          )}
        </section>
        <UsageMeters plan={subscription?.plan ?? null} />
        {subscription !== undefined && <PlanComparison current={subscription.plan} canChange={canChange} />}
        {canChange && <SubscriptionBills failed={billsFailed} />}
      </div>
    </PageFrame>
  );
}
