import { useTranslation } from 'react-i18next';
import { useStore } from '@/lib/store';
import { Banner } from '@/ui/Banner';
import { Button } from '@/ui/Button';
import { applyUpdate, updateState } from '../service-worker';

function report(error: unknown): void {
  console.error('Update failed', error);
}

/** The update badge in the header: a new version is ready (only its icon shows in a narrow header; the word stays its name). */
export function UpdateBadge() {
  const { t } = useTranslation();
  const update = useStore(updateState);
  if (!update.available) return null;
  return (
    <Button size="small" variant="primary" icon="refresh" isLoading={update.requested} onPress={() => void applyUpdate().catch(report)}>
      <span className="update-badge__label">{t('update.badge')}</span>
    </Button>
  );
}

/** The banner under the header: update now, or why it is waiting (sync in flight, open checkout). */
export function UpdateBanner() {
  const { t } = useTranslation();
  const update = useStore(updateState);
  if (!update.available) return null;
  const waiting = update.requested && update.waitingFor.length > 0;
  return (
    <Banner
      className="update-banner"
      tone="info"
      iconName="refresh"
      title={t('update.title')}
      description={waiting ? t('update.waiting', { reasons: update.waitingFor.map((r) => t(`update.reasons.${r}`, { defaultValue: r })).join(', ') }) : t('update.body')}
      {...(waiting ? { progress: 'indeterminate' as const } : {})}
      actions={
        <Button size="small" isLoading={update.requested} onPress={() => void applyUpdate().catch(report)}>
          {t('update.apply')}
        </Button>
      }
    />
  );
}
