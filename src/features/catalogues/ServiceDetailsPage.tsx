import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceRow } from '@/lib/api-types';
import { links } from '@/lib/links';
import { changedFields } from '@/lib/catalogues/item-form';
import { serviceFormErrors, serviceFormOf, serviceInputOf } from '@/lib/catalogues/service-form';
import { deleteService, updateService } from '@/data/mutations/catalogue';
import { ValidationError } from '@/data/errors';
import { useIsReferenced, useService } from '@/data/queries/catalogue';
import { useRowPending } from '@/data/queries/pending-row';
import { PageFrame } from '@/ui/PageFrame';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { FullScreenLoader } from '@/ui/Spinner';
import { StatusPill } from '@/ui/StatusPill';
import { UnsavedChangesBanner } from '@/ui/UnsavedChangesBanner';
import { toast } from '@/ui/toast';
import { useNavigate, useRouteParams } from '@/ui/routing';
import { ItemStatusActions } from './ItemStatusActions';
import { ServiceFields } from './ServiceFields';
import { useCatalogueAccess } from './useCatalogueAccess';
import { useItemForm } from './useItemForm';
import './catalogues.css';

export default function ServiceDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useRouteParams<{ id: string }>();
  const service = useService(id);
  const back = (
    <LinkButton href={links.catalogue('services')} variant="secondary" icon="back">
      {t('catalogues.services.back')}
    </LinkButton>
  );
  if (service === undefined) return <FullScreenLoader />;
  if (service === null) {
    return (
      <PageFrame title={t('catalogues.services.title')} actions={back}>
        <EmptyState icon="tag" title={t('catalogues.notFound')} />
      </PageFrame>
    );
  }
  return <ServiceEditor key={service.id} service={service} back={back} />;
}

function ServiceEditor({ service, back }: { service: ServiceRow; back: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { canEdit, canDelete } = useCatalogueAccess();
  const pending = useRowPending('services', service.id);
  const referenced = useIsReferenced('services', service.id) ?? true;
  const saved = useMemo(() => serviceFormOf(service), [service]);
  const { form, errors, change, attempt, reset, setServerErrors } = useItemForm(saved, serviceFormErrors);
  const [saving, setSaving] = useState(false);
  const changed = changedFields(saved, form);
  const dirty = Object.keys(changed).length > 0;

  const save = async () => {
    const built = serviceInputOf(form);
    if (!attempt() || !('input' in built)) return;
    const patch = Object.fromEntries(Object.keys(changed).map((k) => [k, built.input[k as keyof typeof built.input]]));
    setSaving(true);
    try {
      await updateService(service.id, patch);
      toast.success(t('catalogues.saved'));
    } catch (error) {
      if (error instanceof ValidationError) setServerErrors(error.fieldErrors);
      else throw error;
    } finally {
      setSaving(false);
    }
  };

  const setActive = async (active: boolean) => {
    await updateService(service.id, { active });
    toast.success(active ? t('catalogues.status.restored') : t('catalogues.status.archived'));
  };

  const remove = async () => {
    await deleteService(service.id);
    toast.success(t('catalogues.status.deleted'));
    navigate(links.catalogue('services'), { replace: true });
  };

  return (
    <PageFrame title={service.name} actions={back}>
      <div className="catalogue-pills">
        {!service.active && <StatusPill tone="warning">{t('catalogues.list.archived')}</StatusPill>}
        <StatusPill tone={pending ? 'warning' : 'success'}>{pending ? t('catalogues.pendingSync') : t('catalogues.synced')}</StatusPill>
      </div>
      <form className="catalogue-form" onSubmit={(e) => { e.preventDefault(); void save(); }} noValidate>
        <ServiceFields form={form} errors={errors} onChange={change} isDisabled={!canEdit} />
        <ItemStatusActions
          active={service.active}
          referenced={referenced}
          canEdit={canEdit}
          canDelete={canDelete}
          onArchive={() => void setActive(false)}
          onRestore={() => void setActive(true)}
          onDelete={() => void remove()}
        />
      </form>
      <UnsavedChangesBanner isDirty={dirty && canEdit} onSave={() => void save()} onDiscard={() => reset(saved)} isSaving={saving} />
    </PageFrame>
  );
}
