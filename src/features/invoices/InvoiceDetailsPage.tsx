import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import { ValidationError } from '@/data/errors';
import { createInvoice, issueInvoice, voidInvoice } from '@/data/mutations/invoices';
import { useDocument, useInvoice, useInvoicePending } from '@/data/queries/invoices';
import { useTill } from '@/data/queries/till';
import { formatDate, formatDay } from '@/lib/format-date';
import { creditedOf, creditLeft, creditNoteLines, isRefundNote } from '@/lib/invoices/credit';
import { displayNumber } from '@/lib/invoices/numbering';
import { balanceDue, invoiceStatus } from '@/lib/invoices/status';
import { links } from '@/lib/links';
import { formatMoney } from '@/lib/money';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { PageFrame } from '@/ui/PageFrame';
import { Link, useNavigate, useRouteParams } from '@/ui/routing';
import { StatusPill } from '@/ui/StatusPill';
import { CreditModal } from './CreditModal';
import { DocumentSummary } from './DocumentSummary';
import { EinvoicePanel } from './EinvoicePanel';
import { InvoiceStatusPill } from './InvoiceStatusPill';
import { PaymentModal } from './PaymentModal';
import { ReasonModal } from './ReasonModal';
import { useBusinessDay } from './useBusinessDay';
import { PdfButton } from './PdfButton';
import './invoices.css';

type Dialog = 'payment' | 'void' | 'credit' | null;

