import type { ReactNode } from 'react';
import type { ServiceRow } from '@/lib/api-types';
import { serviceFormErrors, serviceFormOf, serviceInputOf } from '@/lib/catalogues/service-form';
import { deleteService, updateService } from '@/data/mutations/catalogue';
import { useIsReferenced, useService } from '@/data/queries/catalogue';
import { useRowPending } from '@/data/queries/pending-row';
import { useRouteParams } from '@/ui/routing';
import { ItemDetailsFrame } from './ItemDetailsFrame';
import { ItemEditorForm } from './ItemEditorForm';
import { ServiceFields } from './ServiceFields';
import { useCatalogueAccess } from './useCatalogueAccess';
import { useItemEditor } from './useItemEditor';

export default function ServiceDetailsPage() {
  const { id = '' } = useRouteParams<{ id: string }>();
  const service = useService(id);
  return (
    <ItemDetailsFrame kind="services" item={service}>
      {(found, back) => <ServiceEditor key={found.id} service={found} back={back} />}
    </ItemDetailsFrame>
  );
}

function ServiceEditor({ service, back }: { service: ServiceRow; back: ReactNode }) {
  const { canEdit, canDelete } = useCatalogueAccess();
  const pending = useRowPending('services', service.id);
  const referenced = useIsReferenced('services', service.id) ?? true;
  const editor = useItemEditor({
    kind: 'services',
    row: service,
    formOf: serviceFormOf,
    errorsOf: serviceFormErrors,
    inputOf: serviceInputOf,
    update: (patch) => updateService(service.id, patch),
    remove: () => deleteService(service.id),
  });

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
      <ServiceFields form={editor.form} errors={editor.errors} onChange={editor.change} isDisabled={!canEdit} />
    </ItemEditorForm>
  );
}
