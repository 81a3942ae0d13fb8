import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuotations } from '@/data/queries/invoices';
import { formatDay } from '@/lib/format-date';
import { displayNumber } from '@/lib/invoices/numbering';
import { QUOTATION_STATUSES, type QuotationStatus } from '@/lib/invoices/status';
import { links } from '@/lib/links';
import { formatMoney } from '@/lib/money';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { PageFrame } from '@/ui/PageFrame';
import { Link } from '@/ui/routing';
import { SearchBox } from '@/ui/SearchBox';
import { Select } from '@/ui/Select';
import { SkeletonRow } from '@/ui/Skeleton';
import { QuotationStatusPill } from './QuotationStatusPill';
import { useBusinessDay } from './useBusinessDay';
import './invoices.css';

const isStatus = (v: string): v is QuotationStatus => (QUOTATION_STATUSES as readonly string[]).includes(v);

/** /transactions/quotations: quotations by status, number or buyer. */
export default function QuotationsPage() {
  const { t } = useTranslation();
  const { today } = useBusinessDay();
  const [status, setStatus] = useState<QuotationStatus | null>(null);
  const [search, setSearch] = useState('');
  const items = useQuotations(status, search, today);
  const create = links.invoiceCreate({ as: 'quotation' });
  return (
    <PageFrame title={t('quotations.title')} actions={<LinkButton href={create} icon="plus">{t('quotations.new')}</LinkButton>}>
      <div className="inv-filters">
        <Select
          label={t('invoices.statusFilter')}
          value={status ?? ''}
          onChange={(v) => setStatus(isStatus(v) ? v : null)}
          options={[{ value: '', label: t('invoices.allStatuses') }, ...QUOTATION_STATUSES.map((s) => ({ value: s, label: t(`quotations.status.${s}`) }))]}
        />
        <SearchBox label={t('quotations.search')} placeholder={t('invoices.searchPlaceholder')} onSearch={setSearch} />
      </div>
      {items === undefined && <SkeletonRow />}
      {items?.length === 0 && <EmptyState title={t('quotations.empty')} description={t('quotations.emptyBody')} action={<LinkButton href={create}>{t('quotations.new')}</LinkButton>} />}
      {items && items.length > 0 && (
        <ul className="inv-list" aria-label={t('quotations.title')}>
          {items.map(({ row, status: s }) => (
            <li key={row.id}>
              <Link href={links.transactionQuotationDetails(row.id)} className="inv-row">
                <span className="inv-row__main">
                  <strong>{displayNumber(row).number}</strong>
                  <span className="inv-muted">{[row.buyer.company, row.buyer.name].filter((v) => v !== '').join(' · ')}</span>
                </span>
                <span className="inv-muted">{t('quotations.validUntilDay', { day: formatDay(row.dueDate) })}</span>
                <QuotationStatusPill status={s} />
                <strong className="inv-amount">{formatMoney(row.totals.total, row.currency)}</strong>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
