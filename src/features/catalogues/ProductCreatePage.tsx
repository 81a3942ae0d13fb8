import { useTranslation } from 'react-i18next';
import { links } from '@/lib/links';
import { NEW_PRODUCT, productFormErrors, productInputOf } from '@/lib/catalogues/product-form';
import { createProduct } from '@/data/mutations/catalogue';
import { ItemCreateForm } from './ItemCreateForm';
import { ProductFields } from './ProductFields';

export default function ProductCreatePage() {
  const { t } = useTranslation();
  return (
    <ItemCreateForm
      title={t('catalogues.products.createTitle')}
      listHref={links.catalogue('products')}
      detailsHref={(id) => links.catalogueDetails('products', id)}
      initial={NEW_PRODUCT}
      errorsOf={productFormErrors}
      inputOf={productInputOf}
      create={(input) => createProduct(input)}
      fields={(props) => <ProductFields {...props} isDisabled={false} />}
    />
  );
}
