import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenAnomalyCount, useRefundsBetween, useSales } from '@/data/queries/sales';
import { useSession } from '@/data/queries/session';
import { PAYMENT_METHODS } from '@/lib/checkout/settings';
import { totalsByMethod } from '@/lib/checkout/payments';
import { links } from '@/lib/links';
import { DEFAULT_CURRENCY, formatMoney } from '@/lib/money';
import { DonutChart } from '@/ui/charts/DonutChart';
import { LinkButton } from '@/ui/LinkButton';
import { PageFrame } from '@/ui/PageFrame';
import { useNavigate, useSearchParams } from '@/ui/routing';
import { Tabs } from '@/ui/Tabs';
import { AnomaliesPanel } from './AnomaliesPanel';
import { localDayRange } from './day-range';
import './transactions.css';

const COLORS = ['#1f5fbf', '#1d7a46', '#a35c00', '#7a3db8', '#c0322b', '#5a5a64'];

type Tab = 'today' | 'review';

/**
 * /transactions/overview: today's money by payment method from the replica (works offline), and
 * a "For review" tab (?tab=review) with what the server flagged on sales.
 */
export default function OverviewPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const tab: Tab = useSearchParams().get('tab') === 'review' ? 'review' : 'today';
  const currency = session?.business.currency || DEFAULT_CURRENCY;
  const timeZone = session?.business.timeZone || 'Asia/Kuala_Lumpur';
  const money = (m: number) => formatMoney(m, currency);
  const open = useOpenAnomalyCount();
  return (
    <PageFrame title={t('transactions.overview')} actions={<LinkButton href={links.transactionsPayments()} variant="secondary">{t('transactions.payments')}</LinkButton>}>
      <Tabs
        label={t('transactions.overview')}
        selectedKey={tab}
        onSelectionChange={(id) => navigate(links.transactionsOverview(id === 'review' ? 'review' : undefined), { replace: true })}
        items={[
          { id: 'today', label: t('transactions.today'), content: <Today timeZone={timeZone} money={money} /> },
          {
            id: 'review',
            label: open ? t('transactions.review.tabCount', { count: open }) : t('transactions.review.tab'),
            content: <AnomaliesPanel timeZone={timeZone} money={money} />,
          },
        ]}
      />
    </PageFrame>
  );
}

function Today({ timeZone, money }: { timeZone: string; money: (minor: number) => string }) {
  const { t } = useTranslation();
  const range = useMemo(() => localDayRange(new Date(), timeZone), [timeZone]);
  const sales = useSales(range);
  const refunds = useRefundsBetween(range.from, range.to);
  const byMethod = useMemo(() => totalsByMethod((sales ?? []).flatMap((s) => s.payments)), [sales]);
  const taken = [...byMethod.values()].reduce((a, b) => a + b, 0);
  const refunded = (refunds ?? []).reduce((a, r) => a + r.amount, 0);
  return (
    <>
      <div className="tx-stats">
        <div className="tx-stat"><span>{t('transactions.salesToday')}</span><strong data-testid="sales-count">{sales?.length ?? 0}</strong></div>
        <div className="tx-stat"><span>{t('transactions.takenToday')}</span><strong data-testid="taken-today">{money(taken)}</strong></div>
        <div className="tx-stat"><span>{t('transactions.refundedToday')}</span><strong>{money(refunded)}</strong></div>
        <div className="tx-stat"><span>{t('transactions.netToday')}</span><strong>{money(taken - refunded)}</strong></div>
      </div>
      <div className="tx-overview">
        <table className="tx-table">
          <caption>{t('transactions.byMethod')}</caption>
          <tbody>
            {PAYMENT_METHODS.map((m) => (
              <tr key={m}><th scope="row">{t(`checkout.methods.${m}`)}</th><td>{money(byMethod.get(m) ?? 0)}</td></tr>
            ))}
          </tbody>
        </table>
        {taken > 0 && (
          <DonutChart label={t("transactions.byMethod")} formatValue={(v) => money(Math.round(v * 100))}
            items={PAYMENT_METHODS.filter((m) => (byMethod.get(m) ?? 0) > 0).map((m, i) => ({ title: t(`checkout.methods.${m}`), value: (byMethod.get(m) ?? 0) / 100, color: COLORS[i] ?? '#888888' }))} />
        )}
      </div>
    </>
  );
}
