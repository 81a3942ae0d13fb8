import { useTranslation } from 'react-i18next';
import { links } from '@/lib/links';
import { NEW_PACKAGE, packageFormErrors, packageInputOf } from '@/lib/catalogues/package-form';
import { createPackage } from '@/data/mutations/catalogue';
import { ItemCreateForm } from './ItemCreateForm';
import { PackageFields } from './PackageFields';

export default function PackageCreatePage() {
  const { t } = useTranslation();
  return (
    <ItemCreateForm
      title={t('catalogues.packages.createTitle')}
      listHref={links.catalogue('packages')}
      detailsHref={(id) => links.catalogueDetails('packages', id)}
      initial={NEW_PACKAGE}
      errorsOf={packageFormErrors}
      inputOf={packageInputOf}
      create={(input) => createPackage(input)}
      fields={(props) => <PackageFields {...props} isDisabled={false} />}
    />
  );
}
