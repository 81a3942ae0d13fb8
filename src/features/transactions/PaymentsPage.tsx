import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePendingIds, useSales } from '@/data/queries/sales';
import { useSession } from '@/data/queries/session';
import { PAYMENT_METHODS, type PaymentMethod } from '@/lib/checkout/settings';
import { formatDate, toAppLocale } from '@/lib/format-date';
import { links } from '@/lib/links';
import { DEFAULT_CURRENCY, formatMoney } from '@/lib/money';
import { EmptyState } from '@/ui/EmptyState';
import { PageFrame } from '@/ui/PageFrame';
import { Link } from '@/ui/routing';
import { SearchBox } from '@/ui/SearchBox';
import { Select } from '@/ui/Select';
import { StatusPill } from '@/ui/StatusPill';
import { localDayRange } from './day-range';
import './transactions.css';

type Period = 'today' | 'all';

export default function PaymentsPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const timeZone = session?.business.timeZone || 'Asia/Kuala_Lumpur';
  const currency = session?.business.currency || DEFAULT_CURRENCY;
  const [period, setPeriod] = useState<Period>('today');
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [search, setSearch] = useState('');
  const range = useMemo(() => (period === 'today' ? localDayRange(new Date(), timeZone) : {}), [period, timeZone]);
  const sales = useSales({ ...range, method, search });
  const pending = usePendingIds('sales');
  return (
    <PageFrame title={t('transactions.payments')}>
      <div className="tx-filters">
        <SearchBox label={t('transactions.searchReceipt')} onSearch={setSearch} />
        <Select label={t('transactions.period')} value={period} onChange={(v) => setPeriod(v === 'all' ? 'all' : 'today')}
          options={[{ value: 'today', label: t('transactions.today') }, { value: 'all', label: t('transactions.allTime') }]} />
        <Select label={t('checkout.paymentMethod')} value={method ?? ''} onChange={(v) => setMethod(v === '' ? null : (v as PaymentMethod))}
          options={[{ value: '', label: t('transactions.allMethods') }, ...PAYMENT_METHODS.map((m) => ({ value: m, label: t(`checkout.methods.${m}`) }))]} />
      </div>
      {sales && sales.length === 0 && <EmptyState variant="table" title={t('transactions.noPayments')} />}
      <ul className="tx-list" aria-label={t('transactions.payments')}>
        {(sales ?? []).map((s) => (
          <li key={s.id}>
            <Link href={links.transactionPaymentDetails(s.id)} className="tx-row">
              <span className="tx-row__main">
                <strong>{s.receiptNumber}</strong>
                <span className="muted">{formatDate(s.soldAt, 'dateTime', { timeZone, locale: toAppLocale(i18n.language) })}</span>
              </span>
              <span className="muted">{[...new Set(s.payments.map((p) => t(`checkout.methods.${p.method}`)))].join(', ')}</span>
              {pending?.has(s.id) && <StatusPill tone="warning">{t('transactions.waitingToSync')}</StatusPill>}
              {s.anomalies.length > 0 && <StatusPill tone="danger">{t('transactions.needsReview')}</StatusPill>}
              <strong>{formatMoney(s.totals.total, currency)}</strong>
            </Link>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
