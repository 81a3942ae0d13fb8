import { useTranslation } from 'react-i18next';
import type { ValidityForm } from '@/lib/catalogues/package-form';
import { VALIDITY_UNITS, type PackageValidity, type ValidityUnit } from '@/lib/schemas/package';
import { DatePicker } from '@/ui/DatePicker';
import { NumberField } from '@/ui/NumberField';
import { Select } from '@/ui/Select';

interface Props {
  value: ValidityForm;
  onChange: (value: ValidityForm) => void;
  errors: Record<string, string>;
  isDisabled: boolean;
}

const KINDS: readonly PackageValidity['kind'][] = ['period', 'never', 'custom'];
const isKind = (v: string): v is PackageValidity['kind'] => (KINDS as readonly string[]).includes(v);
const isUnit = (v: string): v is ValidityUnit => (VALIDITY_UNITS as readonly string[]).includes(v);

/** How long a package's sessions stay usable (spec §3 duration): a number of units, never, or until a set day. */
export function PackageValidityField({ value, onChange, errors, isDisabled }: Props) {
  const { t } = useTranslation();
  const error = (key: string) => (errors[key] ? t(errors[key]) : null);
  return (
    <div className="catalogue-grid catalogue-grid--three">
      <Select
        label={t('catalogues.packages.validity')}
        name="validityKind"
        options={KINDS.map((k) => ({ value: k, label: t(`catalogues.packages.validityKinds.${k}`) }))}
        value={value.kind}
        onChange={(kind) => isKind(kind) && onChange({ ...value, kind })}
        isDisabled={isDisabled}
      />
      {value.kind === 'period' && (
        <>
          <NumberField label={t('catalogues.packages.validityCount')} name="validityCount" integer minValue={1} value={value.count} onChange={(count) => onChange({ ...value, count })} errorMessage={error('validity.count')} isRequired isDisabled={isDisabled} />
          <Select
            label={t('catalogues.packages.validityUnit')}
            name="validityUnit"
            options={VALIDITY_UNITS.map((u) => ({ value: u, label: t(`catalogues.packages.units.${u}`) }))}
            value={value.unit}
            onChange={(unit) => isUnit(unit) && onChange({ ...value, unit })}
            errorMessage={error('validity.unit')}
            isDisabled={isDisabled}
          />
        </>
      )}
      {value.kind === 'custom' && (
        <DatePicker label={t('catalogues.packages.validUntil')} value={value.until === '' ? null : value.until} onChange={(until) => onChange({ ...value, until })} errorMessage={error('validity.until')} isDisabled={isDisabled} />
      )}
    </div>
  );
}
