import { useTranslation } from 'react-i18next';
import { useMember } from '@/data/queries/members';
import { useActiveAccount } from '@/data/queries/useActiveAccount';
import { PageFrame } from '@/ui/PageFrame';
import { CalendarFeedList } from './CalendarFeedList';
import '../checkout/settings-checkout.css';

/** /settings/account/integrations: the signed-in member's own calendar feed. */
export default function AccountIntegrationsPage() {
  const { t } = useTranslation();
  const userId = useActiveAccount()?.userId ?? '';
  const me = useMember(userId);
  return (
    <PageFrame title={t('settingsNav.account.integrations')}>
      <p>{t('calendarFeeds.intro')}</p>
      {me ? <CalendarFeedList label={t('calendarFeeds.myFeed')} targets={[{ scope: 'member', targetId: me.id, label: t('calendarFeeds.myCalendar') }]} /> : null}
    </PageFrame>
  );
}
