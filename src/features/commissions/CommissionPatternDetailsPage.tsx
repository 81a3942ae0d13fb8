import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommissionPatternRow } from '@/lib/commissions/rows';
import { commissionPatternFormErrors, commissionPatternFormOf, commissionPatternInputOf } from '@/lib/commissions/pattern-form';
import { deleteCommissionPattern, updateCommissionPattern } from '@/data/mutations/commission-patterns';
import { usePatternCommissions } from '@/data/queries/commission-ledger';
import { useCommissionPattern } from '@/data/queries/commissions';
import { useRowPending } from '@/data/queries/pending-row';
import { useRouteParams } from '@/ui/routing';
import { ItemDetailsFrame } from '@/features/catalogues/ItemDetailsFrame';
import { ItemEditorForm } from '@/features/catalogues/ItemEditorForm';
import { useItemEditor } from '@/features/catalogues/useItemEditor';
import { CommissionPatternFields } from './CommissionPatternFields';
import { PatternCommissions } from './PatternCommissions';
import { useCommissionAccess } from './useCommissionAccess';
import { usePatternLinks } from './usePatternLinks';

/** A commission pattern's editor and the commissions earned under it (catalogue, or organisation settings). */
export default function CommissionPatternDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useRouteParams<{ id: string }>();
  const pattern = useCommissionPattern(id);
  const to = usePatternLinks();
  return (
    <ItemDetailsFrame listTitle={t('commissions.title')} backLabel={t('commissions.back')} listHref={to.list} item={pattern}>
      {(found, back) => <PatternEditor key={found.id} pattern={found} back={back} listHref={to.list} />}
    </ItemDetailsFrame>
  );
}

function PatternEditor({ pattern, back, listHref }: { pattern: CommissionPatternRow; back: ReactNode; listHref: string }) {
  const canEdit = useCommissionAccess();
  const pending = useRowPending('commissionPatterns', pattern.id);
  const earned = usePatternCommissions(pattern.id);
  const editor = useItemEditor({
    listHref,
    row: pattern,
    formOf: commissionPatternFormOf,
    errorsOf: commissionPatternFormErrors,
    inputOf: commissionPatternInputOf,
    update: (patch) => updateCommissionPattern(pattern.id, patch),
    remove: () => deleteCommissionPattern(pattern.id),
  });
  return (
    <ItemEditorForm
      title={pattern.name}
      back={back}
      active={pattern.active}
      referenced={earned === undefined || earned.length > 0}
      pending={pending}
      canEdit={canEdit}
      canDelete={canEdit}
      editor={editor}
    >
      <CommissionPatternFields form={editor.form} errors={editor.errors} onChange={editor.change} isDisabled={!canEdit} />
      <PatternCommissions rows={earned} />
    </ItemEditorForm>
  );
}
