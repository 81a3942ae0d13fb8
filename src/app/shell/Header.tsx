import { useTranslation } from 'react-i18next';
import { useAccess, useLiveSession } from '@/data/queries/access';
import { useUnreadNotificationCount } from '@/data/queries/notifications';
import { Avatar } from '@/ui/Avatar';
import { Button } from '@/ui/Button';
import type { IconName } from '@/ui/Icon';
import { CountBadge } from '@/ui/CountBadge';
import { MenuButton } from '@/ui/MenuButton';
import { usePathname } from '@/ui/routing';
import { SyncStatus } from './SyncStatus';
import { SignOutButton } from './SignOutButton';
import { BranchSwitcher } from './BranchSwitcher';
import { UpdateBadge } from './UpdateBanner';
import { openTool, type ToolId } from './tools/tool-state';
import './Header.css';

interface Tool {
  id: ToolId;
  labelKey: string;
  icon: IconName;
}

/** The language button shows the current language's short name. */
const SHORT: Record<string, string> = { en: 'EN', 'zh-CN': '中文', 'ms-MY': 'BM' };

export function Header() {
  const { t, i18n } = useTranslation();
  const languageCode = SHORT[i18n.language] ?? 'EN';
  // Live: a business renamed on another device shows here after the next pull.
  const session = useLiveSession();
  const view = useAccess();
  const unread = useUnreadNotificationCount();
  const pathname = usePathname();
  const name = session ? `${session.user.userFirstName} ${session.user.userLastName}`.trim() : '';
  const underHelps = pathname === '/helps' || pathname.startsWith('/helps/');

  const tools: Tool[] = [
    { id: 'timezone', labelKey: 'tools.timezone.title', icon: 'clock' },
    { id: 'devices', labelKey: 'tools.devices.title', icon: 'file' },
    { id: 'scanner', labelKey: 'scanner.title', icon: 'qr' },
    ...(!underHelps && view?.features.helps ? [{ id: 'help' as const, labelKey: 'tools.help', icon: 'info' as const }] : []),
    ...(view?.features.tutorial ? [{ id: 'tutorial' as const, labelKey: 'tools.tutorial.title', icon: 'play' as const }] : []),
    ...(view?.access.isLaunchitAdmin ? [{ id: 'override' as const, labelKey: 'override.debug', icon: 'warning' as const }] : []),
  ];

  const notifications = (
    <span className="app-header__badge-host">
      <Button variant="ghost" size="small" icon="inbox" aria-label={t('notifications.open', { count: unread })} onPress={() => openTool('notifications')} />
      <CountBadge count={unread} label={t('notifications.unreadCount', { count: unread })} />
    </span>
  );

  // Both tool sets are rendered; the header's width (a CSS container query in Header.css) shows
  // the row of buttons where it fits and the "More tools" menu where it does not.
  return (
    <header className="app-header">
      <div className="app-header__row">
        <div className="app-header__business">
          <span className="app-header__business-name" title={session?.business.name}>
            {session?.business.name}
          </span>
          <BranchSwitcher />
        </div>
        <div className="app-header__tools">
          <SyncStatus />
          <UpdateBadge />
          <span className="app-header__tool-buttons">
            {tools.map((tool) => (
              <Button key={tool.id} variant="ghost" size="small" icon={tool.icon} aria-label={t(tool.labelKey)} onPress={() => openTool(tool.id)} />
            ))}
            {/* The name starts with the code it shows (WCAG 2.5.3 label in name). */}
            <Button variant="ghost" size="small" aria-label={t('reliability.languageButton', { code: languageCode })} onPress={() => openTool('language')}>
              {languageCode}
            </Button>
          </span>
          {notifications}
          <span className="app-header__tool-menu">
            <MenuButton
              label={t('tools.more')}
              iconOnly
              variant="ghost"
              items={[
                ...tools.map((tool) => ({ id: tool.id, label: t(tool.labelKey), icon: tool.icon })),
                { id: 'language', label: t('tools.language.title') },
              ]}
              onAction={(id) => openTool(id as ToolId)}
            />
          </span>
          <Avatar name={name || '?'} size="small" />
          <SignOutButton />
        </div>
      </div>
    </header>
  );
}
