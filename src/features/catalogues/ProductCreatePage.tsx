import { NEW_PRODUCT, productFormErrors, productInputOf } from '@/lib/catalogues/product-form';
import { createProduct } from '@/data/mutations/catalogue';
import { ItemCreateForm } from './ItemCreateForm';
import { ProductFields } from './ProductFields';

export default function ProductCreatePage() {
  return (
    <ItemCreateForm
      kind="products"
      initial={NEW_PRODUCT}
      errorsOf={productFormErrors}
      inputOf={productInputOf}
      create={(input) => createProduct(input)}
      fields={(props) => <ProductFields {...props} isDisabled={false} />}
    />
  );
}
