import { useTranslation } from 'react-i18next';
import type { RewardProgramForm } from '@/lib/catalogues/reward-program-form';
import { categoriesOf } from '@/lib/catalogues/item-list';
import { EARN_SCOPES } from '@/lib/schemas/reward-program';
import { usePackages, useProducts, useServices } from '@/data/queries/catalogue';
import { Banner } from '@/ui/Banner';
import { Checkbox } from '@/ui/Checkbox';
import { MultiSelect } from '@/ui/MultiSelect';
import { NumberField } from '@/ui/NumberField';
import { Select } from '@/ui/Select';
import { TextField } from '@/ui/TextField';
import { useCurrencyFormat } from './useCurrencyFormat';
import { useFormatMoney } from './useCatalogueAccess';

interface Props {
  form: RewardProgramForm;
  errors: Record<string, string>;
  onChange: (patch: Partial<RewardProgramForm>) => void;
  isDisabled: boolean;
  /** The create form chooses whether the program starts active; details archive and restore instead. */
  showActive: boolean;
}

const RATE_FIELDS = [
  ['serviceRate', 'service'],
  ['productRate', 'product'],
  ['packageRate', 'package'],
] as const;

/** Every field of a reward program: how points are earned, what they are worth, when they lapse. */
export function RewardProgramFields({ form, errors, onChange, isDisabled, showActive }: Props) {
  const { t } = useTranslation();
  const currency = useCurrencyFormat();
  const money = useFormatMoney();
  const services = (useServices() ?? []).filter((s) => s.active);
  const products = (useProducts() ?? []).filter((p) => p.active);
  const packages = (usePackages() ?? []).filter((p) => p.active);
  const error = (key: string) => (errors[key] ? t(errors[key]) : null);
  const itemSections = [
    { sectionLabel: t('catalogues.services.title'), items: services.map((s) => ({ value: s.id, label: s.name })) },
    { sectionLabel: t('catalogues.products.title'), items: products.map((p) => ({ value: p.id, label: p.name })) },
    { sectionLabel: t('catalogues.packages.title'), items: packages.map((p) => ({ value: p.id, label: p.name })) },
  ].filter((s) => s.items.length > 0);
  const hundred = Number.isFinite(form.pointValue) ? money(Math.round(form.pointValue * 100 * 100)) : null;
  return (
    <>
      {errors.active && <Banner tone="danger" title={t(errors.active)} />}
      <section className="catalogue-card" aria-labelledby="rp-basics">
        <h2 id="rp-basics">{t('catalogues.sections.basics')}</h2>
        <div className="catalogue-grid">
          <TextField label={t('catalogues.fields.name')} name="name" value={form.name} onChange={(name) => onChange({ name })} errorMessage={error('name')} isRequired isDisabled={isDisabled} />
          {showActive && (
            <Checkbox isSelected={form.active} onChange={(active) => onChange({ active })} isDisabled={isDisabled}>
              {t('catalogues.rewards.activeField')}
            </Checkbox>
          )}
        </div>
      </section>
      <section className="catalogue-card" aria-labelledby="rp-earn">
        <h2 id="rp-earn">{t('catalogues.rewards.earning')}</h2>
        <p className="catalogue-hint">{t('catalogues.rewards.earningHint')}</p>
        {errors.earnRates && <p className="catalogue-error" role="alert">{t(errors.earnRates)}</p>}
        <div className="catalogue-grid catalogue-grid--three">
          {RATE_FIELDS.map(([field, kind]) => (
            <NumberField
              key={field}
              label={t(`catalogues.rewards.rates.${kind}`)}
              name={field}
              minValue={0}
              step={0.01}
              formatOptions={{ maximumFractionDigits: 2 }}
              value={form[field]}
              onChange={(v) => onChange({ [field]: v })}
              errorMessage={error(`earnRates.${kind}`)}
              isRequired
              isDisabled={isDisabled}
            />
          ))}
        </div>
        <div className="catalogue-grid">
          <Select
            label={t('catalogues.rewards.scope')}
            name="scope"
            options={EARN_SCOPES.map((s) => ({ value: s, label: t(`catalogues.rewards.scopes.${s}`) }))}
            value={form.scope}
            onChange={(scope) => onChange({ scope: EARN_SCOPES.find((s) => s === scope) ?? 'all' })}
            isDisabled={isDisabled}
          />
          {form.scope === 'items' && (
            <MultiSelect label={t('catalogues.rewards.items')} options={itemSections} value={form.itemIds} onChange={(itemIds) => onChange({ itemIds })} errorMessage={error('itemIds')} isDisabled={isDisabled} />
          )}
          {form.scope === 'categories' && (
            <MultiSelect
              label={t('catalogues.rewards.categories')}
              options={categoriesOf([...services, ...products, ...packages]).filter((c) => c !== '').map((c) => ({ value: c, label: c }))}
              value={form.categories}
              onChange={(categories) => onChange({ categories })}
              errorMessage={error('categories')}
              isDisabled={isDisabled}
            />
          )}
        </div>
      </section>
      <section className="catalogue-card" aria-labelledby="rp-redeem">
        <h2 id="rp-redeem">{t('catalogues.rewards.redeeming')}</h2>
        <div className="catalogue-grid">
          <NumberField
            label={t('catalogues.rewards.pointValue')}
            name="pointValue"
            minValue={0}
            formatOptions={currency}
            showStepper={false}
            value={form.pointValue}
            onChange={(pointValue) => onChange({ pointValue })}
            errorMessage={error('pointValue')}
            description={hundred === null ? undefined : t('catalogues.rewards.pointValueHint', { amount: hundred })}
            isRequired
            isDisabled={isDisabled}
          />
          <NumberField label={t('catalogues.rewards.minRedeem')} name="minRedeem" integer minValue={0} value={form.minRedeem} onChange={(minRedeem) => onChange({ minRedeem })} errorMessage={error('minRedeem')} isRequired isDisabled={isDisabled} />
        </div>
        <div className="catalogue-grid">
          <Select
            label={t('catalogues.rewards.expiry')}
            name="expiry"
            options={[{ value: 'months', label: t('catalogues.rewards.expiryKinds.months') }, { value: 'never', label: t('catalogues.rewards.expiryKinds.never') }]}
            value={form.expires ? 'months' : 'never'}
            onChange={(v) => onChange({ expires: v === 'months' })}
            isDisabled={isDisabled}
          />
          {form.expires && (
            <NumberField label={t('catalogues.rewards.expiryMonths')} name="expiryMonths" integer minValue={1} value={form.expiryMonths} onChange={(expiryMonths) => onChange({ expiryMonths })} errorMessage={error('expiryMonths')} isRequired isDisabled={isDisabled} />
          )}
        </div>
      </section>
    </>
  );
}
