import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { DiscountRow } from '@/lib/schemas/discount';
import { discountFormErrors, discountFormOf, discountInputOf } from '@/lib/catalogues/discount-form';
import { deleteDiscount, updateDiscount } from '@/data/mutations/catalogue';
import { useDiscount } from '@/data/queries/catalogue';
import { useRowPending } from '@/data/queries/pending-row';
import { links } from '@/lib/links';
import { useRouteParams } from '@/ui/routing';
import { ItemDetailsFrame } from './ItemDetailsFrame';
import { ItemEditorForm } from './ItemEditorForm';
import { DiscountFields } from './DiscountFields';
import { useCatalogueAccess } from './useCatalogueAccess';
import { useItemEditor } from './useItemEditor';

export default function DiscountDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useRouteParams<{ id: string }>();
  const found = useDiscount(id);
  return (
    <ItemDetailsFrame listTitle={t('catalogues.discounts.title')} backLabel={t('catalogues.discounts.back')} listHref={links.catalogue('discounts')} item={found}>
      {(row, back) => <DiscountEditor key={row.id} row={row} back={back} />}
    </ItemDetailsFrame>
  );
}

function DiscountEditor({ row, back }: { row: DiscountRow; back: ReactNode }) {
  const { canEdit, canDelete } = useCatalogueAccess();
  const pending = useRowPending('discounts', row.id);
  const editor = useItemEditor({
    listHref: links.catalogue('discounts'),
    row,
    formOf: discountFormOf,
    errorsOf: discountFormErrors,
    inputOf: discountInputOf,
    update: (patch) => updateDiscount(row.id, patch),
    remove: () => deleteDiscount(row.id),
  });

  // Sales keep the amount a discount took off, never the discount itself: it can always be deleted.
  return (
    <ItemEditorForm title={row.name} back={back} active={row.active} referenced={false} pending={pending} canEdit={canEdit} canDelete={canDelete} editor={editor}>
      <DiscountFields form={editor.form} errors={editor.errors} onChange={editor.change} isDisabled={!canEdit} />
    </ItemEditorForm>
  );
}
