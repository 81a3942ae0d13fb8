import { useTranslation } from 'react-i18next';
import type { PackageForm } from '@/lib/catalogues/package-form';
import { NumberField } from '@/ui/NumberField';
import { Switch } from '@/ui/Switch';
import { TextField } from '@/ui/TextField';
import { PackageItemsEditor } from './PackageItemsEditor';
import { PackageValidityField } from './PackageValidityField';
import { useCurrencyFormat } from './useCurrencyFormat';

interface Props {
  form: PackageForm;
  errors: Record<string, string>;
  onChange: (patch: Partial<PackageForm>) => void;
  isDisabled: boolean;
}

/** Every field of a package: what it is, what it holds, how long it lasts, what it costs. */
export function PackageFields({ form, errors, onChange, isDisabled }: Props) {
  const { t } = useTranslation();
  const currency = useCurrencyFormat();
  const error = (key: keyof PackageForm) => (errors[key] ? t(errors[key]) : null);
  return (
    <>
      <section className="catalogue-card" aria-labelledby="pkg-basics">
        <h2 id="pkg-basics">{t('catalogues.sections.basics')}</h2>
        <div className="catalogue-grid">
          <TextField label={t('catalogues.fields.name')} name="name" value={form.name} onChange={(name) => onChange({ name })} errorMessage={error('name')} isRequired isDisabled={isDisabled} />
          <TextField label={t('catalogues.fields.category')} name="category" value={form.category} onChange={(category) => onChange({ category })} errorMessage={error('category')} isOptional isDisabled={isDisabled} />
          <TextField label={t('catalogues.fields.imageUrl')} name="imageUrl" type="url" value={form.imageUrl} onChange={(imageUrl) => onChange({ imageUrl })} errorMessage={error('imageUrl')} isOptional isDisabled={isDisabled} />
        </div>
      </section>
      <section className="catalogue-card" aria-labelledby="pkg-items">
        <h2 id="pkg-items">{t('catalogues.packages.contents')}</h2>
        <PackageItemsEditor value={form.items} onChange={(items) => onChange({ items })} errors={errors} isDisabled={isDisabled} />
        <PackageValidityField value={form.validity} onChange={(validity) => onChange({ validity })} errors={errors} isDisabled={isDisabled} />
      </section>
      <section className="catalogue-card" aria-labelledby="pkg-price">
        <h2 id="pkg-price">{t('catalogues.sections.pricing')}</h2>
        <div className="catalogue-grid">
          <NumberField label={t('catalogues.fields.price')} name="price" minValue={0} formatOptions={currency} showStepper={false} value={form.price} onChange={(price) => onChange({ price })} errorMessage={error('price')} isRequired isDisabled={isDisabled} />
          <Switch isSelected={form.sst} onChange={(sst) => onChange({ sst })} isDisabled={isDisabled}>
            {t('catalogues.fields.sst')}
          </Switch>
        </div>
      </section>
    </>
  );
}
