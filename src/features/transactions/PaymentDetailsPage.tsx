import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDiscounts } from '@/data/queries/catalogue';
import { useRowPending } from '@/data/queries/pending-row';
import { useRefundsOf, useSale } from '@/data/queries/sales';
import { useSalePackageSessions, type LineSession } from '@/data/queries/packages';
import { useSalePoints } from '@/data/queries/rewards';
import { receiptLabels } from '@/lib/checkout/print-receipt';
import { pointsParts } from '@/lib/checkout/receipt-layout';
import { changeDue } from '@/lib/checkout/payments';
import { canRefundSale } from '@/lib/checkout/refund-rules';
import { computeTotals } from '@/lib/checkout/totals';
import { formatDate } from '@/lib/format-date';
import { links } from '@/lib/links';
import { formatMoney } from '@/lib/money';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { LineContents } from '@/ui/LineContents';
import { LinkButton } from '@/ui/LinkButton';
import { PageFrame } from '@/ui/PageFrame';
import { Link, useRouteParams } from '@/ui/routing';
import { StatusPill } from '@/ui/StatusPill';
import { DiscountUsed } from './DiscountUsed';
import { RefundModal } from './RefundModal';
import './transactions.css';

/** A line paid by a package session: which package, what was left after it, linking to the customer's record. */
function SessionNote({ session, customerId }: { session: LineSession | undefined; customerId: string | null }) {
  const { t } = useTranslation();
  if (session === undefined || customerId === null) return null;
  return (
    <p className="muted">
      <Link href={links.customerDetails(customerId)}>{t('packages.receiptLine', { name: session.name, left: session.left, bought: session.bought })}</Link>
    </p>
  );
}

export default function PaymentDetailsPage() {
  const { t } = useTranslation();
  const id = useRouteParams<{ id: string }>().id ?? null;
  const sale = useSale(id);
  const refunds = useRefundsOf(id);
  const pending = useRowPending('sales', id);
  const sessions = useSalePackageSessions(sale);
  const points = useSalePoints(sale);
  const discounts = useDiscounts();
  const [refund, setRefund] = useState<'refund' | 'void' | null>(null);
  if (sale === null) return <PageFrame title={t('transactions.payments')}><EmptyState title={t('checkout.noSale')} /></PageFrame>;
  if (!sale) return null;
  const money = (m: number) => formatMoney(m, sale.currency);
  const refunded = (refunds ?? []).reduce((a, r) => a + r.amount, 0);
  const amounts = computeTotals({ lines: sale.lines, cartDiscount: sale.cartDiscount, tip: 0, rates: sale.rates }).lines;
  const discountNames = new Map((discounts ?? []).map((d) => [d.id, d.name]));
  return (
    <PageFrame
      title={sale.receiptNumber}
      actions={
        <>
          <LinkButton href={links.transactionPaymentReceipt(sale.id)} variant="secondary" icon="file">{t('transactions.viewReceipt')}</LinkButton>
          {canRefundSale({ ...sale, total: sale.totals.total }, refunds ?? []) && (
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
          {sale.lines.map((l, i) => (
            <div key={l.id}>
              <div className="tx-line"><span>{`${l.quantity} × ${l.name}`}</span><span>{money(l.packageHoldingId === undefined ? l.unitPrice * l.quantity : 0)}</span></div>
              <DiscountUsed discount={l.discount} label="line" amount={amounts[i]?.itemDiscount ?? 0} names={discountNames} money={money} />
              <LineContents label={t('checkout.packageContents', { name: l.name })} items={(l.contents ?? []).map((c) => t('checkout.packageItem', { name: c.name, count: c.sessions }))} />
              <SessionNote session={sessions?.get(l.id)} customerId={sale.customerId} />
            </div>
          ))}
          <DiscountUsed discount={sale.cartDiscount} label="cart" amount={amounts.reduce((a, l) => a + l.cartDiscount, 0)} names={discountNames} money={money} />
          <div className="tx-line"><strong>{t('receipt.total')}</strong><strong>{money(sale.totals.total)}</strong></div>
        </section>
        <section className="tx-card" aria-labelledby="tx-pay"><h2 id="tx-pay">{t('checkout.payments')}</h2>
          {sale.payments.map((p) => <div key={p.id} className="tx-line"><span>{t(`checkout.methods.${p.method}`)}{p.reference ? ` (${p.reference})` : ''}</span><span>{money(p.amount)}</span></div>)}
          {changeDue(sale.payments) > 0 && <div className="tx-line"><span>{t('receipt.change')}</span><span>{money(changeDue(sale.payments))}</span></div>}
        </section>
        {points && (
          <section className="tx-card" aria-labelledby="tx-points"><h2 id="tx-points">{t('checkout.methods.points')}</h2>
            {pointsParts(points, receiptLabels(t)).map((parts) => <p key={parts[0]}>{parts.join(' · ')}</p>)}
          </section>
        )}
        {refunds && refunds.length > 0 && (
          <section className="tx-card" aria-labelledby="tx-refunds"><h2 id="tx-refunds">{t('transactions.refunds')}</h2>
            {refunds.map((r) => <div key={r.id} className="tx-line"><span>{`${t(r.kind === 'void' ? 'transactions.voidSale' : 'transactions.refund')}: ${r.reason}`}</span><span>{money(r.amount === 0 ? 0 : -r.amount)}</span></div>)}
          </section>
        )}
      </div>
      {refund && <RefundModal sale={sale} refunded={refunded} earlierRefunds={refunds?.length ?? 0} kind={refund} onClose={() => setRefund(null)} />}
    </PageFrame>
  );
}
