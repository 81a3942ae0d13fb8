import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductRow } from '@/lib/api-types';
import { links } from '@/lib/links';
import { productFormErrors, productFormOf, productInputOf } from '@/lib/catalogues/product-form';
import { deleteProduct, updateProduct } from '@/data/mutations/catalogue';
import { useIsReferenced, useProduct } from '@/data/queries/catalogue';
import { useRowPending } from '@/data/queries/pending-row';
import { useCurrentBranch } from '@/data/queries/access';
import { StatusPill } from '@/ui/StatusPill';
import { useRouteParams } from '@/ui/routing';
import { RecordImageField } from '@/features/team/RecordImageField';
import { ItemDetailsFrame } from './ItemDetailsFrame';
import { ItemEditorForm } from './ItemEditorForm';
import { ProductFields } from './ProductFields';
import { ProductStock } from './ProductStock';
import { useCatalogueAccess } from './useCatalogueAccess';
import { useItemEditor } from './useItemEditor';

export default function ProductDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useRouteParams<{ id: string }>();
  const product = useProduct(id);
  return (
    <ItemDetailsFrame listTitle={t('catalogues.products.title')} backLabel={t('catalogues.products.back')} listHref={links.catalogue('products')} item={product}>
      {(found, back) => <ProductEditor key={found.id} product={found} back={back} />}
    </ItemDetailsFrame>
  );
}

const IMAGE_FIELDS = ['imageUrl'] as const;

function ProductEditor({ product, back }: { product: ProductRow; back: ReactNode }) {
  const { t } = useTranslation();
  const { canEdit, canDelete } = useCatalogueAccess();
  const pending = useRowPending('products', product.id);
  const currentBranchId = useCurrentBranch()?.branch?.branchId ?? null;
  // A product with stock has ledger movements: it can only be archived.
  const referenced = (useIsReferenced('products', product.id) ?? true) || product.stock !== 0;
  const editor = useItemEditor({
    listHref: links.catalogue('products'),
    row: product,
    formOf: productFormOf,
    errorsOf: productFormErrors,
    inputOf: productInputOf,
    update: (patch) => updateProduct(product.id, patch),
    remove: () => deleteProduct(product.id),
    liveFields: IMAGE_FIELDS,
  });
  const image = (
    <RecordImageField
      target={{ table: 'products', field: 'imageUrl', rowId: product.id, purpose: 'productImage' }}
      saved={product.imageUrl}
      label={t('catalogues.fields.image')}
      canEdit={canEdit}
    />
  );

  return (
    <ItemEditorForm
      title={product.name}
      back={back}
      active={product.active}
      referenced={referenced}
      pending={pending}
      canEdit={canEdit}
      canDelete={canDelete}
      editor={editor}
      pills={<StatusPill tone={product.stock <= 0 ? 'danger' : 'neutral'}>{t('catalogues.products.onHand', { count: product.stock })}</StatusPill>}
    >
      <ProductStock product={product} canEdit={canEdit} currentBranchId={currentBranchId} />
      <ProductFields form={editor.form} errors={editor.errors} onChange={editor.change} isDisabled={!canEdit} image={image} />
    </ItemEditorForm>
  );
}
