import { useTranslation } from 'react-i18next';
import { useOutboxSummary } from '@/data/queries/sync-status';
import { useHeldCounts } from '@/data/queries/held-counts';
import { PageFrame } from '@/ui/PageFrame';
import { EmptyState } from '@/ui/EmptyState';
import { FullScreenLoader } from '@/ui/Spinner';
import { SyncIssueCard } from './SyncIssueCard';
import './sync-issues.css';

/** Changes the server refused, kept on the device until the user fixes and retries or discards them. */
export default function SyncIssuesPage() {
  const { t } = useTranslation();
  const summary = useOutboxSummary();
  const held = useHeldCounts();
  if (!summary) return <FullScreenLoader />;
  return (
    <PageFrame title={t('syncIssues.title')}>
      <p className="sync-issues__lead">{t('syncIssues.lead')}</p>
      {summary.rejected.length === 0 ? (
        <EmptyState icon="success" title={t('syncIssues.none')} description={t('syncIssues.noneBody')} />
      ) : (
        <div className="sync-issues__list">
          {summary.rejected.map((entry) => (
            <SyncIssueCard key={entry.id} entry={entry} heldCount={held?.get(entry.id) ?? 0} />
          ))}
        </div>
      )}
    </PageFrame>
  );
}
