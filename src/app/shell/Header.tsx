import { useTranslation } from 'react-i18next';
import { useSession } from '@/data/queries/session';
import { stopSync } from '@/data/sync-client';
import { setActiveAccount } from '@/data/session';
import { Avatar } from '@/ui/Avatar';
import { Button } from '@/ui/Button';
import { markSignedOut } from '@/features/auth/auth-state';
import { signOutOfIdentity } from '@/features/auth/identity';
import { SyncStatus } from './SyncStatus';
import './Header.css';

async function signOut(): Promise<void> {
  await stopSync();
  setActiveAccount(null);
  try {
    await signOutOfIdentity();
  } finally {
    markSignedOut();
  }
}

export function Header() {
  const { t } = useTranslation();
  const session = useSession();
  const name = session ? `${session.user.userFirstName} ${session.user.userLastName}`.trim() : '';
  return (
    <header className="app-header">
      <div className="app-header__business">
        <span className="app-header__business-name">{session?.business.name}</span>
        {session?.branches[0] && <span className="app-header__branch">{session.branches[0].name}</span>}
      </div>
      <div className="app-header__tools">
        <SyncStatus />
        <Avatar name={name || '?'} size="small" />
        <Button variant="ghost" size="small" onPress={() => void signOut()}>
          {t('auth.signOut')}
        </Button>
      </div>
    </header>
  );
}
