import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { VoucherTypeRow } from '@/lib/schemas/voucher-type';
import { voucherTypeFormErrors, voucherTypeFormOf, voucherTypeInputOf } from '@/lib/catalogues/voucher-type-form';
import { deleteVoucherType, updateVoucherType } from '@/data/mutations/catalogue';
import { useVoucherType, useVoucherTypeSold } from '@/data/queries/catalogue';
import { useRowPending } from '@/data/queries/pending-row';
import { links } from '@/lib/links';
import { useRouteParams } from '@/ui/routing';
import { ItemDetailsFrame } from './ItemDetailsFrame';
import { ItemEditorForm } from './ItemEditorForm';
import { VoucherTypeFields } from './VoucherTypeFields';
import { useCatalogueAccess } from './useCatalogueAccess';
import { useItemEditor } from './useItemEditor';

export default function VoucherTypeDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useRouteParams<{ id: string }>();
  const found = useVoucherType(id);
  return (
    <ItemDetailsFrame listTitle={t('catalogues.vouchers.title')} backLabel={t('catalogues.vouchers.back')} listHref={links.catalogue('vouchers')} item={found}>
      {(row, back) => <VoucherTypeEditor key={row.id} row={row} back={back} />}
    </ItemDetailsFrame>
  );
}

function VoucherTypeEditor({ row, back }: { row: VoucherTypeRow; back: ReactNode }) {
  const { canEdit, canDelete } = useCatalogueAccess();
  const pending = useRowPending('voucherTypes', row.id);
  const sold = useVoucherTypeSold(row.id);
  const editor = useItemEditor({
    listHref: links.catalogue('vouchers'),
    row,
    formOf: voucherTypeFormOf,
    errorsOf: voucherTypeFormErrors,
    inputOf: voucherTypeInputOf,
    update: (patch) => updateVoucherType(row.id, patch),
    remove: () => deleteVoucherType(row.id),
  });
  return (
    <ItemEditorForm title={row.name} back={back} active={row.active} referenced={sold ?? true} pending={pending} canEdit={canEdit} canDelete={canDelete} editor={editor}>
      <VoucherTypeFields form={editor.form} errors={editor.errors} onChange={editor.change} isDisabled={!canEdit} />
    </ItemEditorForm>
  );
}
