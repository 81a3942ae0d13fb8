import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/money';
import { formatDate, type AppLocale } from '@/lib/format-date';
import { links } from '@/lib/links';
import { useCustomerPurchases } from '@/data/queries/customer-record';
import { EmptyState } from '@/ui/EmptyState';
import { ListRow, RowList, RowListItem } from '@/ui/ListRow';
import { SkeletonRow } from '@/ui/Skeleton';
import { StatusPill } from '@/ui/StatusPill';

/** The customer's sales in the replica, newest first, each linking to its receipt, with refunds. */
export function CustomerPurchasesTab({ customerId, locale, timeZone }: { customerId: string; locale: AppLocale; timeZone: string }) {
  const { t } = useTranslation();
  const purchases = useCustomerPurchases(customerId);
  if (purchases === undefined) return <SkeletonRow />;
  if (purchases.length === 0) return <EmptyState variant="listbox" title={t('customers.record.noPurchases')} />;
  return (
    <RowList label={t('customers.record.purchases')}>
      {purchases.map(({ sale, refunds }) => {
        const voided = refunds.some((r) => r.kind === 'void');
        const refunded = refunds.filter((r) => r.kind === 'refund').reduce((sum, r) => sum + r.amount, 0);
        return (
          <RowListItem key={sale.id}>
            <ListRow
              href={links.checkoutReceiptOf(sale.id)}
              title={`${sale.receiptNumber} · ${formatMoney(sale.totals.total, sale.currency)}`}
              description={`${formatDate(sale.soldAt, 'dateTime', { locale, timeZone })} · ${sale.lines.map((l) => l.name).join(', ')}`}
              trailing={
                voided ? (
                  <StatusPill tone="danger">{t('customers.record.voided')}</StatusPill>
                ) : refunded > 0 ? (
                  <StatusPill tone="warning">{t('customers.record.refunded', { amount: formatMoney(refunded, sale.currency) })}</StatusPill>
                ) : undefined
              }
            />
          </RowListItem>
        );
      })}
    </RowList>
  );
}
