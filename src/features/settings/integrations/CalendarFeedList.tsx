import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createCalendarFeed, fetchCalendarFeeds, revokeCalendarFeed } from '@/data/online-settings';
import { useActiveAccount } from '@/data/queries/useActiveAccount';
import { useSession } from '@/data/queries/session';
import { formatDate, toAppLocale } from '@/lib/format-date';
import type { CalendarFeedScope, CalendarFeedView } from '@/lib/schemas/calendar-feed';
import { useOnline } from '@/lib/useOnline';
import { Button } from '@/ui/Button';
import { CopyableField } from '@/ui/CopyableField';
import { EmptyState } from '@/ui/EmptyState';
import { toast } from '@/ui/toast';
import './calendar-feeds.css';

export interface FeedTarget {
  scope: CalendarFeedScope;
  targetId: string;
  label: string;
}

/**
 * Calendar feeds for some members or branches (issue 20): make one (its address is shown once,
 * to paste into Google or Apple Calendar), replace it, or stop it. Online only: the address is a secret.
 */
export function CalendarFeedList({ targets, label }: { targets: readonly FeedTarget[]; label: string }) {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const businessId = useActiveAccount()?.businessId ?? null;
  const timeZone = useSession()?.business.timeZone || 'Asia/Kuala_Lumpur';
  const [feeds, setFeeds] = useState<CalendarFeedView[] | null>(null);
  const [shown, setShown] = useState<{ targetId: string; url: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const reload = useCallback(async () => {
    if (businessId === null) return;
    setFeeds(await fetchCalendarFeeds(businessId));
  }, [businessId]);
  useEffect(() => {
    if (online) void reload();
  }, [online, reload]);

  const run = async (targetId: string, work: () => Promise<void>) => {
    setBusy(targetId);
    try {
      await work();
      await reload();
    } finally {
      setBusy(null);
    }
  };
  const make = (target: FeedTarget) =>
    run(target.targetId, async () => {
      if (businessId === null) return;
      const created = await createCalendarFeed(businessId, { id: crypto.randomUUID(), scope: target.scope, targetId: target.targetId });
      setShown({ targetId: target.targetId, url: created.url });
    });
  const stop = (target: FeedTarget, feed: CalendarFeedView) =>
    run(target.targetId, async () => {
      if (businessId === null) return;
      await revokeCalendarFeed(businessId, feed.id);
      if (shown?.targetId === target.targetId) setShown(null);
      toast.success(t('calendarFeeds.stopped'));
    });

  if (!online) return <EmptyState title={t('calendarFeeds.offline')} />;
  if (feeds === null) return <p aria-busy="true">{t('calendarFeeds.loading')}</p>;
  return (
    <ul className="feed-list" aria-label={label}>
      {targets.map((target) => {
        const feed = feeds.find((f) => f.scope === target.scope && f.targetId === target.targetId);
        return (
          <li key={`${target.scope}:${target.targetId}`} className="settings-card">
            <h2>{target.label}</h2>
            <p>{feed ? t('calendarFeeds.activeSince', { date: formatDate(feed.createdAt, 'date', { timeZone, locale: toAppLocale(i18n.language) }) }) : t('calendarFeeds.none')}</p>
            {shown?.targetId === target.targetId ? (
              <>
                <CopyableField label={t('calendarFeeds.address')} value={shown.url} />
                <p>{t('calendarFeeds.howTo')}</p>
              </>
            ) : null}
            <div className="feed-actions">
              <Button variant={feed ? 'secondary' : 'primary'} isLoading={busy === target.targetId} onPress={() => void make(target)}>
                {feed ? t('calendarFeeds.replace') : t('calendarFeeds.create')}
              </Button>
              {feed ? (
                <Button variant="danger" isDisabled={busy === target.targetId} onPress={() => void stop(target, feed)}>
                  {t('calendarFeeds.stop')}
                </Button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
