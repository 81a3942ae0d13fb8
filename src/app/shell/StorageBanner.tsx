import { useTranslation } from 'react-i18next';
import { useStorageEstimate, useStorageStatus } from '@/data/queries/storage';
import { useSyncStatus } from '@/data/queries/sync-status';
import { Banner } from '@/ui/Banner';

/**
 * Device storage warnings: above 80% of the browser's quota, and a refused write (QuotaExceeded).
 * Everything already accepted is kept either way; the banner says what to do.
 */
export function StorageBanner() {
  const { t } = useTranslation();
  const estimate = useStorageEstimate();
  const { quotaExceeded } = useStorageStatus();
  const sync = useSyncStatus();
  if (quotaExceeded || sync.quotaExceeded) {
    return <Banner tone="danger" title={t('storage.fullTitle')} description={t('storage.fullBody')} />;
  }
  if (estimate?.warning) {
    return (
      <Banner
        tone="warning"
        title={t('storage.nearlyFullTitle', { percent: Math.round(estimate.ratio * 100) })}
        description={t('storage.nearlyFullBody')}
      />
    );
  }
  return null;
}
