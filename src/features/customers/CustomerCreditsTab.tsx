import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import { levelOf } from '@/lib/access';
import { formatMoney } from '@/lib/money';
import { signedAmount } from '@/lib/customers/ledger';
import { links } from '@/lib/links';
import { adjustCredit } from '@/data/mutations/customers';
import { useAccess } from '@/data/queries/access';
import { useCreditLedger, useCreditMovement, useCustomerBalances, useCustomerVoucherLines } from '@/data/queries/customer-record';
import { formatDate, type AppLocale } from '@/lib/format-date';
import type { BalanceRow } from '@/lib/checkout/rows';
import type { CartLine } from '@/lib/checkout/sale-schema';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { ListRow, RowList, RowListItem } from '@/ui/ListRow';
import { SkeletonRow } from '@/ui/Skeleton';
import { toast } from '@/ui/toast';
import { useNavigate } from '@/ui/routing';
import { AdjustmentForm } from './ledger/AdjustmentForm';
import { LedgerView, type LedgerEntry } from './ledger/LedgerView';

/**
 * Store credit: the balance (the server's sum of the ledger's movements, plus this device's unsent
 * adjustments), the ledger newest first with the balance after each movement, one movement at
 * `redeemable/credits/details/:creditId`, and at `redeemable/credits/create` a manual adjustment
 * with a reason (payment level 2).
 */
export function CustomerCreditsTab({ customerId, currency, creating, creditId, locale, timeZone }: {
  customerId: string;
  currency: string;
  creating: boolean;
  creditId: string | null;
  locale: AppLocale;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const ledger = useCreditLedger(customerId);
  const view = useAccess();
  const canAdjust = view ? levelOf(view.access, 'payment') >= 2 : false;
  if (ledger === undefined) return <SkeletonRow />;
  const money = ledger.currency ?? currency;
  if (creditId !== null) return <CreditMovementDetails customerId={customerId} creditId={creditId} locale={locale} timeZone={timeZone} />;
  const entries: LedgerEntry[] = [
    ...ledger.pending.map((p) => ({
      key: p.movementId,
      title: `${t('customers.ledger.kinds.adjustment')} · ${signedMoney(p.delta, money)}`,
      description: `${p.note} · ${t('customers.pendingSync')}`,
    })),
    ...ledger.lines.map(({ movement: m, balance }) => ({
      key: m.id,
      title: `${t(`customers.ledger.kinds.${m.kind}`)} · ${signedMoney(m.delta, m.currency)}`,
      description: [formatDate(m.createdAt, 'dateTime', { locale, timeZone }), m.note].filter((x) => x !== '').join(' · '),
      balanceAfter: t('customers.ledger.balanceAfter', { amount: formatMoney(balance, m.currency) }),
      href: links.customerCreditDetails(customerId, m.id),
    })),
  ];
  return (
    <LedgerView
      balance={{ label: t('customers.record.creditBalance'), value: formatMoney(ledger.balance, money), testId: 'credit-balance' }}
      ledger={creating ? null : { label: t('customers.ledger.title'), empty: t('customers.ledger.empty'), entries }}
    >
      {creating && canAdjust ? (
        <CreditAdjustmentForm customerId={customerId} currency={money} />
      ) : (
        canAdjust && (
          <div className="customer-tab__actions">
            <LinkButton href={links.customerCreditCreate(customerId)} icon="plus">
              {t('customers.record.adjustCredit')}
            </LinkButton>
          </div>
        )
      )}
      {creating && !canAdjust && <EmptyState title={t('customers.record.needsPayment')} />}
    </LedgerView>
  );
}

function signedMoney(delta: number, currency: string): string {
  return signedAmount(delta, (size) => formatMoney(size, currency));
}

/** One movement: its kind, amount, when, the reason, and the sale that made it. */
function CreditMovementDetails({ customerId, creditId, locale, timeZone }: { customerId: string; creditId: string; locale: AppLocale; timeZone: string }) {
  const { t } = useTranslation();
  const movement = useCreditMovement(creditId);
  if (movement === undefined) return <SkeletonRow />;
  const back = (
    <LinkButton href={links.customerCredits(customerId)} variant="secondary" icon="back">
      {t('customers.ledger.back')}
    </LinkButton>
  );
  if (movement === null || movement.customerId !== customerId) {
    return (
      <div className="customer-tab">
        <EmptyState title={t('customers.ledger.notFound')} />
        {back}
      </div>
    );
  }
  const fromSale = movement.kind === 'topUp' || movement.kind === 'spend';
  return (
    <div className="customer-tab">
      <h2>{t(`customers.ledger.kinds.${movement.kind}`)}</h2>
      <dl className="customer-card__fields customer-stats" aria-label={t('customers.ledger.details')}>
        <div>
          <dt>{t('customers.ledger.amount')}</dt>
          <dd data-testid="credit-movement-amount">{signedMoney(movement.delta, movement.currency)}</dd>
        </div>
        <div>
          <dt>{t('customers.ledger.when')}</dt>
          <dd>{formatDate(movement.createdAt, 'dateTime', { locale, timeZone })}</dd>
        </div>
        {movement.note !== '' && (
          <div>
            <dt>{t('customers.record.reason')}</dt>
            <dd>{movement.note}</dd>
          </div>
        )}
      </dl>
      <div className="customer-tab__actions">
        {back}
        {fromSale && (
          <LinkButton href={links.checkoutReceiptOf(movement.refId)} variant="secondary">
            {t('customers.ledger.receipt')}
          </LinkButton>
        )}
      </div>
    </div>
  );
}

function CreditAdjustmentForm({ customerId, currency }: { customerId: string; currency: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = async ({ delta, reason }: { delta: number; reason: string }) => {
    await adjustCredit(customerId, { movementId: uuidv7(), delta, reason, currency });
    toast.success(t('customers.record.creditAdjusted'));
    navigate(links.customerCredits(customerId));
  };
  return (
    <AdjustmentForm
      label={t('customers.record.adjustCredit')}
      amountLabel={t('customers.record.amount')}
      amountField="delta"
      unit={{ kind: 'money', currency }}
      onSave={save}
      cancel={<LinkButton href={links.customerCredits(customerId)} variant="secondary">{t('customers.cancel')}</LinkButton>}
    />
  );
}

/** Vouchers the customer holds or bought: name, code, remaining balance and expiry (when the sale that sold it is on this device). */
export function CustomerVouchersTab({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const balances = useCustomerBalances(customerId);
  const lines = useCustomerVoucherLines(customerId);
  if (balances === undefined) return <SkeletonRow />;
  const vouchers = balances.filter((b) => b.kind === 'voucher');
  if (vouchers.length === 0) return <EmptyState variant="listbox" title={t('customers.record.noVouchers')} />;
  return (
    <RowList label={t('customers.record.vouchers')}>
      {vouchers.map((v) => (
        <RowListItem key={v.id}>
          <VoucherRow balance={v} line={lines?.get(v.id)} />
        </RowListItem>
      ))}
    </RowList>
  );
}

function VoucherRow({ balance, line }: { balance: BalanceRow; line: CartLine | undefined }) {
  const { t } = useTranslation();
  const code = balance.code ?? balance.id;
  const expiry = line?.voucherExpiresOn;
  const description = [
    line ? code : null,
    t('customers.record.remaining', { amount: formatMoney(balance.balance, balance.currency) }),
    typeof expiry === 'string' ? t('customers.record.voucherValidUntil', { day: expiry }) : null,
  ].filter((x) => x !== null);
  return <ListRow title={line?.name ?? code} description={description.join(' · ')} />;
}
