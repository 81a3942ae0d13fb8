import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decideQuotation, quotationToCart, sendQuotation, voidInvoice } from '@/data/mutations/invoices';
import { useInvoicePending, useQuotation } from '@/data/queries/invoices';
import { useTill } from '@/data/queries/till';
import { formatDay } from '@/lib/format-date';
import { displayNumber } from '@/lib/invoices/numbering';
import { quotationStatus } from '@/lib/invoices/status';
import { links } from '@/lib/links';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { PageFrame } from '@/ui/PageFrame';
import { Link, useNavigate, useRouteParams } from '@/ui/routing';
import { StatusPill } from '@/ui/StatusPill';
import { DocumentSummary } from './DocumentSummary';
import { QuotationStatusPill } from './QuotationStatusPill';
import { ReasonModal } from './ReasonModal';
import { useBusinessDay } from './useBusinessDay';
import { PdfButton } from './PdfButton';
import './invoices.css';

/** /transactions/quotations/details/:id: send, accept (into an invoice), decline or withdraw. */
export default function QuotationDetailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useRouteParams<{ id: string }>().id ?? '';
  const details = useQuotation(id);
  const till = useTill();
  const pending = useInvoicePending(id);
  const { today } = useBusinessDay();
  const [withdrawing, setWithdrawing] = useState(false);
  if (details === null) return <PageFrame title={t('quotations.title')}><EmptyState title={t('quotations.notFound')} /></PageFrame>;
  if (details === undefined) return null;
  const { row, invoices } = details;
  const shown = displayNumber(row);
  const status = quotationStatus(row, today);
  const open = status === 'draft' || status === 'sent';
  const now = () => new Date().toISOString();
  const accept = async () => {
    await decideQuotation(row.id, { decision: 'accepted', decidedAt: now() });
    navigate(links.invoiceCreate({ fromQuotation: row.id }));
  };

  /** Accepted at the till: the buyer pays there, the quotation's lines in a new cart. */
  const toTill = async () => {
    if (!till) return;
    if (open) await decideQuotation(row.id, { decision: 'accepted', decidedAt: now() });
    await quotationToCart(row, { branchId: till.branch.id, deviceId: till.deviceId }, t('quotations.cartNote', { number: shown.number }));
    navigate(links.checkoutMenu());
  };

  return (
    <PageFrame
      title={`${t('quotations.quotation')} ${shown.number}`}
      actions={
        <>
          <PdfButton row={row} />
          {row.state === 'draft' && <Button variant="secondary" onPress={() => void sendQuotation(row.id, { issuedAt: now() })}>{t('quotations.markSent')}</Button>}
          {open && <Button onPress={() => void accept()}>{t('quotations.acceptAndInvoice')}</Button>}
          {status === 'accepted' && invoices.length === 0 && <LinkButton href={links.invoiceCreate({ fromQuotation: row.id })}>{t('quotations.makeInvoice')}</LinkButton>}
          {(open || (status === 'accepted' && invoices.length === 0)) && till && (
            <Button variant="secondary" onPress={() => void toTill()}>{t('quotations.toTill')}</Button>
          )}
          {open && <Button variant="secondary" onPress={() => void decideQuotation(row.id, { decision: 'declined', decidedAt: now() })}>{t('quotations.decline')}</Button>}
          {open && <Button variant="danger" onPress={() => setWithdrawing(true)}>{t('quotations.withdraw')}</Button>}
        </>
      }
    >
      <div className="inv-details">
        <div className="inv-card">
          <div className="inv-head">
            <QuotationStatusPill status={status} />
            {pending ? <StatusPill tone="warning">{t('invoices.waitingToSync')}</StatusPill> : <StatusPill tone="success">{t('invoices.synced')}</StatusPill>}
          </div>
          {shown.provisional ? <p>{t('quotations.provisionalNote', { number: row.provisionalNumber })}</p> : <p className="inv-muted">{t('invoices.provisionalWas', { number: row.provisionalNumber })}</p>}
          <p>{t('quotations.dates', { issued: formatDay(row.issueDate), valid: formatDay(row.dueDate) })}</p>
          {row.state === 'void' && <p>{t('quotations.withdrawnBecause', { reason: row.voidReason ?? '' })}</p>}
          {invoices.map((inv) => (
            <p key={inv.id}>
              {t('quotations.invoicedAs')} <Link href={links.invoiceDetails(inv.id)}>{displayNumber(inv).number}</Link>
            </p>
          ))}
        </div>
        <DocumentSummary row={row} />
      </div>
      {withdrawing && (
        <ReasonModal
          title={t('quotations.withdraw')}
          body={t('quotations.withdrawBody')}
          confirm={t('quotations.withdraw')}
          onConfirm={(reason) => voidInvoice(row.id, { reason, voidedAt: now() })}
          onClose={() => setWithdrawing(false)}
        />
      )}
    </PageFrame>
  );
}
