import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceForm } from '@/lib/catalogues/service-form';
import { useBranches, useMembers } from '@/data/queries/members';
import { ColorPicker } from '@/ui/ColorPicker';
import { MultiSelect } from '@/ui/MultiSelect';
import { NumberField } from '@/ui/NumberField';
import { Switch } from '@/ui/Switch';
import { TextArea } from '@/ui/TextArea';
import { TextField } from '@/ui/TextField';
import { LevelPricesEditor } from './LevelPricesEditor';
import { useCurrencyFormat } from './useCurrencyFormat';

interface Props {
  form: ServiceForm;
  errors: Record<string, string>;
  onChange: (patch: Partial<ServiceForm>) => void;
  isDisabled: boolean;
  /** The image uploader of a saved item, in place of the address field (a new item takes an address). */
  image?: ReactNode;
}

/** Every field of a service, grouped as the owner thinks of them. */
export function ServiceFields({ form, errors, onChange, isDisabled, image }: Props) {
  const { t } = useTranslation();
  const members = useMembers() ?? [];
  const branches = useBranches() ?? [];
  const currency = useCurrencyFormat();
  const error = (key: keyof ServiceForm) => (errors[key] ? t(errors[key]) : null);
  return (
    <>
      <section className="catalogue-card" aria-labelledby="svc-basics">
        <h2 id="svc-basics">{t('catalogues.sections.basics')}</h2>
        <div className="catalogue-grid">
          <TextField label={t('catalogues.fields.name')} name="name" value={form.name} onChange={(name) => onChange({ name })} errorMessage={error('name')} isRequired isDisabled={isDisabled} />
          <TextField label={t('catalogues.fields.category')} name="category" value={form.category} onChange={(category) => onChange({ category })} errorMessage={error('category')} isOptional isDisabled={isDisabled} />
          <div className="catalogue-grid__wide">
            <TextArea label={t('catalogues.fields.description')} name="description" value={form.description} onChange={(description) => onChange({ description })} errorMessage={error('description')} isOptional isDisabled={isDisabled} />
          </div>
          <div>
            <ColorPicker label={t('catalogues.services.color')} value={form.color} onChange={(color) => onChange({ color })} />
            {errors.color && <p className="catalogue-error" role="alert">{t(errors.color)}</p>}
          </div>
          {image ?? <TextField label={t('catalogues.fields.imageUrl')} name="imageUrl" type="url" value={form.imageUrl} onChange={(imageUrl) => onChange({ imageUrl })} errorMessage={error('imageUrl')} isOptional isDisabled={isDisabled} />}
        </div>
      </section>
      <section className="catalogue-card" aria-labelledby="svc-time">
        <h2 id="svc-time">{t('catalogues.sections.time')}</h2>
        <div className="catalogue-grid catalogue-grid--three">
          <NumberField label={t('catalogues.services.duration')} name="durationMinutes" integer minValue={0} step={5} value={form.durationMinutes} onChange={(durationMinutes) => onChange({ durationMinutes })} errorMessage={error('durationMinutes')} isRequired isDisabled={isDisabled} />
          <NumberField label={t('catalogues.services.processing')} name="processingMinutes" integer minValue={0} step={5} value={form.processingMinutes} onChange={(processingMinutes) => onChange({ processingMinutes })} errorMessage={error('processingMinutes')} description={t('catalogues.services.processingHint')} isDisabled={isDisabled} />
          <NumberField label={t('catalogues.services.buffer')} name="bufferMinutes" integer minValue={0} step={5} value={form.bufferMinutes} onChange={(bufferMinutes) => onChange({ bufferMinutes })} errorMessage={error('bufferMinutes')} description={t('catalogues.services.bufferHint')} isDisabled={isDisabled} />
        </div>
      </section>
      <section className="catalogue-card" aria-labelledby="svc-price">
        <h2 id="svc-price">{t('catalogues.sections.pricing')}</h2>
        <div className="catalogue-grid">
          <NumberField label={t('catalogues.fields.price')} name="price" minValue={0} formatOptions={currency} showStepper={false} value={form.price} onChange={(price) => onChange({ price })} errorMessage={error('price')} isRequired isDisabled={isDisabled} />
          <Switch isSelected={form.sst} onChange={(sst) => onChange({ sst })} isDisabled={isDisabled}>
            {t('catalogues.fields.sst')}
          </Switch>
        </div>
        <LevelPricesEditor value={form.levelPrices} onChange={(levelPrices) => onChange({ levelPrices })} errors={errors} isDisabled={isDisabled} currency={currency} />
      </section>
      <section className="catalogue-card" aria-labelledby="svc-who">
        <h2 id="svc-who">{t('catalogues.sections.availability')}</h2>
        <div className="catalogue-grid">
          <MultiSelect
            label={t('catalogues.services.members')}
            options={members.map((m) => ({ value: m.id, label: `${m.firstName} ${m.lastName}`.trim() }))}
            value={form.memberIds}
            onChange={(memberIds) => onChange({ memberIds })}
            placeholder={t('catalogues.services.anyone')}
            errorMessage={error('memberIds')}
            isOptional
            isDisabled={isDisabled}
          />
          <MultiSelect
            label={t('catalogues.services.branches')}
            options={branches.map((b) => ({ value: b.id, label: b.name }))}
            value={form.branchIds}
            onChange={(branchIds) => onChange({ branchIds })}
            placeholder={t('catalogues.services.everyBranch')}
            errorMessage={error('branchIds')}
            isOptional
            isDisabled={isDisabled}
          />
          <Switch isSelected={form.onlineBookable} onChange={(onlineBookable) => onChange({ onlineBookable })} isDisabled={isDisabled}>
            {t('catalogues.services.onlineBookable')}
          </Switch>
        </div>
      </section>
    </>
  );
}
