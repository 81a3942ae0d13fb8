import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/data/queries/access';
import { useProducts } from '@/data/queries/catalogue';
import { useMembers } from '@/data/queries/members';
import { usePendingIds, useSaleAnomalies, type AnomalyView } from '@/data/queries/sales';
import { levelOf } from '@/lib/access';
import { formatDate, toAppLocale } from '@/lib/format-date';
import { links } from '@/lib/links';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { Link } from '@/ui/routing';
import { Select } from '@/ui/Select';
import { SkeletonRow } from '@/ui/Skeleton';
import { StatusPill } from '@/ui/StatusPill';
import { anomalyDetail } from './anomaly-text';
import { ResolveAnomalyModal } from './ResolveAnomalyModal';

type Status = 'open' | 'closed';

/**
 * What the server flagged on sales that arrived late or did not add up, for review (payment
 * permission): the reason, the sale, and closing it as resolved or acknowledged.
 */
export function AnomaliesPanel({ timeZone, money }: { timeZone: string; money: (minor: number) => string }) {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<Status>('open');
  const [closing, setClosing] = useState<AnomalyView | null>(null);
  const view = useAccess();
  const rows = useSaleAnomalies(status);
  const pending = usePendingIds('saleAnomalies');
  const products = useProducts();
  const members = useMembers();
  const productName = useMemo(() => {
    const names = new Map((products ?? []).map((p) => [p.id, p.name]));
    return (id: string) => names.get(id) ?? null;
  }, [products]);
  const memberName = (id: string | null) => {
    const m = (members ?? []).find((x) => x.id === id);
    return m ? `${m.firstName} ${m.lastName}`.trim() : t('transactions.review.someone');
  };
  const locale = toAppLocale(i18n.language);
  const canRead = view ? levelOf(view.access, 'payment') >= 1 : true;
  const canClose = view ? levelOf(view.access, 'payment') >= 2 : false;
  const reason = (a: AnomalyView['anomaly']) => t(`transactions.anomalies.${a.kind}`);

  if (!canRead) return <EmptyState icon="warning" title={t('transactions.review.noAccess')} />;
  return (
    <div className="tx-review">
      <div className="tx-filters">
        <Select label={t('transactions.review.show')} value={status} onChange={(v) => setStatus(v === 'closed' ? 'closed' : 'open')}
          options={[{ value: 'open', label: t('transactions.review.open') }, { value: 'closed', label: t('transactions.review.closed') }]} />
      </div>
      {rows === undefined && <SkeletonRow />}
      {rows && rows.length === 0 && (
        <EmptyState icon="check" title={status === 'open' ? t('transactions.review.emptyOpen') : t('transactions.review.emptyClosed')}
          description={status === 'open' ? t('transactions.review.emptyOpenBody') : undefined} />
      )}
      {rows && rows.length > 0 && (
        <ul className="tx-list" aria-label={status === 'open' ? t('transactions.review.openList') : t('transactions.review.closedList')}>
          {rows.map((row) => {
            const a = row.anomaly;
            return (
              <li key={a.id} className="tx-anomaly">
                <div className="tx-anomaly__main">
                  <strong>{reason(a)}</strong>
                  <span>{anomalyDetail(a, t, money, productName)}</span>
                  <span className="muted">{formatDate(a.createdAt, 'dateTime', { timeZone, locale })}</span>
                  {a.resolvedAt !== null && (
                    <span className="muted">
                      {t(a.resolution === 'acknowledged' ? 'transactions.review.acknowledgedBy' : 'transactions.review.resolvedBy', {
                        name: memberName(a.resolvedBy), date: formatDate(a.resolvedAt, 'dateTime', { timeZone, locale }),
                      })}
                      {a.resolutionNote !== '' ? ` · ${a.resolutionNote}` : ''}
                    </span>
                  )}
                </div>
                {a.saleId !== null && (
                  <Link href={links.transactionPaymentDetails(a.saleId)} className="tx-anomaly__sale" aria-label={t('transactions.review.openSale', { number: row.receiptNumber ?? a.saleId })}>
                    {row.receiptNumber ?? t('transactions.review.sale')}
                  </Link>
                )}
                {pending?.has(a.id) && <StatusPill tone="warning">{t('transactions.waitingToSync')}</StatusPill>}
                {a.resolvedAt === null && canClose && (
                  <Button size="small" variant="secondary" aria-label={t('transactions.review.closeOne', { reason: reason(a), number: row.receiptNumber ?? '' })}
                    onPress={() => setClosing(row)}>
                    {t('transactions.review.close')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {closing && (
        <ResolveAnomalyModal anomaly={closing.anomaly} reason={`${reason(closing.anomaly)}: ${anomalyDetail(closing.anomaly, t, money, productName)}`} onClose={() => setClosing(null)} />
      )}
    </div>
  );
}
