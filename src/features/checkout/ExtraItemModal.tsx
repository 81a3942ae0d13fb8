import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addToCart, createCart } from '@/data/mutations/carts';
import type { Till } from '@/data/queries/till';
import { deviceCodeFrom } from '@/lib/checkout/receipt-number';
import { toMinorUnits } from '@/lib/money';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { NumberField } from '@/ui/NumberField';
import { TextField } from '@/ui/TextField';

export type ExtraKind = 'voucher' | 'credit' | 'package';

/** Items that are not on the menu: a voucher sold, a credit top-up, a package or custom item. */
export function ExtraItemModal({ kind, till, cartId, onClose }: { kind: ExtraKind; till: Till; cartId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState<number>(Number.NaN);
  const [name, setName] = useState(kind === 'package' ? '' : t(kind === 'voucher' ? 'checkout.voucherItem' : 'checkout.creditItem'));
  const [code] = useState(() => `V-${deviceCodeFrom(crypto.getRandomValues(new Uint8Array(5)))}${deviceCodeFrom(crypto.getRandomValues(new Uint8Array(5)))}`);
  const valid = Number.isFinite(amount) && amount > 0 && name.trim() !== '';

  async function add() {
    const id = cartId ?? (await createCart({ branchId: till.branch.id, deviceId: till.deviceId }));
    await addToCart(id, { kind, itemId: null, name: name.trim(), unitPrice: toMinorUnits(amount, till.currency), voucherCode: kind === 'voucher' ? code : null });
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
        <TextField label={t('checkout.itemName')} value={name} onChange={setName} isRequired />
        <NumberField label={t('checkout.amount')} value={amount} onChange={setAmount} minValue={0} step={0.01} formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }} isRequired />
        {kind === 'voucher' && <p className="muted">{t('checkout.voucherCode', { code })}</p>}
        {kind === 'credit' && <p className="muted">{t('checkout.creditNeedsCustomer')}</p>}
      </div>
    </Modal>
  );
}
