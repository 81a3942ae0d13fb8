import { useTranslation } from 'react-i18next';
import type { InvoiceRow } from '@/lib/invoices/rows';
import { formatMoney } from '@/lib/money';

/** Who a document is for, its lines and totals: the same on an invoice, credit note or quotation. */
export function DocumentSummary({ row }: { row: InvoiceRow }) {
  const { t } = useTranslation();
  const money = (m: number) => formatMoney(m, row.currency);
  return (
    <>
      <section className="inv-card" aria-labelledby="inv-d-buyer">
        <h2 id="inv-d-buyer">{t('invoices.buyer')}</h2>
        <p>{[row.buyer.company, row.buyer.name].filter((v) => v !== '').join(' · ')}</p>
        {(row.buyer.email !== '' || row.buyer.phone !== '') && <p className="inv-muted">{[row.buyer.email, row.buyer.phone].filter((v) => v !== '').join(' · ')}</p>}
        {row.buyer.address !== '' && <p className="inv-muted">{row.buyer.address}</p>}
      </section>
      <section className="inv-card" aria-labelledby="inv-d-items">
        <h2 id="inv-d-items">{t('invoices.items')}</h2>
        {row.lines.map((l) => (
          <div className="inv-sum" key={l.id}>
            <span>{`${l.quantity} × ${l.description}`}{l.discountBp > 0 ? ` (−${l.discountBp / 100}%)` : ''}</span>
            <span>{money(l.unitPrice * l.quantity)}</span>
          </div>
        ))}
        <div className="inv-sum"><span>{t('invoices.subtotal')}</span><span>{money(row.totals.subtotal)}</span></div>
        {row.totals.discount > 0 && <div className="inv-sum"><span>{t('invoices.discount')}</span><span>−{money(row.totals.discount)}</span></div>}
        <div className="inv-sum"><span>{t('invoices.sstAmount', { rate: row.taxBp / 100 })}</span><span>{money(row.totals.tax)}</span></div>
        <div className="inv-sum inv-sum--total"><span>{t('invoices.total')}</span><span>{money(row.totals.total)}</span></div>
        {row.notes !== '' && <p className="inv-muted">{row.notes}</p>}
      </section>
    </>
  );
}
