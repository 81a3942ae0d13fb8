import { useTranslation } from 'react-i18next';
import type { BusinessRow } from '@/lib/api-types';
import { RecordImageField } from '@/features/team/RecordImageField';

/** The business's logo (uploads when online; shown from the device meanwhile). */
export function LogoField({ business, canEdit }: { business: BusinessRow; canEdit: boolean }) {
  const { t } = useTranslation();
  return (
    <RecordImageField
      target={{ table: 'businesses', field: 'logoUrl', rowId: business.id, purpose: 'businessLogo' }}
      saved={business.logoUrl}
      label={t('business.logo')}
      canEdit={canEdit}
    />
  );
}
