import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/data/queries/access';
import { useInvoices } from '@/data/queries/invoices';
import { formatDay } from '@/lib/format-date';
import { displayNumber } from '@/lib/invoices/numbering';
import { INVOICE_STATUSES, type InvoiceStatus } from '@/lib/invoices/status';
import { links } from '@/lib/links';
import { formatMoney } from '@/lib/money';
import type { DateRangeValue } from '@/lib/date-range';
import { Button } from '@/ui/Button';
import { DateRangePicker } from '@/ui/DateRangePicker';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { PageFrame } from '@/ui/PageFrame';
import { Link } from '@/ui/routing';
import { SearchBox } from '@/ui/SearchBox';
import { Select } from '@/ui/Select';
import { SkeletonRow } from '@/ui/Skeleton';
import { InvoiceStatusPill } from './InvoiceStatusPill';
import { useBusinessDay } from './useBusinessDay';
import './invoices.css';

const isStatus = (v: string): v is InvoiceStatus => (INVOICE_STATUSES as readonly string[]).includes(v);

/** /invoice: invoices and credit notes by status, buyer or number, and issue days. */
export default function InvoicesPage() {
  const { t } = useTranslation();
  const { today } = useBusinessDay();
  const [status, setStatus] = useState<InvoiceStatus | null>(null);
  const [search, setSearch] = useState('');
  const [range, setRange] = useState<DateRangeValue | null>(null);
  const einvoicing = useAccess()?.features.einvoice === true;
  const items = useInvoices({ status, search, from: range?.start ?? null, to: range?.end ?? null }, today);

  return (
    <PageFrame
      title={t('invoices.title')}
      actions={
        <>
          {einvoicing && <LinkButton href={links.einvoiceDocuments()} variant="secondary">{t('einvoiceDocs.title')}</LinkButton>}
          <LinkButton href={links.invoiceCreate()} icon="plus">{t('invoices.new')}</LinkButton>
        </>
      }
    >
      <div className="inv-filters">
        <Select
          label={t('invoices.statusFilter')}
          value={status ?? ''}
          onChange={(v) => setStatus(isStatus(v) ? v : null)}
          options={[{ value: '', label: t('invoices.allStatuses') }, ...INVOICE_STATUSES.map((s) => ({ value: s, label: t(`invoices.status.${s}`) }))]}
        />
        <SearchBox label={t('invoices.search')} placeholder={t('invoices.searchPlaceholder')} onSearch={setSearch} />
        <DateRangePicker label={t('invoices.issuedBetween')} value={range} onChange={setRange} today={today} />
        {range !== null && <Button variant="ghost" onPress={() => setRange(null)}>{t('invoices.allDates')}</Button>}
      </div>
      {items === undefined && <SkeletonRow />}
      {items?.length === 0 && (
        <EmptyState
          title={t('invoices.empty')}
          description={t('invoices.emptyBody')}
          action={<LinkButton href={links.invoiceCreate()}>{t('invoices.new')}</LinkButton>}
        />
      )}
      {items && items.length > 0 && (
        <ul className="inv-list" aria-label={t('invoices.title')}>
          {items.map(({ row, status: s }) => {
            const shown = displayNumber(row);
            return (
              <li key={row.id}>
                <Link href={links.invoiceDetails(row.id)} className="inv-row">
                  <span className="inv-row__main">
                    <strong>
                      {row.kind === 'creditNote' ? `${t('invoices.creditNote')} ` : ''}
                      {shown.number}
                    </strong>
                    <span className="inv-muted">{[row.buyer.company, row.buyer.name].filter((v) => v !== '').join(' · ')}</span>
                  </span>
                  <span className="inv-muted">{formatDay(row.issueDate)}</span>
                  {shown.provisional && <span className="inv-muted">{t('invoices.provisional')}</span>}
                  <InvoiceStatusPill status={s} />
                  <strong className="inv-amount">{formatMoney(row.totals.total, row.currency)}</strong>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </PageFrame>
  );
}
