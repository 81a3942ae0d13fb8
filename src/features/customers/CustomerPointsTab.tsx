import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { levelOf } from '@/lib/access';
import { links } from '@/lib/links';
import { signedAmount } from '@/lib/customers/ledger';
import { formatDate, type AppLocale } from '@/lib/format-date';
import { adjustPoints } from '@/data/mutations/rewards';
import { ValidationError } from '@/data/errors';
import { useAccess } from '@/data/queries/access';
import { useCustomerPoints } from '@/data/queries/rewards';
import { Button } from '@/ui/Button';
import { SkeletonRow } from '@/ui/Skeleton';
import { toast } from '@/ui/toast';
import { AdjustmentForm } from './ledger/AdjustmentForm';
import { LedgerView, type LedgerEntry } from './ledger/LedgerView';

/**
 * Reward points (issue 16): the balance (unexpired points, with this device's unsent sales), the
 * ledger newest first with the balance after each line (earned, redeemed, adjusted, expired; a
 * sale's lines open its receipt), and a manual adjustment with a reason for customers Full.
 */
export function CustomerPointsTab({ customerId, locale, timeZone }: { customerId: string; locale: AppLocale; timeZone: string }) {
  const { t } = useTranslation();
  const points = useCustomerPoints(customerId);
  const view = useAccess();
  const canAdjust = view ? levelOf(view.access, 'customers') >= 3 : false;
  const [adjusting, setAdjusting] = useState(false);
  if (points === undefined || points === null) return <SkeletonRow />;
  const entries = points.lines.map((line): LedgerEntry => {
    const m = line.movement;
    const pending = line.kind !== 'expired' && points.pendingIds.has(m.id);
    const description = [
      formatDate(line.at, 'dateTime', { locale, timeZone }),
      line.kind === 'adjusted' ? m.reason : '',
      line.kind === 'earned' && m.expiresAt !== null ? t('customers.points.expiresOn', { date: formatDate(m.expiresAt, 'date', { locale, timeZone }) }) : '',
      pending ? t('customers.pendingSync') : '',
    ].filter((x) => x !== '');
    return {
      key: `${line.kind}:${m.id}`,
      title: `${t(`customers.points.kinds.${line.kind}`)} · ${signedAmount(line.points, (size) => size.toLocaleString())}`,
      description: description.join(' · '),
      balanceAfter: t('customers.points.balanceAfter', { count: line.balance }),
      ...(line.kind !== 'expired' && m.saleId !== null ? { href: links.checkoutReceiptOf(m.saleId) } : {}),
    };
  });
  const save = async ({ delta, reason }: { delta: number; reason: string }) => {
    if (delta < 0 && -delta > points.balance) throw new ValidationError({ points: 'customers.points.overBalance' });
    await adjustPoints({ customerId, points: delta, reason, occurredAt: new Date().toISOString() });
    toast.success(t('customers.points.adjusted'));
    setAdjusting(false);
  };
  return (
    <LedgerView
      balance={{ label: t('customers.points.balance'), value: points.balance.toLocaleString(), testId: 'points-balance' }}
      ledger={{ label: t('customers.points.ledger'), empty: t('customers.points.empty'), entries }}
    >
      {canAdjust && adjusting && (
        <AdjustmentForm
          label={t('customers.points.adjust')}
          amountLabel={t('customers.points.points')}
          amountField="points"
          unit={{ kind: 'points' }}
          onSave={save}
          cancel={<Button variant="secondary" onPress={() => setAdjusting(false)}>{t('customers.cancel')}</Button>}
        />
      )}
      {canAdjust && !adjusting && (
        <div className="customer-tab__actions">
          <Button icon="plus" variant="secondary" onPress={() => setAdjusting(true)}>{t('customers.points.adjust')}</Button>
        </div>
      )}
    </LedgerView>
  );
}
