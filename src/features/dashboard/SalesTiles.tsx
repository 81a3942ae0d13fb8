import { useTranslation } from 'react-i18next';
import { useRollups } from '@/data/queries/reports';
import { links } from '@/lib/links';
import { formatMoney } from '@/lib/money';
import { formatPercent } from '@/lib/percent';
import { changeBp, netSales, sumOf } from '@/lib/reports/aggregate';
import { shiftDay } from '@/lib/reports/local-day';
import { StatCard } from './StatCard';

export interface SalesTileProps {
  branchId: string | null;
  today: string;
  currency: string;
}

/** Today's net sales against the same weekday last week. */
export function SalesTodayCard({ branchId, today, currency }: SalesTileProps) {
  const { t } = useTranslation();
  const lastWeek = shiftDay(today, -7);
  const rows = useRollups(['total'], lastWeek, today);
  const now = rows && netSales(sumOf(rows, 'total', { start: today, end: today, branchId }));
  const before = rows && netSales(sumOf(rows, 'total', { start: lastWeek, end: lastWeek, branchId }));
  const bp = now === undefined || before === undefined ? null : changeBp(now, before);
  const hint =
    before === undefined ? undefined : bp === null ? t('dashboard.salesLastWeekNone') : t('dashboard.salesVsLastWeek', { change: `${bp > 0 ? '+' : ''}${formatPercent(bp / 100)}`, amount: formatMoney(before, currency) });
  return <StatCard label={t('dashboard.salesToday')} value={now === undefined ? undefined : formatMoney(now, currency)} hint={hint} href={links.reportsSales()} />;
}
