import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshSubscriptionUsage } from '@/data/online-billing';
import { useActiveAccount } from '@/data/queries/useActiveAccount';
import { useSession } from '@/data/queries/session';
import { useSubscriptionUsage } from '@/data/queries/subscription';
import { formatDate, toAppLocale } from '@/lib/format-date';
import { LIMIT_KEYS, PLANS, usageAsOf, type PlanId } from '@/lib/subscription/plans';
import { useOnline } from '@/lib/useOnline';
import { EmptyState } from '@/ui/EmptyState';
import { Skeleton } from '@/ui/Skeleton';
import { UsageMeter } from '@/ui/UsageMeter';

/**
 * The plan's usage meters (spec §3, §9): the server's counts, fetched when the page opens online
 * and kept on the device, so offline shows the last known figures with the time they were counted.
 */
export function UsageMeters({ plan }: { plan: PlanId | null }) {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const businessId = useActiveAccount()?.businessId ?? null;
  const timeZone = useSession()?.business.timeZone || 'Asia/Kuala_Lumpur';
  const counted = useSubscriptionUsage();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (businessId === null || !online) return;
    let live = true;
    refreshSubscriptionUsage(businessId).then(
      () => live && setFailed(false),
      (error: unknown) => {
        console.error('Usage read failed', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [businessId, online]);

  const heading = <h2 id="subscription-usage">{t('subscription.usage')}</h2>;
  if (counted === undefined || plan === null || (counted === null && online && !failed)) {
    return (
      <section className="subscription__card" aria-labelledby="subscription-usage" aria-busy="true">
        {heading}
        {LIMIT_KEYS.map((k) => (
          <Skeleton key={k} height={32} />
        ))}
      </section>
    );
  }
  if (counted === null) {
    return (
      <section className="subscription__card" aria-labelledby="subscription-usage">
        {heading}
        <EmptyState title={t('subscription.usageUnknown')} description={t(online ? 'subscription.usageFailed' : 'subscription.usageOffline')} icon="info" />
      </section>
    );
  }
  const usage = usageAsOf(counted, new Date());
  const limits = PLANS[plan].limits;
  const when = formatDate(counted.countedAt, 'dateTime', { timeZone, locale: toAppLocale(i18n.language) });
  return (
    <section className="subscription__card" aria-labelledby="subscription-usage">
      {heading}
      {LIMIT_KEYS.map((k) => (
        <UsageMeter
          key={k}
          label={t(`subscription.limits.${k}`)}
          current={usage[k]}
          limit={limits[k]}
          valueText={t('subscription.usedOf', { current: usage[k], limit: limits[k] })}
          description={t(`subscription.limitHints.${k}`)}
        />
      ))}
      <p className="subscription__muted" role="status">
        {online && !failed ? t('subscription.countedAt', { when }) : t('subscription.lastKnown', { when })}
      </p>
    </section>
  );
}
