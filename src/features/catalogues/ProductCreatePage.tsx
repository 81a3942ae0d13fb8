import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { links } from '@/lib/links';
import { useOnline } from '@/lib/useOnline';
import { NEW_PRODUCT, productFormErrors, productInputOf } from '@/lib/catalogues/product-form';
import { createProduct } from '@/data/mutations/catalogue';
import { ValidationError } from '@/data/errors';
import { PageFrame } from '@/ui/PageFrame';
import { Button } from '@/ui/Button';
import { LinkButton } from '@/ui/LinkButton';
import { toast } from '@/ui/toast';
import { useNavigate } from '@/ui/routing';
import { ProductFields } from './ProductFields';
import { useItemForm } from './useItemForm';
import './catalogues.css';

export default function ProductCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const online = useOnline();
  const { form, errors, change, attempt, setServerErrors } = useItemForm(NEW_PRODUCT, productFormErrors);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const built = productInputOf(form);
    if (!attempt() || !('input' in built)) return;
    setSaving(true);
    try {
      const id = await createProduct(built.input);
      toast.success(online ? t('catalogues.saved') : t('catalogues.savedOffline'));
      navigate(links.catalogueDetails('products', id), { replace: true });
    } catch (error) {
      if (error instanceof ValidationError) setServerErrors(error.fieldErrors);
      else throw error;
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageFrame title={t('catalogues.products.createTitle')}>
      <form className="catalogue-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <ProductFields form={form} errors={errors} onChange={change} isDisabled={false} />
        <div className="catalogue-form__actions">
          <LinkButton href={links.catalogue('products')} variant="secondary">
            {t('catalogues.cancel')}
          </LinkButton>
          <Button type="submit" isLoading={saving}>
            {t('catalogues.save')}
          </Button>
        </div>
      </form>
    </PageFrame>
  );
}
