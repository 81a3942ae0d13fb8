import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { RewardProgramRow } from '@/lib/schemas/reward-program';
import { rewardProgramFormErrors, rewardProgramFormOf, rewardProgramInputOf } from '@/lib/catalogues/reward-program-form';
import { deleteRewardProgram, updateRewardProgram } from '@/data/mutations/rewards';
import { useRewardProgram, useRewardProgramUsed } from '@/data/queries/rewards';
import { useRowPending } from '@/data/queries/pending-row';
import { links } from '@/lib/links';
import { useRouteParams } from '@/ui/routing';
import { ItemDetailsFrame } from './ItemDetailsFrame';
import { ItemEditorForm } from './ItemEditorForm';
import { RewardProgramFields } from './RewardProgramFields';
import { useCatalogueAccess } from './useCatalogueAccess';
import { useItemEditor } from './useItemEditor';

export default function RewardProgramDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useRouteParams<{ id: string }>();
  const found = useRewardProgram(id);
  return (
    <ItemDetailsFrame listTitle={t('catalogues.rewards.title')} backLabel={t('catalogues.rewards.back')} listHref={links.catalogue('rewardProgram')} item={found}>
      {(row, back) => <RewardProgramEditor key={row.id} row={row} back={back} />}
    </ItemDetailsFrame>
  );
}

function RewardProgramEditor({ row, back }: { row: RewardProgramRow; back: ReactNode }) {
  const { canEdit, canDelete } = useCatalogueAccess();
  const pending = useRowPending('rewardPrograms', row.id);
  const used = useRewardProgramUsed(row.id);
  const editor = useItemEditor({
    listHref: links.catalogue('rewardProgram'),
    row,
    formOf: rewardProgramFormOf,
    errorsOf: rewardProgramFormErrors,
    inputOf: rewardProgramInputOf,
    update: (patch) => updateRewardProgram(row.id, patch),
    remove: () => deleteRewardProgram(row.id),
    // Active is archive/restore's business, not the form's.
    liveFields: ['active'],
  });
  return (
    <ItemEditorForm title={row.name} back={back} active={row.active} referenced={used ?? true} pending={pending} canEdit={canEdit} canDelete={canDelete} editor={editor}>
      <RewardProgramFields form={editor.form} errors={editor.errors} onChange={editor.change} isDisabled={!canEdit} showActive={false} />
    </ItemEditorForm>
  );
}
