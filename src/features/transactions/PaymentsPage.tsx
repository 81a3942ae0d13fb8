import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInTimeZone } from 'date-fns-tz';
import { usePendingIds, useSales } from '@/data/queries/sales';
import { useSession } from '@/data/queries/session';
import { PAYMENT_METHODS, type PaymentMethod } from '@/lib/checkout/settings';
import { formatDate, toAppLocale } from '@/lib/format-date';
import { links } from '@/lib/links';
import { DEFAULT_CURRENCY, formatMoney } from '@/lib/money';
import { Button } from '@/ui/Button';
import { DateRangePicker } from '@/ui/DateRangePicker';
import { EmptyState } from '@/ui/EmptyState';
import { PageFrame } from '@/ui/PageFrame';
import { Link, useNavigate, useSearchParams } from '@/ui/routing';
import { SearchBox } from '@/ui/SearchBox';
import { Select } from '@/ui/Select';
import { SkeletonRow } from '@/ui/Skeleton';
import { StatusPill } from '@/ui/StatusPill';
import { daysToInstants, rangeFromQuery, rangeToQuery, type PaymentsRange } from './range-param';
import './transactions.css';

const isMethod = (v: string | null): v is PaymentMethod => v !== null && (PAYMENT_METHODS as readonly string[]).includes(v);

/** /transactions/payments: sales in a date range (kept in the address), by method and receipt number. */
export default function PaymentsPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const query = useSearchParams();
  const timeZone = session?.business.timeZone || 'Asia/Kuala_Lumpur';
  const currency = session?.business.currency || DEFAULT_CURRENCY;
  const today = formatInTimeZone(new Date(), timeZone, 'yyyy-MM-dd');
  const queryText = query.toString();
  const range = useMemo(() => rangeFromQuery(new URLSearchParams(queryText), today), [queryText, today]);
  const methodParam = query.get('method');
  const method = isMethod(methodParam) ? methodParam : null;
  const [search, setSearch] = useState('');
  const bounds = useMemo(() => (range === 'all' ? {} : daysToInstants(range.start, range.end, timeZone)), [range, timeZone]);
  const sales = useSales({ ...bounds, method, search });
  const pending = usePendingIds('sales');

  const go = (next: { range?: PaymentsRange; method?: PaymentMethod | null }) => {
    const r = next.range ?? range;
    const m = next.method === undefined ? method : next.method;
    navigate(links.transactionsPayments({ ...rangeToQuery(r), ...(m ? { method: m } : {}) }), { replace: true });
  };

  return (
    <PageFrame title={t('transactions.payments')}>
      <div className="tx-filters tx-filters--inline">
        <DateRangePicker label={t('transactions.period')} value={range === 'all' ? null : range} onChange={(r) => go({ range: r })} today={today} />
        {range !== 'all' && <Button variant="ghost" onPress={() => go({ range: 'all' })}>{t('transactions.allDates')}</Button>}
        <Select label={t('checkout.paymentMethod')} labelHidden value={method ?? ''} onChange={(v) => go({ method: isMethod(v) ? v : null })}
          options={[{ value: '', label: t('transactions.allMethods') }, ...PAYMENT_METHODS.map((m) => ({ value: m, label: t(`checkout.methods.${m}`) }))]} />
        <SearchBox label={t('transactions.searchReceipt')} onSearch={setSearch} />
      </div>
      {sales === undefined && <SkeletonRow />}
      {sales && sales.length === 0 && <EmptyState variant="table" title={t('transactions.noPayments')} description={t('transactions.noPaymentsBody')} />}
      {sales && sales.length > 0 && (
        <ul className="tx-list" aria-label={t('transactions.payments')}>
          {sales.map((s) => (
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
      )}
    </PageFrame>
  );
}
