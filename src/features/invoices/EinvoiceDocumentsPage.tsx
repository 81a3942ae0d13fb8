import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEinvoiceDocuments } from '@/data/queries/invoices';
import { EINVOICE_DOCUMENT_STATUSES, EINVOICE_DOCUMENT_TYPES, monthLabel, type EinvoiceDocumentStatus, type EinvoiceDocumentType } from '@/lib/einvoice/documents';
import { displayNumber } from '@/lib/invoices/numbering';
import { links } from '@/lib/links';
import { formatMoney } from '@/lib/money';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { PageFrame } from '@/ui/PageFrame';
import { Link } from '@/ui/routing';
import { Select } from '@/ui/Select';
import { SkeletonRow } from '@/ui/Skeleton';
import { EinvoiceStatePill } from './EinvoicePanel';
import './invoices.css';

const isType = (v: string): v is EinvoiceDocumentType => (EINVOICE_DOCUMENT_TYPES as readonly string[]).includes(v);
const isStatus = (v: string): v is EinvoiceDocumentStatus => (EINVOICE_DOCUMENT_STATUSES as readonly string[]).includes(v);

/** /invoice/einvoices: the consolidated e-invoices and refund notes the server made, by type, status and month. */
export default function EinvoiceDocumentsPage() {
  const { t } = useTranslation();
  const [type, setType] = useState<EinvoiceDocumentType | null>(null);
  const [status, setStatus] = useState<EinvoiceDocumentStatus | null>(null);
  const [month, setMonth] = useState<string | null>(null);
  const found = useEinvoiceDocuments({ type, status, month });
  const filtered = type !== null || status !== null || month !== null;

  return (
    <PageFrame title={t('einvoiceDocs.title')} actions={<LinkButton href={links.invoice()} variant="secondary">{t('einvoiceDocs.backToInvoices')}</LinkButton>}>
      <p className="inv-muted">{t('einvoiceDocs.intro')}</p>
      <div className="inv-filters">
        <Select
          label={t('einvoiceDocs.typeFilter')}
          value={type ?? ''}
          onChange={(v) => setType(isType(v) ? v : null)}
          options={[{ value: '', label: t('einvoiceDocs.allTypes') }, ...EINVOICE_DOCUMENT_TYPES.map((v) => ({ value: v, label: t(`einvoiceDocs.type.${v}`) }))]}
        />
        <Select
          label={t('einvoiceDocs.statusFilter')}
          value={status ?? ''}
          onChange={(v) => setStatus(isStatus(v) ? v : null)}
          options={[{ value: '', label: t('einvoiceDocs.allStatuses') }, ...EINVOICE_DOCUMENT_STATUSES.map((v) => ({ value: v, label: t(`einvoiceDocs.status.${v}`) }))]}
        />
        <Select
          label={t('einvoiceDocs.monthFilter')}
          value={month ?? ''}
          onChange={(v) => setMonth(v === '' ? null : v)}
          options={[{ value: '', label: t('einvoiceDocs.allMonths') }, ...(found?.months ?? []).map((m) => ({ value: m, label: monthLabel(m) }))]}
        />
      </div>
      {found === undefined && <SkeletonRow />}
      {found?.documents.length === 0 && (
        filtered ? <EmptyState title={t('einvoiceDocs.noneMatch')} /> : <EmptyState title={t('einvoiceDocs.empty')} description={t('einvoiceDocs.emptyBody')} />
      )}
      {found && found.documents.length > 0 && (
        <ul className="inv-list" aria-label={t('einvoiceDocs.title')}>
          {found.documents.map(({ row, type: docType, month: docMonth }) => {
            const shown = displayNumber(row);
            return (
              <li key={row.id}>
                <Link href={links.einvoiceDocument(row.id)} className="inv-row">
                  <span className="inv-row__main">
                    <strong>{shown.number}</strong>
                    <span className="inv-muted">{t(`einvoiceDocs.type.${docType}`)} · {monthLabel(docMonth)}</span>
                    {row.einvoice?.uuid && <span className="inv-muted">{t('einvoice.uuid', { uuid: row.einvoice.uuid })}</span>}
                  </span>
                  {row.einvoice ? <EinvoiceStatePill state={row.einvoice.state} /> : <span className="inv-muted">{t('einvoiceDocs.notEinvoiced')}</span>}
                  <strong className="inv-amount">{docType === 'consolidated' ? '' : '−'}{formatMoney(row.totals.total, row.currency)}</strong>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </PageFrame>
  );
}
