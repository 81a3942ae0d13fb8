import { useTranslation } from 'react-i18next';
import { links } from '@/lib/links';
import { NEW_SERVICE, serviceFormErrors, serviceInputOf } from '@/lib/catalogues/service-form';
import { createService } from '@/data/mutations/catalogue';
import { ItemCreateForm } from './ItemCreateForm';
import { ServiceFields } from './ServiceFields';

export default function ServiceCreatePage() {
  const { t } = useTranslation();
  return (
    <ItemCreateForm
      title={t('catalogues.services.createTitle')}
      listHref={links.catalogue('services')}
      detailsHref={(id) => links.catalogueDetails('services', id)}
      initial={NEW_SERVICE}
      errorsOf={serviceFormErrors}
      inputOf={serviceInputOf}
      create={(input) => createService(input)}
      fields={(props) => <ServiceFields {...props} isDisabled={false} />}
    />
  );
}
