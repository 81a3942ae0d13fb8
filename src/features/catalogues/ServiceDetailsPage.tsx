import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceRow } from '@/lib/api-types';
import { links } from '@/lib/links';
import { serviceFormErrors, serviceFormOf, serviceInputOf } from '@/lib/catalogues/service-form';
import { deleteService, updateService } from '@/data/mutations/catalogue';
import { useIsReferenced, useService } from '@/data/queries/catalogue';
import { useRowPending } from '@/data/queries/pending-row';
import { useRouteParams } from '@/ui/routing';
import { RecordImageField } from '@/features/team/RecordImageField';
import { ItemDetailsFrame } from './ItemDetailsFrame';
import { ItemEditorForm } from './ItemEditorForm';
import { ServiceFields } from './ServiceFields';
import { useCatalogueAccess } from './useCatalogueAccess';
import { useItemEditor } from './useItemEditor';

export default function ServiceDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useRouteParams<{ id: string }>();
  const service = useService(id);
  return (
    <ItemDetailsFrame listTitle={t('catalogues.services.title')} backLabel={t('catalogues.services.back')} listHref={links.catalogue('services')} item={service}>
      {(found, back) => <ServiceEditor key={found.id} service={found} back={back} />}
    </ItemDetailsFrame>
  );
}

const IMAGE_FIELDS = ['imageUrl'] as const;

function ServiceEditor({ service, back }: { service: ServiceRow; back: ReactNode }) {
  const { t } = useTranslation();
  const { canEdit, canDelete } = useCatalogueAccess();
  const pending = useRowPending('services', service.id);
  const referenced = useIsReferenced('services', service.id) ?? true;
  const editor = useItemEditor({
    listHref: links.catalogue('services'),
    row: service,
    formOf: serviceFormOf,
    errorsOf: serviceFormErrors,
    inputOf: serviceInputOf,
    update: (patch) => updateService(service.id, patch),
    remove: () => deleteService(service.id),
    liveFields: IMAGE_FIELDS,
  });
  const image = (
    <RecordImageField
      target={{ table: 'services', field: 'imageUrl', rowId: service.id, purpose: 'serviceImage' }}
      saved={service.imageUrl}
      label={t('catalogues.fields.image')}
      canEdit={canEdit}
    />
  );

  return (
    <ItemEditorForm
      title={service.name}
      back={back}
      active={service.active}
      referenced={referenced}
      pending={pending}
      canEdit={canEdit}
      canDelete={canDelete}
      editor={editor}
    >
      <ServiceFields form={editor.form} errors={editor.errors} onChange={editor.change} isDisabled={!canEdit} image={image} />
    </ItemEditorForm>
  );
}
