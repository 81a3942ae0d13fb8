import { useTranslation } from 'react-i18next';
import type { VoucherTypeForm } from '@/lib/catalogues/voucher-type-form';
import { categoriesOf } from '@/lib/catalogues/item-list';
import { VOUCHER_KINDS, VOUCHER_SCOPES } from '@/lib/schemas/voucher-type';
import { usePackages, useProducts, useServices } from '@/data/queries/catalogue';
import { MultiSelect } from '@/ui/MultiSelect';
import { NumberField } from '@/ui/NumberField';
import { Select } from '@/ui/Select';
import { TextField } from '@/ui/TextField';
import { PackageValidityField } from './PackageValidityField';
import { useCurrencyFormat } from './useCurrencyFormat';

interface Props {
  form: VoucherTypeForm;
  errors: Record<string, string>;
  onChange: (patch: Partial<VoucherTypeForm>) => void;
  isDisabled: boolean;
}

/** Every field of a voucher type: what it is, what it pays for, how long it lasts, what it costs. */
export function VoucherTypeFields({ form, errors, onChange, isDisabled }: Props) {
  const { t } = useTranslation();
  const currency = useCurrencyFormat();
  const services = (useServices() ?? []).filter((s) => s.active);
  const products = (useProducts() ?? []).filter((p) => p.active);
  const packages = (usePackages() ?? []).filter((p) => p.active);
  const error = (key: keyof VoucherTypeForm) => (errors[key] ? t(errors[key]) : null);
  const serviceOptions = services.map((s) => ({ value: s.id, label: s.name }));
  const itemSections = [
    { sectionLabel: t('catalogues.services.title'), items: serviceOptions },
    { sectionLabel: t('catalogues.products.title'), items: products.map((p) => ({ value: p.id, label: p.name })) },
    { sectionLabel: t('catalogues.packages.title'), items: packages.map((p) => ({ value: p.id, label: p.name })) },
  ].filter((s) => s.items.length > 0);
  return (
    <>
      <section className="catalogue-card" aria-labelledby="vt-basics">
        <h2 id="vt-basics">{t('catalogues.sections.basics')}</h2>
        <div className="catalogue-grid">
          <TextField label={t('catalogues.fields.name')} name="name" value={form.name} onChange={(name) => onChange({ name })} errorMessage={error('name')} isRequired isDisabled={isDisabled} />
          <Select
            label={t('catalogues.vouchers.kind')}
            name="kind"
            options={VOUCHER_KINDS.map((k) => ({ value: k, label: t(`catalogues.vouchers.kinds.${k}`) }))}
            value={form.kind}
            onChange={(kind) => onChange({ kind: kind === 'service' ? 'service' : 'value' })}
            isDisabled={isDisabled}
          />
        </div>
      </section>
      <section className="catalogue-card" aria-labelledby="vt-pays">
        <h2 id="vt-pays">{t('catalogues.vouchers.paysFor')}</h2>
        <div className="catalogue-grid">
          {form.kind === 'service' ? (
            <MultiSelect label={t('catalogues.vouchers.services')} options={serviceOptions} value={form.serviceIds} onChange={(serviceIds) => onChange({ serviceIds })} errorMessage={error('serviceIds')} isDisabled={isDisabled} />
          ) : (
            <>
              <NumberField label={t('catalogues.vouchers.value')} name="value" minValue={0} formatOptions={currency} showStepper={false} value={form.value} onChange={(value) => onChange({ value })} errorMessage={error('value')} isRequired isDisabled={isDisabled} />
              <Select
                label={t('catalogues.vouchers.scope')}
                name="scope"
                options={VOUCHER_SCOPES.map((s) => ({ value: s, label: t(`catalogues.vouchers.scopes.${s}`) }))}
                value={form.scope}
                onChange={(scope) => onChange({ scope: VOUCHER_SCOPES.find((s) => s === scope) ?? 'all' })}
                isDisabled={isDisabled}
              />
              {form.scope === 'items' && (
                <MultiSelect label={t('catalogues.vouchers.items')} options={itemSections} value={form.itemIds} onChange={(itemIds) => onChange({ itemIds })} errorMessage={error('itemIds')} isDisabled={isDisabled} />
              )}
              {form.scope === 'categories' && (
                <MultiSelect
                  label={t('catalogues.vouchers.categories')}
                  options={categoriesOf([...services, ...products, ...packages]).filter((c) => c !== '').map((c) => ({ value: c, label: c }))}
                  value={form.categories}
                  onChange={(categories) => onChange({ categories })}
                  errorMessage={error('categories')}
                  isDisabled={isDisabled}
                />
              )}
            </>
          )}
        </div>
        <PackageValidityField value={form.validity} onChange={(validity) => onChange({ validity })} errors={errors} isDisabled={isDisabled} />
      </section>
      <section className="catalogue-card" aria-labelledby="vt-price">
        <h2 id="vt-price">{t('catalogues.sections.pricing')}</h2>
        <div className="catalogue-grid">
          <NumberField
            label={t('catalogues.vouchers.price')}
            name="price"
            minValue={0}
            formatOptions={currency}
            showStepper={false}
            value={form.price}
            onChange={(price) => onChange({ price })}
            errorMessage={error('price')}
            description={form.kind === 'value' ? t('catalogues.vouchers.priceHint') : undefined}
            isRequired
            isDisabled={isDisabled}
          />
        </div>
      </section>
    </>
  );
}
