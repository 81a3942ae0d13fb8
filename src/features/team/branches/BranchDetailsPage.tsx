import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import type { BranchRow } from '@/lib/api-types';
import { normaliseAvailability, type WeeklyAvailability } from '@/lib/availability';
import { DEFAULT_TIME_ZONE } from '@/lib/calendar-preferences';
import { links } from '@/lib/links';
import { useStore } from '@/lib/store';
import { useOnline } from '@/lib/useOnline';
import { ValidationError, type FieldErrors } from '@/data/errors';
import { deleteBranch, saveBranch } from '@/data/mutations/branches';
import { useAccess } from '@/data/queries/access';
import { useBranch, useBranchDeleteBlock } from '@/data/queries/members';
import { preferences } from '@/data/preferences';
import { PageFrame } from '@/ui/PageFrame';
import { TextField } from '@/ui/TextField';
import { PhoneInput } from '@/ui/PhoneInput';
import { Select } from '@/ui/Select';
import { AddressForm, type Address } from '@/ui/AddressForm';
import { AvailabilityEditor } from '@/ui/AvailabilityEditor';
import { Button } from '@/ui/Button';
import { LinkButton } from '@/ui/LinkButton';
import { Banner } from '@/ui/Banner';
import { EmptyState } from '@/ui/EmptyState';
import { FullScreenLoader } from '@/ui/Spinner';
import { useNavigate, useRouteParams } from '@/ui/routing';
import { toast } from '@/ui/toast';
import { RecordImageField } from '../RecordImageField';
import './branches.css';

function timeZones(current: string): string[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return supported.includes(current) ? supported : [current, ...supported];
}

/** /settings/branch/create, /settings/branch/details/create and /settings/branch/details/:branchId. */
export default function BranchDetailsPage() {
  const { branchId } = useRouteParams<{ branchId: string }>();
  const branch = useBranch(branchId ?? '');
  if (branchId !== undefined && branch === undefined) return <FullScreenLoader />;
  return <BranchForm key={branchId ?? 'new'} branch={branchId === undefined ? null : (branch ?? null)} missing={branchId !== undefined && branch === null} />;
}

function BranchForm({ branch, missing }: { branch: BranchRow | null; missing: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const online = useOnline();
  const view = useAccess();
  const { calendar } = useStore(preferences);
  const [id] = useState(() => branch?.id ?? uuidv7());
  const [name, setName] = useState(branch?.name ?? '');
  const [code, setCode] = useState(branch?.code ?? '');
  const [phone, setPhone] = useState<string | null>(branch?.phone || null);
  const [timeZone, setTimeZone] = useState(branch?.timeZone ?? DEFAULT_TIME_ZONE);
  const [address, setAddress] = useState<Address>({
    address1: branch?.address1 ?? '', address2: branch?.address2 ?? '', city: branch?.city ?? '',
    postalCode: branch?.postalCode ?? '', province: branch?.province ?? '', country: branch?.country ?? 'MY',
  });
  const [hours, setHours] = useState<WeeklyAvailability>(() => normaliseAvailability(branch?.openingHours));
  const [errors, setErrors] = useState<FieldErrors>({});
  const block = useBranchDeleteBlock(id);
  const canEdit = view !== undefined && (view.access.isOrgAdmin || (branch !== null && view.access.isBranchAdmin));
  const message = (f: string) => (errors[f] ? t(errors[f]) : null);
  const back = (
    <LinkButton href={links.settingsBranches()} variant="secondary" icon="back">
      {t('branches.title')}
    </LinkButton>
  );
  if (missing) {
    return (
      <PageFrame title={t('branches.detailsTitle')} actions={back}>
        <EmptyState icon="mapPin" title={t('branches.notFound')} />
      </PageFrame>
    );
  }

  const save = async () => {
    try {
      await saveBranch({ id, name, code, phone: phone ?? '', timeZone, ...address, imageUrl: branch?.imageUrl ?? null, openingHours: hours });
      toast.success(online ? t('branches.saved') : t('branches.savedOffline'));
      if (branch === null) navigate(links.settingsBranchDetails(id), { replace: true });
      setErrors({});
    } catch (error) {
      if (error instanceof ValidationError) setErrors(error.fieldErrors);
      else throw error;
    }
  };
  const remove = async () => {
    await deleteBranch(id);
    toast.success(t('branches.deleted', { name }));
    navigate(links.settingsBranches());
  };

  return (
    <PageFrame title={branch === null ? t('branches.createTitle') : branch.name} actions={back}>
      <form className="branch-form" onSubmit={(e) => e.preventDefault()} noValidate>
        <div className="branch-form__grid">
          <TextField label={t('branches.name')} value={name} onChange={setName} errorMessage={message('name')} isRequired isDisabled={!canEdit} />
          <TextField label={t('branches.code')} description={t('branches.codeHint')} value={code} onChange={setCode} errorMessage={message('code')} isRequired maxLength={6} isDisabled={!canEdit} />
          <PhoneInput label={t('branches.phone')} value={phone} onChange={(v) => setPhone(v)} errorMessage={message('phone')} isOptional isDisabled={!canEdit} />
          <Select label={t('branches.timeZone')} value={timeZone} onChange={setTimeZone} options={timeZones(timeZone).map((z) => ({ value: z, label: z.replace(/_/g, ' ') }))} errorMessage={message('timeZone')} isDisabled={!canEdit} />
        </div>
        {branch !== null && (
          <RecordImageField
            target={{ table: 'branches', field: 'imageUrl', rowId: branch.id, purpose: 'branchImage' }}
            saved={branch.imageUrl}
            label={t('branches.image')}
            canEdit={canEdit}
          />
        )}
        <h2 className="branch-form__title">{t('branches.address')}</h2>
        <AddressForm value={address} onChange={setAddress} errors={Object.fromEntries(Object.keys(address).map((f) => [f, message(f)]))} isDisabled={!canEdit} />
        <h2 className="branch-form__title">{t('branches.openingHours')}</h2>
        <div role="group" aria-label={t('branches.openingHours')}>
          <AvailabilityEditor value={hours} onChange={setHours} format={calendar.timeFormat} weekStartsOn={calendar.startsAt} isDisabled={!canEdit} />
        </div>
        {canEdit && (
          <div className="branch-form__actions">
            <Button onPress={() => void save()}>{branch === null ? t('branches.create') : t('branches.save')}</Button>
          </div>
        )}
      </form>
      {branch !== null && view?.access.isOrgAdmin === true && (
        <section className="branch-form branch-form--danger" aria-label={t('branches.deleteTitle')}>
          {block ? <Banner tone="warning" title={t('branches.cannotDelete')} description={t(block)} /> : null}
          <div className="branch-form__actions branch-form__actions--start">
            <Button variant="danger" icon="trash" isDisabled={Boolean(block)} onPress={() => void remove()}>
              {t('branches.delete')}
            </Button>
          </div>
        </section>
      )}
    </PageFrame>
  );
}
