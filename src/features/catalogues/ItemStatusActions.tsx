import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/ui/Banner';
import { Button } from '@/ui/Button';

interface Props {
  active: boolean;
  /** Something refers to it: it can be archived, not deleted. */
  referenced: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onArchive: () => void;
  onRestore: () => void;
  onDelete: () => void;
}

/** Archive (out of the menu, history kept), restore, or delete an item nothing refers to. */
export function ItemStatusActions({ active, referenced, canEdit, canDelete, onArchive, onRestore, onDelete }: Props) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  if (!canEdit) return null;
  return (
    <section className="catalogue-card" aria-labelledby="item-status">
      <h2 id="item-status">{t('catalogues.status.title')}</h2>
      <p className="catalogue-hint">{active ? t('catalogues.status.archiveHint') : t('catalogues.status.archivedHint')}</p>
      <div className="catalogue-status-actions">
        {active ? (
          <Button variant="secondary" onPress={onArchive}>
            {t('catalogues.status.archive')}
          </Button>
        ) : (
          <Button variant="secondary" onPress={onRestore}>
            {t('catalogues.status.restore')}
          </Button>
        )}
        {canDelete && !referenced && !confirming && (
          <Button variant="danger" icon="trash" onPress={() => setConfirming(true)}>
            {t('catalogues.status.delete')}
          </Button>
        )}
      </div>
      {canDelete && referenced && <p className="catalogue-hint">{t('catalogues.status.referencedHint')}</p>}
      {confirming && (
        <Banner
          tone="danger"
          title={t('catalogues.status.deleteConfirm')}
          actions={
            <>
              <Button variant="ghost" onPress={() => setConfirming(false)}>
                {t('catalogues.cancel')}
              </Button>
              <Button variant="danger" onPress={onDelete}>
                {t('catalogues.status.deleteForGood')}
              </Button>
            </>
          }
        />
      )}
    </section>
  );
}
