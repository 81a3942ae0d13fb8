import { useSession } from '@/data/queries/session';
import { Avatar } from '@/ui/Avatar';
import { SyncStatus } from './SyncStatus';
import { SignOutButton } from './SignOutButton';
import './Header.css';

export function Header() {
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
        <SignOutButton />
      </div>
    </header>
  );
}
