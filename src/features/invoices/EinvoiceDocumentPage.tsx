import { useTranslation } from 'react-i18next';
import { useInvoice } from '@/data/queries/invoices';
import { correctedMonth, documentMonth, einvoiceDocumentType, monthLabel } from '@/lib/einvoice/documents';
import { formatDate } from '@/lib/format-date';
import { displayNumber } from '@/lib/invoices/numbering';
import { links } from '@/lib/links';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { PageFrame } from '@/ui/PageFrame';
import { Link, useRouteParams } from '@/ui/routing';
import { SkeletonRow } from '@/ui/Skeleton';
import { DocumentSummary } from './DocumentSummary';
import { EinvoicePanel } from './EinvoicePanel';
import './invoices.css';

/** /invoice/einvoices/:id: one of the server's own e-invoice documents, its period or the document it refers to, totals and MyInvois status. */
export default function EinvoiceDocumentPage() {
  const { t } = useTranslation();
  const id = useRouteParams<{ id: string }>().id ?? '';
  const details = useInvoice(id);
  const back = <LinkButton href={links.einvoiceDocuments()} variant="secondary">{t('einvoiceDocs.backToList')}</LinkButton>;
  if (details === undefined) return <PageFrame title={t('einvoiceDocs.title')}><SkeletonRow /></PageFrame>;
  const type = details === null ? null : einvoiceDocumentType(details.row);
  if (details === null || type === null) return <PageFrame title={t('einvoiceDocs.title')} actions={back}><EmptyState title={t('einvoiceDocs.notFound')} /></PageFrame>;
  const { row, creditedInvoice } = details;
  const shown = displayNumber(row);
  const corrected = correctedMonth(row);
  const referenced = creditedInvoice === null ? null : displayNumber(creditedInvoice);

  return (
    <PageFrame title={`${t(`einvoiceDocs.type.${type}`)} ${shown.number}`} actions={back}>
      <div className="inv-details">
        <section className="inv-card" aria-labelledby="einv-doc-about">
          <h2 id="einv-doc-about">{t('einvoiceDocs.about')}</h2>
          <p>{t(`einvoiceDocs.typeHint.${type}`)}</p>
          <div className="inv-sum"><span>{t('einvoiceDocs.number')}</span><span>{shown.number}</span></div>
          {!shown.provisional && <div className="inv-sum"><span>{t('einvoiceDocs.ourReference')}</span><span>{row.provisionalNumber}</span></div>}
          <div className="inv-sum"><span>{t('einvoiceDocs.period')}</span><span>{monthLabel(documentMonth(row))}</span></div>
          {row.issuedAt && <div className="inv-sum"><span>{t('einvoiceDocs.issuedAt')}</span><span>{formatDate(row.issuedAt, 'dateTime')}</span></div>}
          {row.einvoice?.uuid && <div className="inv-sum"><span>{t('einvoiceDocs.uuid')}</span><span>{row.einvoice.uuid}</span></div>}
          {row.saleIds.length > 0 && <div className="inv-sum"><span>{t('einvoiceDocs.receipts')}</span><span>{row.saleIds.length}</span></div>}
        </section>
        {row.creditedInvoiceId !== null && (
          <section className="inv-card" aria-labelledby="einv-doc-ref">
            <h2 id="einv-doc-ref">{t('einvoiceDocs.refersTo')}</h2>
            {creditedInvoice === null || referenced === null ? (
              <p className="inv-muted">{t('einvoiceDocs.referenceNotHere')}</p>
            ) : (
              <>
                <div className="inv-sum">
                  <span>{t('einvoiceDocs.number')}</span>
                  <Link href={einvoiceDocumentType(creditedInvoice) === null ? links.invoiceDetails(creditedInvoice.id) : links.einvoiceDocument(creditedInvoice.id)}>{referenced.number}</Link>
                </div>
                {corrected !== null && <div className="inv-sum"><span>{t('einvoiceDocs.period')}</span><span>{monthLabel(corrected)}</span></div>}
                <div className="inv-sum"><span>{t('einvoiceDocs.uuid')}</span><span>{creditedInvoice.einvoice?.uuid ?? t('einvoiceDocs.uuidPending')}</span></div>
              </>
            )}
          </section>
        )}
        {row.einvoice ? <EinvoicePanel invoiceId={row.id} einvoice={row.einvoice} canCancel={row.state !== 'void'} /> : <p className="inv-muted">{t('einvoiceDocs.notEinvoiced')}</p>}
        <DocumentSummary row={row} />
      </div>
    </PageFrame>
  );
}
