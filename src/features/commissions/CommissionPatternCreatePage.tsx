import { useTranslation } from 'react-i18next';
import { commissionPatternFormErrors, commissionPatternInputOf, NEW_COMMISSION_PATTERN } from '@/lib/commissions/pattern-form';
import { createCommissionPattern } from '@/data/mutations/commission-patterns';
import { ItemCreateForm } from '@/features/catalogues/ItemCreateForm';
import { CommissionPatternFields } from './CommissionPatternFields';
import { usePatternLinks } from './usePatternLinks';

/** A new commission pattern (catalogue, or the organisation's commission settings). */
export default function CommissionPatternCreatePage() {
  const { t } = useTranslation();
  const to = usePatternLinks();
  return (
    <ItemCreateForm
      title={t('commissions.createTitle')}
      listHref={to.list}
      detailsHref={to.details}
      initial={NEW_COMMISSION_PATTERN}
      errorsOf={commissionPatternFormErrors}
      inputOf={commissionPatternInputOf}
      create={(input) => createCommissionPattern(input)}
      fields={(props) => <CommissionPatternFields {...props} isDisabled={false} />}
    />
  );
}
