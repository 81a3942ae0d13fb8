import { useTranslation } from 'react-i18next';
import type { DiscountForm } from '@/lib/catalogues/discount-form';
import { categoriesOf } from '@/lib/catalogues/item-list';
import { DISCOUNT_SCOPES } from '@/lib/schemas/discount';
import { usePackages, useProducts, useServices } from '@/data/queries/catalogue';
import { MultiSelect } from '@/ui/MultiSelect';
import { NumberField } from '@/ui/NumberField';
import { Select } from '@/ui/Select';
import { Switch } from '@/ui/Switch';
import { TextField } from '@/ui/TextField';
import { DiscountWhenFields } from './DiscountWhenFields';
import { useCurrencyFormat } from './useCurrencyFormat';

interface Props {
  form: DiscountForm;
  errors: Record<string, string>;
  onChange: (patch: Partial<DiscountForm>) => void;
  isDisabled: boolean;
}

/** Every field of a discount: how much, on what, when, and the conditions. */
export function DiscountFields({ form, errors, onChange, isDisabled }: Props) {
  const { t } = useTranslation();
  const currency = useCurrencyFormat();
  const services = useServices() ?? [];
  const products = useProducts() ?? [];
  const packages = usePackages() ?? [];
  const error = (key: keyof DiscountForm) => (errors[key] ? t(errors[key]) : null);
  const sellable = [...services, ...products, ...packages].filter((i) => i.active);
  const itemSections = [
    { sectionLabel: t('catalogues.services.title'), items: services.filter((s) => s.active).map((s) => ({ value: s.id, label: s.name })) },
    { sectionLabel: t('catalogues.products.title'), items: products.filter((p) => p.active).map((p) => ({ value: p.id, label: p.name })) },
    { sectionLabel: t('catalogues.packages.title'), items: packages.filter((p) => p.active).map((p) => ({ value: p.id, label: p.name })) },
  ].filter((s) => s.items.length > 0);
  return (
    <>
      <section className="catalogue-card" aria-labelledby="disc-basics">
        <h2 id="disc-basics">{t('catalogues.sections.basics')}</h2>
        <div className="catalogue-grid">
          <TextField label={t('catalogues.fields.name')} name="name" value={form.name} onChange={(name) => onChange({ name })} errorMessage={error('name')} isRequired isDisabled={isDisabled} />
          <TextField label={t('catalogues.discounts.code')} name="code" value={form.code} onChange={(code) => onChange({ code: code.toUpperCase() })} errorMessage={error('code')} description={t('catalogues.discounts.codeHint')} isOptional isDisabled={isDisabled} />
          <Select
            label={t('catalogues.discounts.type')}
            name="type"
            options={(['percent', 'amount'] as const).map((v) => ({ value: v, label: t(`catalogues.discounts.types.${v}`) }))}
            value={form.type}
            onChange={(type) => onChange({ type: type === 'amount' ? 'amount' : 'percent' })}
            isDisabled={isDisabled}
          />
          <NumberField
            label={form.type === 'percent' ? t('catalogues.discounts.percent') : t('catalogues.discounts.amount')}
            name="value"
            minValue={0}
            {...(form.type === 'amount' ? { formatOptions: currency } : {})}
            showStepper={false}
            value={form.value}
            onChange={(value) => onChange({ value })}
            errorMessage={error('value')}
            isRequired
            isDisabled={isDisabled}
          />
        </div>
      </section>
      <section className="catalogue-card" aria-labelledby="disc-scope">
        <h2 id="disc-scope">{t('catalogues.discounts.appliesTo')}</h2>
        <div className="catalogue-grid">
          <Select
            label={t('catalogues.discounts.scope')}
            name="scope"
            options={DISCOUNT_SCOPES.map((s) => ({ value: s, label: t(`catalogues.discounts.scopes.${s}`) }))}
            value={form.scope}
            onChange={(scope) => onChange({ scope: DISCOUNT_SCOPES.find((s) => s === scope) ?? 'cart' })}
            isDisabled={isDisabled}
          />
          {form.scope === 'items' && (
            <MultiSelect label={t('catalogues.discounts.items')} options={itemSections} value={form.itemIds} onChange={(itemIds) => onChange({ itemIds })} errorMessage={error('itemIds')} isDisabled={isDisabled} />
          )}
          {form.scope === 'categories' && (
            <MultiSelect
              label={t('catalogues.discounts.categories')}
              options={categoriesOf(sellable).filter((c) => c !== '').map((c) => ({ value: c, label: c }))}
              value={form.categories}
              onChange={(categories) => onChange({ categories })}
              errorMessage={error('categories')}
              isDisabled={isDisabled}
            />
          )}
          <NumberField label={t('catalogues.discounts.minSpend')} name="minSpend" minValue={0} formatOptions={currency} showStepper={false} value={form.minSpend} onChange={(minSpend) => onChange({ minSpend })} errorMessage={error('minSpend')} isDisabled={isDisabled} />
          <Switch isSelected={form.stackable} onChange={(stackable) => onChange({ stackable })} isDisabled={isDisabled}>
            {t('catalogues.discounts.stackable')}
          </Switch>
        </div>
      </section>
      <section className="catalogue-card" aria-labelledby="disc-when">
        <h2 id="disc-when">{t('catalogues.discounts.when')}</h2>
        <DiscountWhenFields form={form} errors={errors} onChange={onChange} isDisabled={isDisabled} />
      </section>
    </>
  );
}
