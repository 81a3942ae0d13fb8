import { useTranslation } from 'react-i18next';
import { links } from '@/lib/links';
import { NEW_REWARD_PROGRAM, rewardProgramFormErrors, rewardProgramInputOf } from '@/lib/catalogues/reward-program-form';
import { createRewardProgram } from '@/data/mutations/rewards';
import { ItemCreateForm } from './ItemCreateForm';
import { RewardProgramFields } from './RewardProgramFields';

export default function RewardProgramCreatePage() {
  const { t } = useTranslation();
  return (
    <ItemCreateForm
      title={t('catalogues.rewards.createTitle')}
      listHref={links.catalogue('rewardProgram')}
      detailsHref={(id) => links.catalogueDetails('rewardProgram', id)}
      initial={NEW_REWARD_PROGRAM}
      errorsOf={rewardProgramFormErrors}
      inputOf={rewardProgramInputOf}
      create={(input) => createRewardProgram(input)}
      fields={(props) => <RewardProgramFields {...props} isDisabled={false} showActive />}
    />
  );
}
