import { useTranslation } from 'react-i18next';
import { formatDistanceToNowStrict } from 'date-fns';
import { useSyncStatus } from '@/data/queries/sync-status';
import { syncNow } from '@/data/sync-client';
import { Button } from '@/ui/Button';
import { useOnline } from '@/lib/useOnline';
import { Link } from '@/ui/routing';
import { links } from '@/lib/links';
import './SyncStatus.css';

/**
 * Online or offline, syncing, pending count, last synced time, and "sync now" (issue #3 item 9).
 * In a narrow header the words are cut short on screen; the title and the status region keep them whole.
 */
export function SyncStatus() {
  const { t } = useTranslation();
  const online = useOnline();
  const status = useSyncStatus();
  const state = !online ? 'offline' : status.syncing ? 'syncing' : status.pending > 0 ? 'pending' : 'online';
  const label = !online ? t('sync.offline') : status.syncing ? t('sync.syncing') : status.pending > 0 ? t('sync.pending', { count: status.pending }) : t('sync.upToDate');
  const last = status.lastSyncedAt ? t('sync.lastSynced', { time: formatDistanceToNowStrict(new Date(status.lastSyncedAt), { addSuffix: true }) }) : t('sync.never');
  const issues = status.rejected > 0 ? t('sync.issues', { count: status.rejected }) : null;
  return (
    <div className="sync-status" data-state={state} role="status" aria-label={t('sync.status')} title={`${label}\n${last}`}>
      <span className="sync-status__dot" aria-hidden="true" />
      <span className="sync-status__text">
        <span className="sync-status__label">{label}</span>
        <span className="sync-status__last">{last}</span>
      </span>
      {issues && (
        <Link href={links.syncIssues()} className="sync-status__issues">
          <span title={issues}>{issues}</span>
        </Link>
      )}
      <Button variant="ghost" size="small" icon="refresh" aria-label={t('sync.syncNow')} isDisabled={!online} onPress={() => void syncNow()} />
    </div>
  );
}
