import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { SKELETON_ROW_COUNT, SkeletonRow } from '@/ui/Skeleton';
import type { HelpLoadState } from './useHelpLoad';

/** Six skeleton rows under a loading label (spec §2.4 results list). */
export function HelpLoading() {
  const { t } = useTranslation('help');
  return (
    <div className="help-loading" role="status" aria-label={t('drawer.loading')}>
      {Array.from({ length: SKELETON_ROW_COUNT }, (_, i) => (
        <SkeletonRow key={i} />
      ))}
    </div>
  );
}

/** What to show instead of content: loading, offline with nothing saved, gone, or failed. */
export function HelpStatus({ state, retry }: { state: Exclude<HelpLoadState<unknown>, { status: 'ready' }>; retry: () => void }) {
  const { t } = useTranslation('help');
  switch (state.status) {
    case 'loading':
      return <HelpLoading />;
    case 'offline':
      return <EmptyState icon="warning" title={t('drawer.offlineTitle')} description={t('drawer.offline')} />;
    case 'missing':
      return <EmptyState icon="inbox" title={t('drawer.notFound')} />;
    case 'error':
      return (
        <EmptyState
          icon="danger"
          title={t('drawer.error')}
          action={
            <Button variant="secondary" icon="refresh" onPress={retry}>
              {t('drawer.retry')}
            </Button>
          }
        />
      );
  }
}

/** A quiet line saying the answer was saved earlier and may be out of date. */
export function StaleNote({ stale }: { stale: boolean }) {
  const { t } = useTranslation('help');
  if (!stale) return null;
  return (
    <p className="help-stale" role="note">
      {t('drawer.stale')}
    </p>
  );
}
