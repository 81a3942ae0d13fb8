import { NEW_SERVICE, serviceFormErrors, serviceInputOf } from '@/lib/catalogues/service-form';
import { createService } from '@/data/mutations/catalogue';
import { ItemCreateForm } from './ItemCreateForm';
import { ServiceFields } from './ServiceFields';

export default function ServiceCreatePage() {
  return (
    <ItemCreateForm
      kind="services"
      initial={NEW_SERVICE}
      errorsOf={serviceFormErrors}
      inputOf={serviceInputOf}
      create={(input) => createService(input)}
      fields={(props) => <ServiceFields {...props} isDisabled={false} />}
    />
  );
}
