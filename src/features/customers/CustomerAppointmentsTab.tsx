import { useTranslation } from 'react-i18next';
import type { AppointmentRow } from '@/lib/api-types';
import { formatDate, type AppLocale } from '@/lib/format-date';
import { links } from '@/lib/links';
import { useCustomerAppointments } from '@/data/queries/customer-record';
import { EmptyState } from '@/ui/EmptyState';
import { ListRow, RowList, RowListItem } from '@/ui/ListRow';
import { LinkButton } from '@/ui/LinkButton';
import { SkeletonRow } from '@/ui/Skeleton';
import { StatusPill } from '@/ui/StatusPill';

/** The customer's appointments from the replica: upcoming (soonest first), then past. */
export function CustomerAppointmentsTab({ customerId, locale, timeZone }: { customerId: string; locale: AppLocale; timeZone: string }) {
  const { t } = useTranslation();
  const rows = useCustomerAppointments(customerId);
  if (rows === undefined) return <SkeletonRow />;
  const now = new Date().toISOString();
  const upcoming = rows.filter((a) => a.startAt >= now).reverse();
  const past = rows.filter((a) => a.startAt < now);
  const section = (title: string, list: AppointmentRow[], empty: string) => (
    <section className="customer-section" aria-label={title}>
      <h3>{title}</h3>
      {list.length === 0 ? (
        <EmptyState variant="listbox" title={empty} />
      ) : (
        <RowList label={title}>
          {list.map((a) => (
            <RowListItem key={a.id}>
              <ListRow
                href={links.appointmentDetails(a.id)}
                title={formatDate(a.startAt, 'dateTime', { locale, timeZone })}
                description={a.notes || t(`customers.record.kind.${a.kind}`)}
                trailing={<StatusPill tone={a.status === 'CANCELLED' ? 'danger' : a.status === 'CONFIRMED' ? 'success' : 'warning'}>{t(`customers.record.status.${a.status}`)}</StatusPill>}
              />
            </RowListItem>
          ))}
        </RowList>
      )}
    </section>
  );
  return (
    <div className="customer-tab">
      <div className="customer-tab__actions">
        <LinkButton href={links.appointmentCreateFor(customerId)} icon="plus">
          {t('customers.record.bookAgain')}
        </LinkButton>
      </div>
      {section(t('customers.record.upcoming'), upcoming, t('customers.record.noUpcoming'))}
      {section(t('customers.record.past'), past, t('customers.record.noPast'))}
    </div>
  );
}
