import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { optOutOfGoogleCalendar } from '@/data/online-settings';
import { useAccess } from '@/data/queries/access';
import { useActiveAccount } from '@/data/queries/useActiveAccount';
import { useOnline } from '@/lib/useOnline';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { PageFrame } from '@/ui/PageFrame';

/** /integrations/google/opt-out (spec §2.2, gCal flag): stops every calendar feed of the signed-in member. */
export default function GoogleOptOutPage() {
  const { t } = useTranslation();
  const online = useOnline();
  const businessId = useActiveAccount()?.businessId ?? null;
  const enabled = useAccess()?.features.gCal === true;
  const [revoked, setRevoked] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const optOut = async () => {
    if (businessId === null) return;
    setBusy(true);
    try {
      setRevoked(await optOutOfGoogleCalendar(businessId));
    } finally {
      setBusy(false);
    }
  };
  return (
    <PageFrame title={t('routes.googleOptOut')}>
      {!enabled ? (
        <EmptyState title={t('calendarFeeds.gCalOff')} />
      ) : revoked !== null ? (
        <p role="status">{t('calendarFeeds.optedOut', { count: revoked })}</p>
      ) : (
        <>
          <p>{t('calendarFeeds.optOutIntro')}</p>
          <Button variant="danger" isLoading={busy} isDisabled={!online} onPress={() => void optOut()}>
            {t('calendarFeeds.optOut')}
          </Button>
        </>
      )}
    </PageFrame>
  );
}