/** /invoice/details/:id: the document, its payments and credit notes, and what can be done next. */
export default function InvoiceDetailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useRouteParams<{ id: string }>().id ?? '';
  const details = useInvoice(id);
  const pending = useInvoicePending(id);
  const till = useTill();
  const quotation = useDocument(details?.row.quotationId ?? null);
  const { today } = useBusinessDay();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  if (details === null) return <PageFrame title={t('invoices.title')}><EmptyState title={t('invoices.notFound')} /></PageFrame>;
  if (details === undefined) return null;
  const { row, creditNotes, credited, creditedInvoice } = details;
  const money = (m: number) => formatMoney(m, row.currency);
  const shown = displayNumber(row);
  const status = invoiceStatus(row, today, credited);
  const owed = balanceDue(row, credited);
  const isInvoice = row.kind === 'invoice';
  // A refund's refund note credits the invoice as a credit note does: both count against its total.
  const creditedParts = creditedOf(creditNotes, row.id);
  const left = creditLeft(row.totals.total, creditedParts);
  const now = () => new Date().toISOString();

  const issue = async () => {
    try {
      await issueInvoice(row.id, { issuedAt: now() });
    } catch (e) {
      if (!(e instanceof ValidationError)) throw e;
      setActionError(Object.values(e.fieldErrors)[0] ?? 'validation.invalid');
    }
  };
  const credit = async (amount: number, reason: string) => {
    if (!till) return;
    const creditId = await createInvoice(
      {
        branchId: row.branchId, kind: 'creditNote', state: 'issued', customerId: row.customerId, buyer: row.buyer, currency: row.currency,
        issueDate: today, dueDate: today, lines: creditNoteLines(row, creditedParts, amount, () => uuidv7()), discountBp: 0, taxBp: row.taxBp,
        notes: reason, creditedInvoiceId: row.id, quotationId: null, saleIds: [],
      },
      { deviceId: till.deviceId, deviceCode: till.deviceCode, branchCode: till.branch.code },
    );
    navigate(links.invoiceDetails(creditId));
  };

  return (
    <PageFrame
      title={`${isInvoice ? t('invoices.invoice') : t('invoices.creditNote')} ${shown.number}`}
      actions={
        <div className="inv-actions">
          <PdfButton row={row} />
          {row.state === 'draft' && <Button onPress={() => void issue()}>{t('invoices.issue')}</Button>}
          {isInvoice && row.state === 'issued' && owed > 0 && <Button onPress={() => setDialog('payment')}>{t('invoices.recordPayment')}</Button>}
          {isInvoice && row.state === 'issued' && left > 0 && till && (
            <Button variant="secondary" onPress={() => setDialog('credit')}>{t('invoices.issueCreditNote')}</Button>
          )}
          {row.state !== 'void' && row.payments.length === 0 && <Button variant="danger" onPress={() => setDialog('void')}>{t('invoices.void')}</Button>}
        </div>
      }
    >
      <div className="inv-details">
        <div className="inv-card">
          <div className="inv-head">
            <InvoiceStatusPill status={status} />
            {pending ? <StatusPill tone="warning">{t('invoices.waitingToSync')}</StatusPill> : <StatusPill tone="success">{t('invoices.synced')}</StatusPill>}
          </div>
          {shown.provisional ? (
            <p>{t('invoices.provisionalNote', { number: row.provisionalNumber })}</p>
          ) : (
            <p className="inv-muted">{t('invoices.provisionalWas', { number: row.provisionalNumber })}</p>
          )}
          <p>{t('invoices.dates', { issued: formatDay(row.issueDate), due: formatDay(row.dueDate) })}</p>
          {row.state === 'void' && <p>{t('invoices.voidedBecause', { reason: row.voidReason ?? '' })}</p>}
          {quotation && (
            <p>
              {t('invoices.fromQuotation')} <Link href={links.transactionQuotationDetails(quotation.id)}>{displayNumber(quotation).number}</Link>
            </p>
          )}
          {creditedInvoice && (
            <p>
              {t('invoices.credits')} <Link href={links.invoiceDetails(creditedInvoice.id)}>{displayNumber(creditedInvoice).number}</Link>
            </p>
          )}
          {actionError && <p role="alert">{t(actionError)}</p>}
        </div>
        <DocumentSummary row={row} />
        {row.einvoice && <EinvoicePanel invoiceId={row.id} einvoice={row.einvoice} canCancel={row.state !== 'void'} />}
        {isInvoice && (
          <section className="inv-card" aria-labelledby="inv-d-pay">
            <h2 id="inv-d-pay">{t('invoices.payments')}</h2>
            {row.payments.length === 0 && <p className="inv-muted">{t('invoices.noPayments')}</p>}
            {row.payments.map((p) => (
              <div className="inv-sum" key={p.paymentId}>
                <span>{`${formatDate(p.paidAt, 'dateTime')} · ${t(`invoices.methods.${p.method}`)}${p.reference ? ` · ${p.reference}` : ''}`}</span>
                <span>{money(p.amount)}</span>
              </div>
            ))}
            {creditNotes.filter((n) => n.state === 'issued').map((n) => (
              <div className="inv-sum" key={n.id}>
                <Link href={links.invoiceDetails(n.id)}>{`${isRefundNote(n) ? t('einvoiceDocs.type.refundNote') : t('invoices.creditNote')} ${displayNumber(n).number}`}</Link>
                <span>{money(n.totals.total)}</span>
              </div>
            ))}
            <div className="inv-sum inv-sum--total"><span>{t('invoices.balanceDue')}</span><span>{money(owed)}</span></div>
            {row.state === 'issued' && (
              <div className="inv-sum">
                <span>
                  {t('invoices.creditLeft')}
                  <span className="inv-muted inv-credit-hint">{t('invoices.creditLeftHint')}</span>
                </span>
                <span data-testid="inv-credit-left">{money(left)}</span>
              </div>
            )}
          </section>
        )}
      </div>
      {dialog === 'payment' && <PaymentModal invoice={row} owed={owed} onClose={() => setDialog(null)} />}
      {dialog === 'void' && (
        <ReasonModal
          title={t('invoices.void')}
          body={t('invoices.voidBody')}
          confirm={t('invoices.confirmVoid')}
          onConfirm={(reason) => voidInvoice(row.id, { reason, voidedAt: now() })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'credit' && <CreditModal currency={row.currency} left={left} onConfirm={credit} onClose={() => setDialog(null)} />}
    </PageFrame>
  );
}
