import { useTranslation } from 'react-i18next';
import { links } from '@/lib/links';
import { NEW_DISCOUNT, discountFormErrors, discountInputOf } from '@/lib/catalogues/discount-form';
import { createDiscount } from '@/data/mutations/catalogue';
import { ItemCreateForm } from './ItemCreateForm';
import { DiscountFields } from './DiscountFields';

export default function DiscountCreatePage() {
  const { t } = useTranslation();
  return (
    <ItemCreateForm
      title={t('catalogues.discounts.createTitle')}
      listHref={links.catalogue('discounts')}
      detailsHref={(id) => links.catalogueDetails('discounts', id)}
      initial={NEW_DISCOUNT}
      errorsOf={discountFormErrors}
      inputOf={discountInputOf}
      create={(input) => createDiscount(input)}
      fields={(props) => <DiscountFields {...props} isDisabled={false} />}
    />
  );
}
