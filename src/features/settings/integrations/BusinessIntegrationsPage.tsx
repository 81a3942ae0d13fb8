import { useTranslation } from 'react-i18next';
import { useBranches, useMembers } from '@/data/queries/members';
import { PageFrame } from '@/ui/PageFrame';
import { CalendarFeedList, type FeedTarget } from './CalendarFeedList';
import '../checkout/settings-checkout.css';

/** /settings/business/integrations (org admins): a calendar feed per branch and per staff member. */
export default function BusinessIntegrationsPage() {
  const { t } = useTranslation();
  const branches = useBranches() ?? [];
  const members = (useMembers() ?? []).filter((m) => m.status !== 'deactivated');
  const targets: FeedTarget[] = [
    ...branches.map((b) => ({ scope: 'branch' as const, targetId: b.id, label: t('calendarFeeds.branchCalendar', { name: b.name }) })),
    ...members.map((m) => ({ scope: 'member' as const, targetId: m.id, label: `${m.firstName} ${m.lastName}`.trim() || m.email })),
  ];
  return (
    <PageFrame title={t('settingsNav.business.integrations')}>
      <p>{t('calendarFeeds.intro')}</p>
      <CalendarFeedList label={t('calendarFeeds.allFeeds')} targets={targets} />
    </PageFrame>
  );
}
