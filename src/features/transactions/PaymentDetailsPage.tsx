import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRowPending } from '@/data/queries/pending-row';
import { useRefundsOf, useSale } from '@/data/queries/sales';
import { changeDue } from '@/lib/checkout/payments';
import { formatDate } from '@/lib/format-date';
import { links } from '@/lib/links';
import { formatMoney } from '@/lib/money';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { LineContents } from '@/ui/LineContents';
import { LinkButton } from '@/ui/LinkButton';
import { PageFrame } from '@/ui/PageFrame';
import { useRouteParams } from '@/ui/routing';
import { StatusPill } from '@/ui/StatusPill';
import { RefundModal } from './RefundModal';
import './transactions.css';

export default function PaymentDetailsPage() {
  const { t } = useTranslation();
  const id = useRouteParams<{ id: string }>().id ?? null;
  const sale = useSale(id);
  const refunds = useRefundsOf(id);
  const pending = useRowPending('sales', id);
  const [refund, setRefund] = useState<'refund' | 'void' | null>(null);
  if (sale === null) return <PageFrame title={t('transactions.payments')}><EmptyState title={t('checkout.noSale')} /></PageFrame>;
  if (!sale) return null;
  const money = (m: number) => formatMoney(m, sale.currency);
  const refunded = (refunds ?? []).reduce((a, r) => a + r.amount, 0);
  return (
    <PageFrame
      title={sale.receiptNumber}
      actions={
        <>
          <LinkButton href={links.transactionPaymentReceipt(sale.id)} variant="secondary" icon="file">{t('transactions.viewReceipt')}</LinkButton>
          {refunded < sale.totals.total && (
            <>
              <Button variant="secondary" onPress={() => setRefund('refund')}>{t('transactions.refund')}</Button>
              <Button variant="danger" onPress={() => setRefund('void')}>{t('transactions.voidSale')}</Button>
            </>
          )}
        </>
      }
    >
      <div className="tx-details">
        <div className="tx-card">
          <p>{formatDate(sale.soldAt, 'dateTime')}</p>
          {pending ? <StatusPill tone="warning">{t('transactions.waitingToSync')}</StatusPill> : <StatusPill tone="success">{t('transactions.synced')}</StatusPill>}
          {sale.anomalies.map((a) => <StatusPill key={a} tone="danger">{t(`transactions.anomalies.${a}`)}</StatusPill>)}
        </div>
        <section className="tx-card" aria-labelledby="tx-items"><h2 id="tx-items">{t('transactions.items')}</h2>
          {sale.lines.map((l) => (
            <div key={l.id}>
              <div className="tx-line"><span>{`${l.quantity} × ${l.name}`}</span><span>{money(l.unitPrice * l.quantity)}</span></div>
              <LineContents label={t('checkout.packageContents', { name: l.name })} items={(l.contents ?? []).map((c) => t('checkout.packageItem', { name: c.name, count: c.sessions }))} />
            </div>
          ))}
          <div className="tx-line"><strong>{t('receipt.total')}</strong><strong>{money(sale.totals.total)}</strong></div>
        </section>
        <section className="tx-card" aria-labelledby="tx-pay"><h2 id="tx-pay">{t('checkout.payments')}</h2>
          {sale.payments.map((p) => <div key={p.id} className="tx-line"><span>{t(`checkout.methods.${p.method}`)}{p.reference ? ` (${p.reference})` : ''}</span><span>{money(p.amount)}</span></div>)}
          {changeDue(sale.payments) > 0 && <div className="tx-line"><span>{t('receipt.change')}</span><span>{money(changeDue(sale.payments))}</span></div>}
        </section>
        {refunds && refunds.length > 0 && (
          <section className="tx-card" aria-labelledby="tx-refunds"><h2 id="tx-refunds">{t('transactions.refunds')}</h2>
            {refunds.map((r) => <div key={r.id} className="tx-line"><span>{`${t(r.kind === 'void' ? 'transactions.voidSale' : 'transactions.refund')}: ${r.reason}`}</span><span>{money(-r.amount)}</span></div>)}
          </section>
        )}
      </div>
      {refund && <RefundModal sale={sale} refunded={refunded} kind={refund} onClose={() => setRefund(null)} />}
    </PageFrame>
  );
}
