import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerRow } from '@/lib/api-types';
import { links } from '@/lib/links';
import { formatPhone } from '@/lib/phone';
import { customerTag } from '@/lib/customers/tags';
import { customerDisplayName } from '@/lib/privacy/erased';
import { Avatar } from '@/ui/Avatar';
import { Link } from '@/ui/routing';

function CustomerListRowView({ customer }: { customer: CustomerRow }) {
  const { t } = useTranslation();
  const name = customerDisplayName(customer, t);
  return (
    <Link href={links.customerDetails(customer.id)} className="customer-row">
      <Avatar name={name} size="medium" />
      <span className="customer-row__main">
        <span className="customer-row__name">{name}</span>
        <span className="customer-row__meta">
          {customer.phone ? formatPhone(customer.phone) : t('customers.noPhone')} · {customer.email || t('customers.noEmail')}
        </span>
      </span>
      <span className="customer-row__tag">{t(`customers.tags.${customerTag(customer, new Date())}`)}</span>
    </Link>
  );
}

const SHOWN = ['id', 'firstName', 'lastName', 'phone', 'email', 'visitsCount', 'lastVisitAt', 'erasedAt'] as const;

/**
 * Each live-query answer brings new row objects; a row re-renders only when what it shows
 * changed, not on every write elsewhere in the list.
 */
export const CustomerListRow = memo(CustomerListRowView, (a, b) => SHOWN.every((k) => a.customer[k] === b.customer[k]));
