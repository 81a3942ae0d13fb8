import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import './UnsavedChangesBanner.css';

export interface UnsavedChangesBannerProps {
  isDirty: boolean;
  onSave: () => void;
  onDiscard: () => void;
  isSaving?: boolean;
  /** Overrides the default "You have unsaved changes". */
  message?: string;
}

/** Sticks to the bottom of the screen while a form holds unsaved changes. */
export function UnsavedChangesBanner({ isDirty, onSave, onDiscard, isSaving = false, message }: UnsavedChangesBannerProps) {
  const { t } = useTranslation('app');
  if (!isDirty) return null;
  return (
    <div className="ui-unsaved" role="region" aria-label={t('ui.unsaved.region')}>
      <span className="ui-unsaved__message">{message ?? t('ui.unsaved.message')}</span>
      <div className="ui-unsaved__actions">
        <Button variant="ghost" onPress={onDiscard} isDisabled={isSaving}>
          {t('ui.unsaved.discard')}
        </Button>
        <Button variant="primary" onPress={onSave} isLoading={isSaving}>
          {t('ui.unsaved.save')}
        </Button>
      </div>
    </div>
  );
}
