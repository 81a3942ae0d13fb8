import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, type AppLocale } from '@/lib/format-date';
import { links } from '@/lib/links';
import { holdingStatus, type HoldingBalance, type HoldingStatus } from '@/lib/packages/balances';
import { localDayOf } from '@/lib/reports/local-day';
import { useCustomerPackages } from '@/data/queries/packages';
import { EmptyState } from '@/ui/EmptyState';
import { ListRow, RowList, RowListItem } from '@/ui/ListRow';
import { Select } from '@/ui/Select';
import { SkeletonRow } from '@/ui/Skeleton';
import { StatusPill } from '@/ui/StatusPill';

type Filter = 'usable' | 'all';

const TONES: Record<HoldingStatus, 'success' | 'neutral' | 'warning' | 'danger'> = { active: 'success', usedUp: 'neutral', expired: 'warning', voided: 'danger' };

/**
 * The customer's packages (issues 15, 16): each package bought, with the sessions left of every
 * service or product in it, its last day, and its history (sessions used at checkout, given back
 * by a refund, voided when the package was refunded), each linking to its sale or booking.
 */
export function CustomerPackagesTab({ customerId, locale, timeZone }: { customerId: string; locale: AppLocale; timeZone: string }) {
  const { t } = useTranslation();
  const balances = useCustomerPackages(customerId);
  const [filter, setFilter] = useState<Filter>('usable');
  if (balances === undefined) return <SkeletonRow />;
  const today = localDayOf(new Date().toISOString(), timeZone);
  const shown = filter === 'all' ? balances : balances.filter((b) => holdingStatus(b, today) === 'active');
  return (
    <div className="customer-tab">
      <div className="customer-tab__actions">
        <Select
          label={t('packages.record.show')}
          value={filter}
          onChange={(v) => setFilter(v === 'all' ? 'all' : 'usable')}
          options={[
            { value: 'usable', label: t('packages.record.usable') },
            { value: 'all', label: t('packages.record.all') },
          ]}
        />
      </div>
      {shown.length === 0 ? (
        <EmptyState variant="listbox" title={balances.length === 0 ? t('packages.record.none') : t('packages.record.noneUsable')} />
      ) : (
        shown.map((b) => <HoldingCard key={b.holding.id} balance={b} status={holdingStatus(b, today)} locale={locale} timeZone={timeZone} />)
      )}
    </div>
  );
}

function HoldingCard({ balance, status, locale, timeZone }: { balance: HoldingBalance; status: HoldingStatus; locale: AppLocale; timeZone: string }) {
  const { t } = useTranslation();
  const { holding } = balance;
  const names = new Map(balance.items.map((i) => [i.itemId, i.item.name]));
  return (
    <section className="customer-package" aria-label={holding.name}>
      <header className="customer-package__head">
        <h3>{holding.name}</h3>
        <StatusPill tone={TONES[status]}>{t(`packages.status.${status}`)}</StatusPill>
      </header>
      <p className="customer-package__meta">
        {t('packages.record.bought', { date: formatDate(holding.soldAt, 'date', { locale, timeZone }) })} ·{' '}
        {holding.expiresOn === null ? t('packages.record.neverExpires') : t('packages.record.expires', { date: formatDate(`${holding.expiresOn}T12:00:00Z`, 'date', { locale, timeZone: 'UTC' }) })}
      </p>
      <ul className="customer-package__items" aria-label={t('packages.record.sessionsLeft')}>
        {balance.items.map((i) => (
          <li key={i.itemId}>{t('packages.record.itemLeft', { name: i.item.name, left: i.left, bought: i.item.sessions })}</li>
        ))}
      </ul>
      {balance.movements.length > 0 && (
        <RowList label={t('packages.record.history', { name: holding.name })}>
          {balance.movements.map((m) => (
            <RowListItem key={m.id}>
              <ListRow
                variant="simple"
                {...(m.saleId === null ? {} : { href: links.checkoutReceiptOf(m.saleId) })}
                title={t(`packages.movements.${m.kind}`, { name: names.get(m.itemId) ?? '', count: Math.abs(m.sessions) })}
                description={[formatDate(m.createdAt, 'dateTime', { locale, timeZone }), m.appointmentId === null ? '' : t('packages.record.fromBooking')].filter((x) => x !== '').join(' · ')}
              />
            </RowListItem>
          ))}
        </RowList>
      )}
    </section>
  );
}
