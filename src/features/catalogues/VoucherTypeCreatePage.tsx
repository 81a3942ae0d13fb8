import { useTranslation } from 'react-i18next';
import { links } from '@/lib/links';
import { NEW_VOUCHER_TYPE, voucherTypeFormErrors, voucherTypeInputOf } from '@/lib/catalogues/voucher-type-form';
import { createVoucherType } from '@/data/mutations/catalogue';
import { ItemCreateForm } from './ItemCreateForm';
import { VoucherTypeFields } from './VoucherTypeFields';

export default function VoucherTypeCreatePage() {
  const { t } = useTranslation();
  return (
    <ItemCreateForm
      title={t('catalogues.vouchers.createTitle')}
      listHref={links.catalogue('vouchers')}
      detailsHref={(id) => links.catalogueDetails('vouchers', id)}
      initial={NEW_VOUCHER_TYPE}
      errorsOf={voucherTypeFormErrors}
      inputOf={voucherTypeInputOf}
      create={(input) => createVoucherType(input)}
      fields={(props) => <VoucherTypeFields {...props} isDisabled={false} />}
    />
  );
}
