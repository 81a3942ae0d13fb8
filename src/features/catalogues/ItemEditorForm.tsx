import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/ui/PageFrame';
import { StatusPill } from '@/ui/StatusPill';
import { UnsavedChangesBanner } from '@/ui/UnsavedChangesBanner';
import { ItemStatusActions } from './ItemStatusActions';
import type { ItemEditor } from './useItemEditor';

interface Props {
  title: string;
  back: ReactNode;
  active: boolean;
  /** Something refers to it: it can be archived, not deleted. */
  referenced: boolean;
  pending: boolean | undefined;
  canEdit: boolean;
  canDelete: boolean;
  editor: ItemEditor;
  /** Pills between "archived" and the sync state. */
  pills?: ReactNode;
  /** The item's fields. */
  children: ReactNode;
}

/** A service's or a product's details page: status pills, its fields, archive/delete, and the unsaved-changes bar. */
export function ItemEditorForm({ title, back, active, referenced, pending, canEdit, canDelete, editor, pills, children }: Props) {
  const { t } = useTranslation();
  return (
    <PageFrame title={title} actions={back}>
      <div className="catalogue-pills">
        {!active && <StatusPill tone="warning">{t('catalogues.list.archived')}</StatusPill>}
        {pills}
        <StatusPill tone={pending ? 'warning' : 'success'}>{pending ? t('catalogues.pendingSync') : t('catalogues.synced')}</StatusPill>
      </div>
      <form className="catalogue-form" onSubmit={(e) => { e.preventDefault(); void editor.save(); }} noValidate>
        {children}
        <ItemStatusActions
          active={active}
          referenced={referenced}
          canEdit={canEdit}
          canDelete={canDelete}
          onArchive={() => void editor.setActive(false)}
          onRestore={() => void editor.setActive(true)}
          onDelete={() => void editor.deleteItem()}
        />
      </form>
      <UnsavedChangesBanner isDirty={editor.dirty && canEdit} onSave={() => void editor.save()} onDiscard={editor.discard} isSaving={editor.saving} />
    </PageFrame>
  );
}
