import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addToCart, createCart } from '@/data/mutations/carts';
import { useServices, useVoucherTypes } from '@/data/queries/catalogue';
import type { Till } from '@/data/queries/till';
import { deviceCodeFrom } from '@/lib/checkout/receipt-number';
import { sellableVoucherTypes, voucherSaleOf } from '@/lib/catalogues/voucher-sale';
import { localDayOf } from '@/lib/reports/local-day';
import { formatMoney, fromMinorUnits, toMinorUnits } from '@/lib/money';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { NumberField } from '@/ui/NumberField';
import { Select } from '@/ui/Select';
import { TextField } from '@/ui/TextField';

export type ExtraKind = 'voucher' | 'credit' | 'package';

/** The voucher type choice meaning "no type": a voucher of the amount typed. */
const FREE_AMOUNT = '__free__';

/** Items that are not on the menu: a voucher sold (of a catalogue type or a free amount), a credit top-up, a package or custom item. */
export function ExtraItemModal({ kind, till, cartId, onClose }: { kind: ExtraKind; till: Till; cartId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState<number>(Number.NaN);
  const [name, setName] = useState(kind === 'package' ? '' : t(kind === 'voucher' ? 'checkout.voucherItem' : 'checkout.creditItem'));
  const [typeId, setTypeId] = useState(FREE_AMOUNT);
  const [code] = useState(() => `V-${deviceCodeFrom(crypto.getRandomValues(new Uint8Array(5)))}${deviceCodeFrom(crypto.getRandomValues(new Uint8Array(5)))}`);
  const types = sellableVoucherTypes(useVoucherTypes() ?? []);
  const services = useServices();
  const servicePrices = useMemo(() => new Map((services ?? []).map((s) => [s.id, s.price])), [services]);
  const type = kind === 'voucher' ? types.find((v) => v.id === typeId) : undefined;
  const sale = type ? voucherSaleOf(type, localDayOf(new Date().toISOString(), till.branch.timeZone), servicePrices) : null;
  // A free-amount voucher needs an amount; a voucher type may be sold for nothing (a gift).
  const valid = Number.isFinite(amount) && (amount > 0 || sale !== null) && name.trim() !== '';

  function chooseType(id: string) {
    setTypeId(id);
    const chosen = types.find((v) => v.id === id);
    if (chosen) {
      setName(chosen.name);
      setAmount(fromMinorUnits(chosen.price, till.currency));
    } else {
      setName(t('checkout.voucherItem'));
      setAmount(Number.NaN);
    }
  }

  async function add() {
    const id = cartId ?? (await createCart({ branchId: till.branch.id, deviceId: till.deviceId }));
    await addToCart(id, {
      kind,
      itemId: null,
      name: name.trim(),
      unitPrice: toMinorUnits(amount, till.currency),
      voucherCode: kind === 'voucher' ? code : null,
      ...(type && sale ? { voucher: { typeId: type.id, value: sale.value, expiresOn: sale.expiresOn } } : {}),
    });
    onClose();
  }

  return (
    <Modal
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(`checkout.extra.${kind}`)}
      size="small"
      footer={
        <Button isDisabled={!valid} onPress={() => void add()}>
          {t('checkout.addToCart')}
        </Button>
      }
    >
      <div className="form-stack">
        {kind === 'voucher' && types.length > 0 && (
          <Select
            label={t('checkout.voucherType')}
            name="voucherType"
            options={[{ value: FREE_AMOUNT, label: t('checkout.voucherFreeAmount') }, ...types.map((v) => ({ value: v.id, label: v.name }))]}
            value={typeId}
            onChange={chooseType}
          />
        )}
        <TextField label={t('checkout.itemName')} value={name} onChange={setName} isRequired />
        <NumberField
          label={sale ? t('checkout.voucherPrice') : t('checkout.amount')}
          value={amount}
          onChange={setAmount}
          minValue={0}
          step={0.01}
          formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }}
          isRequired
        />
        {sale && (
          <p className="muted">
            {t('checkout.voucherWorth', { value: formatMoney(sale.value, till.currency) })}{' '}
            {sale.expiresOn === null ? t('checkout.voucherNeverExpires') : t('checkout.voucherExpires', { day: sale.expiresOn })}
          </p>
        )}
        {kind === 'voucher' && <p className="muted">{t('checkout.voucherCode', { code })}</p>}
        {kind === 'credit' && <p className="muted">{t('checkout.creditNeedsCustomer')}</p>}
      </div>
    </Modal>
  );
}
