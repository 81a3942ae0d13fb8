import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import { levelOf } from '@/lib/access';
import { fromMinorUnits, formatMoney, toMinorUnits } from '@/lib/money';
import { links } from '@/lib/links';
import { adjustCredit } from '@/data/mutations/customers';
import { ValidationError } from '@/data/errors';
import { useAccess } from '@/data/queries/access';
import { useCreditLedger, useCreditMovement, useCustomerBalances } from '@/data/queries/customer-record';
import { formatDate, type AppLocale } from '@/lib/format-date';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { ListRow, RowList, RowListItem } from '@/ui/ListRow';
import { NumberField } from '@/ui/NumberField';
import { Select } from '@/ui/Select';
import { SkeletonRow } from '@/ui/Skeleton';
import { TextField } from '@/ui/TextField';
import { toast } from '@/ui/toast';
import { useNavigate } from '@/ui/routing';

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
  return (
    <div className="customer-tab">
      <p className="customer-balance" aria-label={t('customers.record.creditBalance')}>
        <span>{t('customers.record.creditBalance')}</span>
        <strong data-testid="credit-balance">{formatMoney(ledger.balance, money)}</strong>
      </p>
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
      {!creating &&
        (ledger.lines.length === 0 && ledger.pending.length === 0 ? (
          <EmptyState variant="listbox" title={t('customers.ledger.empty')} />
        ) : (
          <RowList label={t('customers.ledger.title')}>
            {ledger.pending.map((p) => (
              <RowListItem key={p.movementId}>
                <ListRow
                  title={`${t('customers.ledger.kinds.adjustment')} · ${signedMoney(p.delta, money)}`}
                  description={`${p.note} · ${t('customers.pendingSync')}`}
                />
              </RowListItem>
            ))}
            {ledger.lines.map(({ movement: m, balance }) => (
              <RowListItem key={m.id}>
                <ListRow
                  href={links.customerCreditDetails(customerId, m.id)}
                  title={`${t(`customers.ledger.kinds.${m.kind}`)} · ${signedMoney(m.delta, m.currency)}`}
                  description={[formatDate(m.createdAt, 'dateTime', { locale, timeZone }), m.note].filter((x) => x !== '').join(' · ')}
                  trailing={<span>{t('customers.ledger.balanceAfter', { amount: formatMoney(balance, m.currency) })}</span>}
                />
              </RowListItem>
            ))}
          </RowList>
        ))}
    </div>
  );
}

function signedMoney(delta: number, currency: string): string {
  return `${delta > 0 ? '+' : delta < 0 ? '−' : ''}${formatMoney(Math.abs(delta), currency)}`;
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
  const [amount, setAmount] = useState(0);
  const [direction, setDirection] = useState<'add' | 'deduct'>('add');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    const minor = toMinorUnits(amount, currency);
    try {
      await adjustCredit(customerId, { movementId: uuidv7(), delta: direction === 'add' ? minor : -minor, reason, currency });
      toast.success(t('customers.record.creditAdjusted'));
      navigate(links.customerCredits(customerId));
    } catch (error) {
      if (error instanceof ValidationError) setErrors(error.fieldErrors);
      else throw error;
    }
  };
  return (
    <form className="customer-form" aria-label={t('customers.record.adjustCredit')} onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
      <Select
        label={t('customers.record.direction')}
        options={[{ value: 'add', label: t('customers.record.add') }, { value: 'deduct', label: t('customers.record.deduct') }]}
        value={direction}
        onChange={(v) => setDirection(v === 'deduct' ? 'deduct' : 'add')}
      />
      <NumberField
        label={t('customers.record.amount')}
        value={fromMinorUnits(toMinorUnits(amount, currency), currency)}
        onChange={(v) => { setAmount(Number.isNaN(v) ? 0 : v); setErrors({}); }}
        minValue={0}
        formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }}
        errorMessage={errors.delta ? t(errors.delta) : null}
        isRequired
      />
      <div className="customer-form__wide">
        <TextField label={t('customers.record.reason')} value={reason} onChange={(v) => { setReason(v); setErrors({}); }} errorMessage={errors.reason ? t(errors.reason) : null} isRequired />
      </div>
      <div className="customer-form__actions">
        <LinkButton href={links.customerCredits(customerId)} variant="secondary">{t('customers.cancel')}</LinkButton>
        <Button type="submit">{t('customers.record.saveAdjustment')}</Button>
      </div>
    </form>
  );
}

/** Vouchers the customer holds or bought: code and remaining balance. */
export function CustomerVouchersTab({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const balances = useCustomerBalances(customerId);
  if (balances === undefined) return <SkeletonRow />;
  const vouchers = balances.filter((b) => b.kind === 'voucher');
  if (vouchers.length === 0) return <EmptyState variant="listbox" title={t('customers.record.noVouchers')} />;
  return (
    <RowList label={t('customers.record.vouchers')}>
      {vouchers.map((v) => (
        <RowListItem key={v.id}>
          <ListRow title={v.code ?? v.id} description={t('customers.record.remaining', { amount: formatMoney(v.balance, v.currency) })} />
        </RowListItem>
      ))}
    </RowList>
  );
}
