import { useTranslation } from 'react-i18next';
import { formatDistanceToNowStrict } from 'date-fns';
import { useSyncStatus } from '@/data/queries/sync-status';
import { syncNow } from '@/data/sync-client';
import { Button } from '@/ui/Button';
import { useOnline } from '@/lib/useOnline';
import { Link } from '@/ui/routing';
import { links } from '@/lib/links';
import './SyncStatus.css';

/** Online or offline, syncing, pending count, last synced time, and "sync now" (issue #3 item 9). */
export function SyncStatus() {
  const { t } = useTranslation();
  const online = useOnline();
  const status = useSyncStatus();
  const state = !online ? 'offline' : status.syncing ? 'syncing' : status.pending > 0 ? 'pending' : 'online';
  const label = !online ? t('sync.offline') : status.syncing ? t('sync.syncing') : status.pending > 0 ? t('sync.pending', { count: status.pending }) : t('sync.upToDate');
  const last = status.lastSyncedAt ? t('sync.lastSynced', { time: formatDistanceToNowStrict(new Date(status.lastSyncedAt), { addSuffix: true }) }) : t('sync.never');
  return (
    <div className="sync-status" data-state={state} role="status" aria-label={t('sync.status')} title={last}>
      <span className="sync-status__dot" aria-hidden="true" />
      <span className="sync-status__text">
        <span className="sync-status__label">{label}</span>
        <span className="sync-status__last">{last}</span>
      </span>
      {status.rejected > 0 && (
        <Link href={links.syncIssues()} className="sync-status__issues">
          {t('sync.issues', { count: status.rejected })}
        </Link>
      )}
      <Button variant="ghost" size="small" icon="refresh" aria-label={t('sync.syncNow')} isDisabled={!online} onPress={() => void syncNow()} />
    </div>
  );
}
