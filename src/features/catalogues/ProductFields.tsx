import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductForm } from '@/lib/catalogues/product-form';
import { useBranches } from '@/data/queries/members';
import { NumberField } from '@/ui/NumberField';
import { Switch } from '@/ui/Switch';
import { TextField } from '@/ui/TextField';
import { useCurrencyFormat } from './useCurrencyFormat';

interface Props {
  form: ProductForm;
  errors: Record<string, string>;
  onChange: (patch: Partial<ProductForm>) => void;
  isDisabled: boolean;
  /** The image uploader of a saved item, in place of the address field (a new item takes an address). */
  image?: ReactNode;
}

/** Every field of a product; stock itself moves through the stock ledger, not this form. */
export function ProductFields({ form, errors, onChange, isDisabled, image }: Props) {
  const { t } = useTranslation();
  const branches = useBranches() ?? [];
  const currency = useCurrencyFormat();
  const error = (key: string) => (errors[key] ? t(errors[key]) : null);
  const setThreshold = (branchId: string, n: number) => {
    const { [branchId]: _old, ...rest } = form.lowStock;
    // Clearing the field removes the branch's threshold.
    onChange({ lowStock: Number.isNaN(n) ? rest : { ...rest, [branchId]: n } });
  };
  return (
    <>
      <section className="catalogue-card" aria-labelledby="prd-basics">
        <h2 id="prd-basics">{t('catalogues.sections.basics')}</h2>
        <div className="catalogue-grid">
          <TextField label={t('catalogues.fields.name')} name="name" value={form.name} onChange={(name) => onChange({ name })} errorMessage={error('name')} isRequired isDisabled={isDisabled} />
          <TextField label={t('catalogues.fields.category')} name="category" value={form.category} onChange={(category) => onChange({ category })} errorMessage={error('category')} isOptional isDisabled={isDisabled} />
          <TextField label={t('catalogues.products.sku')} name="sku" value={form.sku} onChange={(sku) => onChange({ sku })} errorMessage={error('sku')} isOptional isDisabled={isDisabled} />
          <TextField label={t('catalogues.products.barcode')} name="barcode" inputMode="numeric" value={form.barcode} onChange={(barcode) => onChange({ barcode })} errorMessage={error('barcode')} isOptional isDisabled={isDisabled} />
          <div className="catalogue-grid__wide">
            {image ?? <TextField label={t('catalogues.fields.imageUrl')} name="imageUrl" type="url" value={form.imageUrl} onChange={(imageUrl) => onChange({ imageUrl })} errorMessage={error('imageUrl')} isOptional isDisabled={isDisabled} />}
          </div>
        </div>
      </section>
      <section className="catalogue-card" aria-labelledby="prd-price">
        <h2 id="prd-price">{t('catalogues.sections.pricing')}</h2>
        <div className="catalogue-grid catalogue-grid--three">
          <NumberField label={t('catalogues.fields.price')} name="price" minValue={0} formatOptions={currency} showStepper={false} value={form.price} onChange={(price) => onChange({ price })} errorMessage={error('price')} isRequired isDisabled={isDisabled} />
          <NumberField label={t('catalogues.products.cost')} name="cost" minValue={0} formatOptions={currency} showStepper={false} value={form.cost} onChange={(cost) => onChange({ cost })} errorMessage={error('cost')} isOptional isDisabled={isDisabled} />
          <Switch isSelected={form.sst} onChange={(sst) => onChange({ sst })} isDisabled={isDisabled}>
            {t('catalogues.fields.sst')}
          </Switch>
        </div>
      </section>
      <section className="catalogue-card" aria-labelledby="prd-low">
        <h2 id="prd-low">{t('catalogues.products.lowStock')}</h2>
        <p className="catalogue-hint">{t('catalogues.products.lowStockHint')}</p>
        <div className="catalogue-grid">
          {branches.map((b) => (
            <NumberField
              key={b.id}
              label={b.name}
              integer
              minValue={0}
              value={form.lowStock[b.id] ?? Number.NaN}
              onChange={(n) => setThreshold(b.id, n)}
              errorMessage={error(`lowStock.${b.id}`)}
              isOptional
              isDisabled={isDisabled}
            />
          ))}
        </div>
      </section>
    </>
  );
}
