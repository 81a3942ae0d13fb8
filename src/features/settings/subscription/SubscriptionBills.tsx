import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshSubscriptionBills } from '@/data/online-billing';
import { useActiveAccount } from '@/data/queries/useActiveAccount';
import { useSession } from '@/data/queries/session';
import { useSubscriptionBills } from '@/data/queries/subscription';
import { formatDate, toAppLocale } from '@/lib/format-date';
import { formatMoney } from '@/lib/money';
import type { SubscriptionBill } from '@/lib/schemas/subscription';
import { canPayBill, type BillViewState } from '@/lib/subscription/renewal';
import { useOnline } from '@/lib/useOnline';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { Skeleton } from '@/ui/Skeleton';
import { StatusPill } from '@/ui/StatusPill';

const STATE_TONES: Readonly<Record<BillViewState, 'success' | 'warning' | 'danger' | 'neutral'>> = {
  paid: 'success',
  pending: 'warning',
  declined: 'danger',
  expired: 'neutral',
};

/**
 * Fetches the business's bills (org admins, online) when the page opens, when the connection
 * comes back and when the subscription changes (a renewal billed, a bill paid); the device keeps
 * the last list for offline.
 */
export function useRefreshBills(enabled: boolean, subscriptionVersion: number): boolean {
  const online = useOnline();
  const businessId = useActiveAccount()?.businessId ?? null;
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!enabled || businessId === null || !online) return;
    let live = true;
    refreshSubscriptionBills(businessId).then(
      () => live && setFailed(false),
      (error: unknown) => {
        console.error('Bills read failed', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [enabled, businessId, online, subscriptionVersion]);
  return failed;
}

/** The bills of the subscription (upgrades and renewals): date, plan, period, amount, state, and Pay for an open one. */
export function SubscriptionBills({ failed }: { failed: boolean }) {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const fetched = useSubscriptionBills();
  const timeZone = useSession()?.business.timeZone || 'Asia/Kuala_Lumpur';
  const prefs = { timeZone, locale: toAppLocale(i18n.language) };
  const heading = <h2 id="subscription-bills">{t('subscription.bills.title')}</h2>;

  if (fetched === undefined || (fetched === null && online && !failed)) {
    return (
      <section className="subscription__card" aria-labelledby="subscription-bills" aria-busy="true">
        {heading}
        <Skeleton height={48} />
      </section>
    );
  }
  if (fetched === null) {
    return (
      <section className="subscription__card" aria-labelledby="subscription-bills">
        {heading}
        <EmptyState title={t('subscription.bills.unknown')} description={t(online ? 'subscription.bills.failed' : 'subscription.bills.offline')} icon="info" />
      </section>
    );
  }
  const when = formatDate(fetched.fetchedAt, 'dateTime', prefs);
  const what = (bill: SubscriptionBill) => t(`subscription.bills.kind.${bill.kind}`, { plan: t(`subscription.plans.${bill.plan}`) });
  return (
    <section className="subscription__card" aria-labelledby="subscription-bills">
      {heading}
      {fetched.bills.length === 0 ? (
        <EmptyState title={t('subscription.bills.none')} description={t('subscription.bills.noneHint')} icon="info" />
      ) : (
        <ul className="subscription__bills" aria-labelledby="subscription-bills">
          {fetched.bills.map((bill) => {
            const amount = formatMoney(bill.amount, bill.currency);
            const period =
              bill.periodStart === null || bill.periodEnd === null
                ? t('subscription.bills.periodFromPayment')
                : t('subscription.bills.periodRange', { start: formatDate(bill.periodStart, 'date', prefs), end: formatDate(bill.periodEnd, 'date', prefs) });
            return (
              <li key={bill.id} className="subscription__bill" aria-label={what(bill)}>
                <div className="subscription__bill-head">
                  <strong>{what(bill)}</strong>
                  <StatusPill tone={STATE_TONES[bill.state]}>{t(`subscription.bills.state.${bill.state}`)}</StatusPill>
                </div>
                <dl className="subscription__bill-facts">
                  <dt>{t('subscription.bills.date')}</dt>
                  <dd>{formatDate(bill.paidAt ?? bill.createdAt, 'date', prefs)}</dd>
                  <dt>{t('subscription.bills.period')}</dt>
                  <dd>{period}</dd>
                  <dt>{t('subscription.bills.amount')}</dt>
                  <dd className="subscription__price">{amount}</dd>
                </dl>
                {canPayBill(bill) && bill.url !== null && (
                  online ? (
                    <div>
                      <LinkButton href={bill.url} variant="secondary" aria-label={t('subscription.bills.payLabel', { amount, what: what(bill) })}>
                        {t('subscription.bills.pay')}
                      </LinkButton>
                    </div>
                  ) : (
                    <p className="subscription__muted">{t('subscription.bills.payOffline')}</p>
                  )
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p className="subscription__muted" role="status">
        {online && !failed ? t('subscription.bills.fetchedAt', { when }) : t('subscription.bills.lastKnown', { when })}
      </p>
    </section>
  );
}
