import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ValidationError, type FieldErrors } from '@/data/errors';
import { saveEinvoiceProfile } from '@/data/mutations/einvoice';
import { useEinvoiceProfile } from '@/data/queries/einvoice';
import { einvoiceProfileSchema, emptyProfile, ID_TYPES, STATE_CODES, type EinvoiceProfile, type EinvoiceProfileInput } from '@/lib/einvoice/profile';
import { useOnline } from '@/lib/useOnline';
import { PageFrame } from '@/ui/PageFrame';
import { Select } from '@/ui/Select';
import { Switch } from '@/ui/Switch';
import { TextArea } from '@/ui/TextArea';
import { TextField } from '@/ui/TextField';
import { toast } from '@/ui/toast';
import { UnsavedChangesBanner } from '@/ui/UnsavedChangesBanner';
import './invoices.css';

/** /settings/business/einvoice: the business's tax identity for MyInvois, checked field by field. */
export default function EinvoiceSettingsPage() {
  const profile = useEinvoiceProfile();
  if (profile === undefined) return null;
  return <ProfileForm key={profile?.version ?? 'new'} initial={profile ?? emptyProfile()} />;
}

function ProfileForm({ initial }: { initial: EinvoiceProfile }) {
  const { t } = useTranslation();
  const online = useOnline();
  const [saved, setSaved] = useState<EinvoiceProfileInput>(() => ({ ...initial, address: { ...initial.address } }));
  const [form, setForm] = useState<EinvoiceProfileInput>(saved);
  const [saving, setSaving] = useState(false);
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  /** The schema's findings for the fields the user has left (all of them after a save attempt). */
  const check = (next: EinvoiceProfileInput, seen: ReadonlySet<string>, all: boolean): void => {
    const parsed = einvoiceProfileSchema.safeParse(next);
    const found = parsed.success ? {} : ValidationError.fromZod(parsed.error).fieldErrors;
    setErrors(Object.fromEntries(Object.entries(found).filter(([f]) => all || seen.has(f))));
  };
  const set = (patch: Partial<EinvoiceProfileInput>) => {
    const next = { ...form, ...patch };
    setForm(next);
    check(next, touched, submitted);
  };
  const setAddress = (patch: Partial<EinvoiceProfileInput['address']>) => set({ address: { ...form.address, ...patch } });
  const leave = (field: string) => () => {
    const seen = new Set(touched).add(field);
    setTouched(seen);
    check(form, seen, submitted);
  };
  const message = (f: string) => (errors[f] ? t(errors[f]) : null);
  const field = (name: keyof Omit<EinvoiceProfileInput, 'address' | 'enabled' | 'idType'>, o: { maxLength: number; description?: string; optional?: boolean; type?: 'email' | 'tel' }) => (
    <TextField
      label={t(`einvoice.fields.${name}`)}
      value={form[name]}
      onChange={(v) => set({ [name]: v })}
      onBlur={leave(name)}
      errorMessage={message(name)}
      maxLength={o.maxLength}
      isOptional={o.optional === true}
      isRequired={o.optional !== true}
      {...(o.description === undefined ? {} : { description: o.description })}
      {...(o.type === undefined ? {} : { type: o.type })}
    />
  );

  const save = async () => {
    setSubmitted(true);
    setSaving(true);
    try {
      await saveEinvoiceProfile(form);
      setSaved(form);
      setErrors({});
      toast.success(online ? t('einvoice.saved') : t('einvoice.savedOffline'));
    } catch (error) {
      if (error instanceof ValidationError) setErrors(error.fieldErrors);
      else throw error;
    } finally {
      setSaving(false);
    }
  };
  const discard = () => {
    setForm(saved);
    setErrors({});
    setTouched(new Set());
    setSubmitted(false);
  };

  return (
    <PageFrame title={t('einvoice.settingsTitle')}>
      <form className="inv-form" onSubmit={(e) => e.preventDefault()} noValidate aria-label={t('einvoice.settingsTitle')}>
        <section className="inv-card" aria-labelledby="einv-id">
          <h2 id="einv-id">{t('einvoice.identity')}</h2>
          <p className="inv-muted">{t('einvoice.identityHint')}</p>
          <Switch isSelected={form.enabled} onChange={(enabled) => set({ enabled })}>{t('einvoice.enabled')}</Switch>
          <div className="inv-grid">
            {field('legalName', { maxLength: 300 })}
            {field('tin', { maxLength: 14, description: t('einvoice.hints.tin') })}
            <Select
              label={t('einvoice.fields.idType')}
              value={form.idType}
              onChange={(v) => set({ idType: ID_TYPES.find((x) => x === v) ?? 'BRN' })}
              options={ID_TYPES.map((v) => ({ value: v, label: t(`einvoice.idTypes.${v}`) }))}
            />
            {field('idValue', { maxLength: 12, description: t('einvoice.hints.idValue') })}
            {field('sstNumber', { maxLength: 35, description: t('einvoice.hints.sstNumber') })}
            {field('tourismTaxNumber', { maxLength: 17, description: t('einvoice.hints.tourismTaxNumber') })}
            {field('msicCode', { maxLength: 5, description: t('einvoice.hints.msicCode') })}
          </div>
          <TextArea
            label={t('einvoice.fields.businessActivity')}
            value={form.businessActivity}
            onChange={(businessActivity) => set({ businessActivity })}
            rows={2}
            maxLength={300}
            errorMessage={message('businessActivity')}
          />
        </section>
        <section className="inv-card" aria-labelledby="einv-addr">
          <h2 id="einv-addr">{t('einvoice.addressAndContact')}</h2>
          <div className="inv-grid">
            <TextField label={t('einvoice.fields.line1')} value={form.address.line1} onChange={(line1) => setAddress({ line1 })} onBlur={leave('address.line1')} errorMessage={message('address.line1')} maxLength={150} isRequired />
            <TextField label={t('einvoice.fields.line2')} value={form.address.line2} onChange={(line2) => setAddress({ line2 })} maxLength={150} isOptional />
            <TextField label={t('einvoice.fields.city')} value={form.address.city} onChange={(city) => setAddress({ city })} onBlur={leave('address.city')} errorMessage={message('address.city')} maxLength={50} isRequired />
            <TextField label={t('einvoice.fields.postcode')} value={form.address.postcode} onChange={(postcode) => setAddress({ postcode })} onBlur={leave('address.postcode')} errorMessage={message('address.postcode')} maxLength={5} inputMode="numeric" isRequired />
            <Select
              label={t('einvoice.fields.state')}
              value={form.address.state}
              onChange={(v) => setAddress({ state: STATE_CODES.find((s) => s === v) ?? '17' })}
              options={STATE_CODES.map((s) => ({ value: s, label: t(`einvoice.states.${s}`) }))}
            />
            {field('phone', { maxLength: 20, type: 'tel', description: t('einvoice.hints.phone') })}
            {field('email', { maxLength: 254, type: 'email', optional: true })}
          </div>
        </section>
        <UnsavedChangesBanner isDirty={dirty} isSaving={saving} onSave={() => void save()} onDiscard={discard} />
      </form>
    </PageFrame>
  );
}
