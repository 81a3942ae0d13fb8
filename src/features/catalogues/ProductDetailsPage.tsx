import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductRow } from '@/lib/api-types';
import { links } from '@/lib/links';
import { changedFields } from '@/lib/catalogues/item-form';
import { productFormErrors, productFormOf, productInputOf } from '@/lib/catalogues/product-form';
import { deleteProduct, updateProduct } from '@/data/mutations/catalogue';
import { ValidationError } from '@/data/errors';
import { useIsReferenced, useProduct } from '@/data/queries/catalogue';
import { useRowPending } from '@/data/queries/pending-row';
import { useCurrentBranch } from '@/data/queries/access';
import { PageFrame } from '@/ui/PageFrame';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { FullScreenLoader } from '@/ui/Spinner';
import { StatusPill } from '@/ui/StatusPill';
import { UnsavedChangesBanner } from '@/ui/UnsavedChangesBanner';
import { toast } from '@/ui/toast';
import { useNavigate, useRouteParams } from '@/ui/routing';
import { ItemStatusActions } from './ItemStatusActions';
import { ProductFields } from './ProductFields';
import { ProductStock } from './ProductStock';
import { useCatalogueAccess } from './useCatalogueAccess';
import { useItemForm } from './useItemForm';
import './catalogues.css';

export default function ProductDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useRouteParams<{ id: string }>();
  const product = useProduct(id);
  const back = (
    <LinkButton href={links.catalogue('products')} variant="secondary" icon="back">
      {t('catalogues.products.back')}
    </LinkButton>
  );
  if (product === undefined) return <FullScreenLoader />;
  if (product === null) {
    return (
      <PageFrame title={t('catalogues.products.title')} actions={back}>
        <EmptyState icon="tag" title={t('catalogues.notFound')} />
      </PageFrame>
    );
  }
  return <ProductEditor key={product.id} product={product} back={back} />;
}

function ProductEditor({ product, back }: { product: ProductRow; back: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { canEdit, canDelete } = useCatalogueAccess();
  const pending = useRowPending('products', product.id);
  const currentBranchId = useCurrentBranch()?.branch?.branchId ?? null;
  // A product with stock has ledger movements: it can only be archived.
  const referenced = (useIsReferenced('products', product.id) ?? true) || product.stock !== 0;
  const saved = useMemo(() => productFormOf(product), [product]);
  const { form, errors, change, attempt, reset, setServerErrors } = useItemForm(saved, productFormErrors);
  const [saving, setSaving] = useState(false);
  const changed = changedFields(saved, form);
  const dirty = Object.keys(changed).length > 0;

  const save = async () => {
    const built = productInputOf(form);
    if (!attempt() || !('input' in built)) return;
    const patch = Object.fromEntries(Object.keys(changed).map((k) => [k, built.input[k as keyof typeof built.input]]));
    setSaving(true);
    try {
      await updateProduct(product.id, patch);
      toast.success(t('catalogues.saved'));
    } catch (error) {
      if (error instanceof ValidationError) setServerErrors(error.fieldErrors);
      else throw error;
    } finally {
      setSaving(false);
    }
  };

  const setActive = async (active: boolean) => {
    await updateProduct(product.id, { active });
    toast.success(active ? t('catalogues.status.restored') : t('catalogues.status.archived'));
  };

  const remove = async () => {
    await deleteProduct(product.id);
    toast.success(t('catalogues.status.deleted'));
    navigate(links.catalogue('products'), { replace: true });
  };

  return (
    <PageFrame title={product.name} actions={back}>
      <div className="catalogue-pills">
        {!product.active && <StatusPill tone="warning">{t('catalogues.list.archived')}</StatusPill>}
        <StatusPill tone={product.stock <= 0 ? 'danger' : 'neutral'}>{t('catalogues.products.onHand', { count: product.stock })}</StatusPill>
        <StatusPill tone={pending ? 'warning' : 'success'}>{pending ? t('catalogues.pendingSync') : t('catalogues.synced')}</StatusPill>
      </div>
      <form className="catalogue-form" onSubmit={(e) => { e.preventDefault(); void save(); }} noValidate>
        <ProductStock product={product} canEdit={canEdit} currentBranchId={currentBranchId} />
        <ProductFields form={form} errors={errors} onChange={change} isDisabled={!canEdit} />
        <ItemStatusActions
          active={product.active}
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
