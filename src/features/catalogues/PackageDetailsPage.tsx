import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { PackageRow } from '@/lib/checkout/rows';
import { packageFormErrors, packageFormOf, packageInputOf } from '@/lib/catalogues/package-form';
import { deletePackage, updatePackage } from '@/data/mutations/catalogue';
import { useIsReferenced, usePackage } from '@/data/queries/catalogue';
import { useRowPending } from '@/data/queries/pending-row';
import { links } from '@/lib/links';
import { useRouteParams } from '@/ui/routing';
import { ItemDetailsFrame } from './ItemDetailsFrame';
import { ItemEditorForm } from './ItemEditorForm';
import { PackageFields } from './PackageFields';
import { useCatalogueAccess } from './useCatalogueAccess';
import { useItemEditor } from './useItemEditor';

export default function PackageDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useRouteParams<{ id: string }>();
  const found = usePackage(id);
  return (
    <ItemDetailsFrame listTitle={t('catalogues.packages.title')} backLabel={t('catalogues.packages.back')} listHref={links.catalogue('packages')} item={found}>
      {(row, back) => <PackageEditor key={row.id} row={row} back={back} />}
    </ItemDetailsFrame>
  );
}

function PackageEditor({ row, back }: { row: PackageRow; back: ReactNode }) {
  const { canEdit, canDelete } = useCatalogueAccess();
  const pending = useRowPending('packages', row.id);
  const referenced = useIsReferenced('packages', row.id) ?? true;
  const editor = useItemEditor({
    listHref: links.catalogue('packages'),
    row,
    formOf: packageFormOf,
    errorsOf: packageFormErrors,
    inputOf: packageInputOf,
    update: (patch) => updatePackage(row.id, patch),
    remove: () => deletePackage(row.id),
  });

  return (
    <ItemEditorForm title={row.name} back={back} active={row.active} referenced={referenced} pending={pending} canEdit={canEdit} canDelete={canDelete} editor={editor}>
      <PackageFields form={editor.form} errors={editor.errors} onChange={editor.change} isDisabled={!canEdit} />
    </ItemEditorForm>
  );
}
