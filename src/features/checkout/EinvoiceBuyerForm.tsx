import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '@/data/errors';
import { ID_TYPES } from '@/lib/einvoice/profile';
import type { Buyer } from '@/lib/invoices/schema';
import { Banner } from '@/ui/Banner';
import { Select } from '@/ui/Select';
import { TextArea } from '@/ui/TextArea';
import { TextField } from '@/ui/TextField';

type BuyerText = 'name' | 'company' | 'tin' | 'idValue' | 'phone' | 'email' | 'address';

/**
 * The buyer of a sale over RM 10,000 (issue 18): LHDN keeps it out of the consolidated e-invoice,
 * so checkout asks for what its own e-invoice needs, with the invoice's buyer fields.
 */
export function EinvoiceBuyerForm({ buyer, errors, onChange }: { buyer: Buyer; errors: FieldErrors; onChange: (next: Buyer) => void }) {
  const { t } = useTranslation();
  const set = (field: BuyerText) => (value: string) => onChange({ ...buyer, [field]: value });
  const message = (field: BuyerText): string | null => {
    const key = errors[`buyer.${field}`];
    return key === undefined ? null : t(key);
  };
  return (
    <section className="payment-buyer" aria-labelledby="payment-buyer-title">
      <h2 id="payment-buyer-title">{t('checkout.einvoiceBuyer.title')}</h2>
      <Banner tone="info" title={t('checkout.einvoiceBuyer.body')} />
      <TextField label={t('invoices.buyerName')} value={buyer.name} onChange={set('name')} errorMessage={message('name')} isRequired />
      <TextField label={t('invoices.company')} value={buyer.company} onChange={set('company')} isOptional />
      <TextField label={t('einvoice.fields.tin')} value={buyer.tin} onChange={set('tin')} errorMessage={message('tin')} maxLength={20} isRequired />
      <Select
        label={t('einvoice.fields.idType')}
        value={buyer.idType}
        onChange={(v) => onChange({ ...buyer, idType: ID_TYPES.find((x) => x === v) ?? 'NRIC' })}
        options={ID_TYPES.map((v) => ({ value: v, label: t(`einvoice.idTypes.${v}`) }))}
      />
      <TextField label={t('einvoice.fields.idValue')} value={buyer.idValue} onChange={set('idValue')} errorMessage={message('idValue')} maxLength={20} isRequired />
      <TextArea label={t('invoices.address')} value={buyer.address} onChange={set('address')} errorMessage={message('address')} rows={2} />
      <TextField label={t('invoices.phone')} type="tel" value={buyer.phone} onChange={set('phone')} errorMessage={message('phone')} />
      <TextField label={t('invoices.email')} type="email" value={buyer.email} onChange={set('email')} errorMessage={message('email')} isOptional />
    </section>
  );
}
