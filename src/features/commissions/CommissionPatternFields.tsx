import { useTranslation } from 'react-i18next';
import { commissionOf } from '@/lib/commissions/compute';
import { commissionPatternInputOf, type CommissionPatternForm } from '@/lib/commissions/pattern-form';
import { COMMISSION_ITEM_KINDS, COMMISSION_TYPES, type CommissionItemKind, type CommissionType } from '@/lib/schemas/commission-pattern';
import { useMembers } from '@/data/queries/members';
import { MultiSelect } from '@/ui/MultiSelect';
import { NumberField } from '@/ui/NumberField';
import { Select } from '@/ui/Select';
import { TextField } from '@/ui/TextField';
import { useCurrencyFormat } from '@/features/catalogues/useCurrencyFormat';
import { useFormatMoney } from '@/features/catalogues/useCatalogueAccess';
import { CommissionTiersEditor } from './CommissionTiersEditor';

interface Props {
  form: CommissionPatternForm;
  errors: Record<string, string>;
  onChange: (patch: Partial<CommissionPatternForm>) => void;
  isDisabled: boolean;
}

const PERCENT: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };
/** The example sale the form shows the commission of (RM 100, one unit). */
const EXAMPLE_SALE = 10_000;

/** Every field of a commission pattern; the catalogue and the organisation settings show the same. */
export function CommissionPatternFields({ form, errors, onChange, isDisabled }: Props) {
  const { t } = useTranslation();
  const members = useMembers() ?? [];
  const currency = useCurrencyFormat();
  const money = useFormatMoney();
  const error = (key: keyof CommissionPatternForm) => (errors[key] ? t(errors[key]) : null);
  const valueFormat = form.type === 'percent' ? PERCENT : currency;
  const built = commissionPatternInputOf(form);
  const example = 'input' in built ? commissionOf({ type: form.type, value: built.input.value, tiers: [] }, { net: EXAMPLE_SALE, quantity: 1 }, 0) : null;
  return (
    <>
      <section className="catalogue-card" aria-labelledby="cp-basics">
        <h2 id="cp-basics">{t('commissions.sections.basics')}</h2>
        <div className="catalogue-grid">
          <TextField label={t('commissions.fields.name')} name="name" value={form.name} onChange={(name) => onChange({ name })} errorMessage={error('name')} isRequired isDisabled={isDisabled} />
          <Select
            label={t('commissions.fields.itemKind')}
            options={COMMISSION_ITEM_KINDS.map((k) => ({ value: k, label: t(`commissions.itemKinds.${k}`) }))}
            value={form.itemKind}
            onChange={(v) => onChange({ itemKind: v as CommissionItemKind })}
            isDisabled={isDisabled}
          />
          <TextField label={t('commissions.fields.category')} name="category" value={form.category} onChange={(category) => onChange({ category })} errorMessage={error('category')} description={t('commissions.fields.categoryHint')} isOptional isDisabled={isDisabled} />
        </div>
      </section>
      <section className="catalogue-card" aria-labelledby="cp-value">
        <h2 id="cp-value">{t('commissions.sections.value')}</h2>
        <div className="catalogue-grid">
          <Select
            label={t('commissions.fields.type')}
            options={COMMISSION_TYPES.map((k) => ({ value: k, label: t(`commissions.types.${k}`) }))}
            value={form.type}
            onChange={(v) => onChange({ type: v as CommissionType })}
            isDisabled={isDisabled}
          />
          <NumberField
            label={form.type === 'percent' ? t('commissions.fields.percent') : t('commissions.fields.amount')}
            name="value"
            minValue={0}
            formatOptions={valueFormat}
            showStepper={false}
            value={form.value}
            onChange={(value) => onChange({ value })}
            errorMessage={error('value')}
            {...(example === null ? {} : { description: t('commissions.fields.example', { sale: money(EXAMPLE_SALE), earned: money(example) }) })}
            isRequired
            isDisabled={isDisabled}
          />
        </div>
        <CommissionTiersEditor value={form.tiers} onChange={(tiers) => onChange({ tiers })} errors={errors} isDisabled={isDisabled} currency={currency} valueFormat={valueFormat} />
      </section>
      <section className="catalogue-card" aria-labelledby="cp-who">
        <h2 id="cp-who">{t('commissions.sections.members')}</h2>
        <MultiSelect
          label={t('commissions.fields.members')}
          options={members.map((m) => ({ value: m.id, label: `${m.firstName} ${m.lastName}`.trim() }))}
          value={form.memberIds}
          onChange={(memberIds) => onChange({ memberIds })}
          placeholder={t('commissions.fields.noMembers')}
          errorMessage={error('memberIds')}
          isOptional
          isDisabled={isDisabled}
        />
      </section>
    </>
  );
}
