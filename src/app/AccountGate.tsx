import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuntimeConfig } from '@/lib/api-types';
import { startSync, stopSync } from '@/data/sync-client';
import { useAccountBusiness } from '@/data/queries/current-business';
import { useSession } from '@/data/queries/session';
import { FullScreenLoader } from '@/ui/Spinner';
import { EmptyState } from '@/ui/EmptyState';
import { Button } from '@/ui/Button';
import { useOnline } from '@/lib/useOnline';
import { getIdToken, type Account } from '@/features/auth/identity';

function reportSyncFailure(error: unknown): void {
  console.error('The sync worker could not be started or stopped', error);
}

/**
 * Starts the sync worker for the signed-in account and shows the app once the replica holds the
 * account's session (POST /initial). Offline with nothing replicated yet, it says so. While a
 * provider admin's override is in force, the account's business is the overridden one.
 */
export function AccountGate({ config, account, children }: { config: RuntimeConfig; account: Account; children: ReactNode }) {
  const { t } = useTranslation();
  const online = useOnline();
  const { userId, email } = account;
  const { businessId, override } = useAccountBusiness(account);
  const homeBusinessId = override?.homeBusinessId;
  const overrideToken = override?.token;

  useEffect(() => {
    startSync({
      apiBase: config.apiBase,
      userId,
      businessId,
      userEmail: email,
      ...(homeBusinessId !== undefined && overrideToken !== undefined ? { override: { homeBusinessId, token: overrideToken } } : {}),
      getToken: getIdToken,
    }).catch(reportSyncFailure);
    return () => {
      stopSync().catch(reportSyncFailure);
    };
  }, [config.apiBase, userId, businessId, email, homeBusinessId, overrideToken]);

  const session = useSession();
  if (session) return <>{children}</>;
  if (session === null && !online) {
    return (
      <main className="gate-offline">
        <EmptyState
          icon="warning"
          title={t('shell.offlineNoDataTitle')}
          description={t('shell.offlineNoDataBody')}
          action={<Button onPress={() => window.location.reload()}>{t('shell.retry')}</Button>}
        />
      </main>
    );
  }
  return <FullScreenLoader label={t('shell.preparing')} />;
}
