import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSyncStatus } from '@/data/queries/sync-status';
import { setActiveAccount } from '@/data/session';
import { stopSync, syncNow } from '@/data/sync-client';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { markSignedOut } from '@/features/auth/auth-state';
import { signOutOfIdentity } from '@/features/auth/identity';

async function signOut(): Promise<void> {
  await stopSync();
  setActiveAccount(null);
  try {
    await signOutOfIdentity();
  } finally {
    markSignedOut();
  }
}

/**
 * Sign-out that never silently strands unsent work: with changes still waiting, it says how many
 * and offers to wait until they are sent (then signs out by itself) or to sign out anyway (they
 * stay on this device and go out when this user signs in again).
 */
export function SignOutButton() {
  const { t } = useTranslation();
  const { pending, online } = useSyncStatus();
  const [asking, setAsking] = useState(false);
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    if (waiting && pending === 0) void signOut();
  }, [waiting, pending]);

  const onPress = () => {
    if (pending > 0) setAsking(true);
    else void signOut();
  };

  return (
    <>
      <Button variant="ghost" size="small" onPress={onPress}>
        {t('auth.signOut')}
      </Button>
      <Modal
        isOpen={asking}
        onOpenChange={(open) => {
          setAsking(open);
          if (!open) setWaiting(false);
        }}
        title={t('signOut.pendingTitle', { count: pending })}
        size="small"
        footer={
          <>
            <Button variant="secondary" onPress={() => void signOut()}>
              {t('signOut.anyway')}
            </Button>
            <Button
              isLoading={waiting}
              isDisabled={!online}
              onPress={() => {
                setWaiting(true);
                void syncNow();
              }}
            >
              {t('signOut.wait')}
            </Button>
          </>
        }
      >
        <p>{t('signOut.pendingBody', { count: pending })}</p>
        {!online && <p>{t('signOut.offline')}</p>}
      </Modal>
    </>
  );
}
