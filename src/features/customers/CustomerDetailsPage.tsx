import { useTranslation } from 'react-i18next';
import { links } from '@/lib/links';
import { formatPhone } from '@/lib/phone';
import { formatDate } from '@/lib/format-date';
import { normaliseLocale } from '@/lib/locale';
import { useCustomer } from '@/data/queries/customers';
import { useSession } from '@/data/queries/session';
import { useRowPending } from '@/data/queries/pending-row';
import { PageFrame } from '@/ui/PageFrame';
import { Avatar } from '@/ui/Avatar';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { FullScreenLoader } from '@/ui/Spinner';
import { StatusPill } from '@/ui/StatusPill';
import { useRouteParams } from '@/ui/routing';
import { customerName } from './CustomerListRow';
import './customers.css';

export default function CustomerDetailsPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useRouteParams<{ id: string }>();
  const customer = useCustomer(id);
  const pending = useRowPending('customers', id);
  const session = useSession();
  const back = (
    <LinkButton href={links.customers()} variant="secondary" icon="back">
      {t('customers.back')}
    </LinkButton>
  );
  if (customer === undefined) return <FullScreenLoader />;
  if (customer === null) {
    return (
      <PageFrame title={t('customers.detailsTitle')} actions={back}>
        <EmptyState icon="users" title={t('customers.notFound')} />
      </PageFrame>
    );
  }
  const name = customerName(customer);
  const timeZone = session?.business.timeZone;
  return (
    <PageFrame title={name} actions={back}>
      <article className="customer-card">
        <div className="customer-card__head">
          <Avatar name={name} size="large" />
          <div>
            <h2 className="customer-card__name">{name}</h2>
            <p className="customer-card__since">
              {t('customers.since', { date: formatDate(customer.createdAt, 'date', { locale: normaliseLocale(i18n.language) ?? 'en', ...(timeZone ? { timeZone } : {}) }) })}
            </p>
          </div>
          <StatusPill tone={pending ? 'warning' : 'success'}>{pending ? t('customers.pendingSync') : t('customers.synced')}</StatusPill>
        </div>
        <dl className="customer-card__fields">
          <div>
            <dt>{t('customers.phone')}</dt>
            <dd>{customer.phone ? formatPhone(customer.phone) : t('customers.noPhone')}</dd>
          </div>
          <div>
            <dt>{t('customers.email')}</dt>
            <dd>{customer.email || t('customers.noEmail')}</dd>
          </div>
          {customer.notes && (
            <div>
              <dt>{t('customers.notes')}</dt>
              <dd>{customer.notes}</dd>
            </div>
          )}
        </dl>
      </article>
    </PageFrame>
  );
}
