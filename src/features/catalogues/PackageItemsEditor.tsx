import { useTranslation } from 'react-i18next';
import type { PackageItemInput } from '@/lib/schemas/package';
import { useProducts, useServices } from '@/data/queries/catalogue';
import { Button } from '@/ui/Button';
import { NumberField } from '@/ui/NumberField';
import { Select } from '@/ui/Select';

interface Props {
  value: PackageItemInput[];
  onChange: (value: PackageItemInput[]) => void;
  errors: Record<string, string>;
  isDisabled: boolean;
}

const keyOf = (i: PackageItemInput): string => (i.serviceId !== null ? `service:${i.serviceId}` : `product:${i.productId ?? ''}`);

/** The services and products a package holds, each with its sessions; picked from the active catalogue. */
export function PackageItemsEditor({ value, onChange, errors, isDisabled }: Props) {
  const { t } = useTranslation();
  const services = (useServices() ?? []).filter((s) => s.active);
  const products = (useProducts() ?? []).filter((p) => p.active);
  const taken = new Set(value.map(keyOf));
  const options = [
    ...services.map((s) => ({ value: `service:${s.id}`, label: t('catalogues.packages.serviceOption', { name: s.name }), isDisabled: taken.has(`service:${s.id}`) })),
    ...products.map((p) => ({ value: `product:${p.id}`, label: t('catalogues.packages.productOption', { name: p.name }), isDisabled: taken.has(`product:${p.id}`) })),
  ];
  const add = (key: string) => {
    const [kind, id = ''] = key.split(':');
    const name = kind === 'service' ? services.find((s) => s.id === id)?.name : products.find((p) => p.id === id)?.name;
    if (name === undefined) return;
    onChange([...value, { serviceId: kind === 'service' ? id : null, productId: kind === 'product' ? id : null, name, sessions: 1 }]);
  };
  const set = (i: number, sessions: number) => onChange(value.map((item, j) => (j === i ? { ...item, sessions } : item)));
  const error = (key: string) => (errors[key] ? t(errors[key]) : null);
  return (
    <fieldset className="catalogue-levels" disabled={isDisabled}>
      <legend>{t('catalogues.packages.items')}</legend>
      <p className="catalogue-hint">{t('catalogues.packages.itemsHint')}</p>
      {value.map((item, i) => (
        <div className="catalogue-levels__row" key={keyOf(item)}>
          <span className="catalogue-package-item">{item.name}</span>
          <NumberField
            label={t('catalogues.packages.sessions')}
            integer
            minValue={1}
            value={item.sessions}
            onChange={(sessions) => set(i, sessions)}
            errorMessage={error(`items.${i}.sessions`)}
            isDisabled={isDisabled}
          />
          <Button variant="ghost" icon="trash" aria-label={t('catalogues.packages.removeItem', { name: item.name })} onPress={() => onChange(value.filter((_, j) => j !== i))} isDisabled={isDisabled} />
        </div>
      ))}
      {errors.items && <p className="catalogue-error" role="alert">{t(errors.items)}</p>}
      {!isDisabled && value.length < 30 && (
        <Select key={value.length} label={t('catalogues.packages.addItem')} name="addItem" options={options} value={null} onChange={add} placeholder={t('catalogues.packages.addItemPlaceholder')} />
      )}
    </fieldset>
  );
}
