import { useTranslation } from 'react-i18next';
import { Link } from '@/ui/routing';
import { Icon } from '@/ui/Icon';
import { isUnder, type VisibleNavItem } from './nav-items';
import { useNav } from './useNav';
import { SettingsSearch } from './SettingsSearch';
import './SideNav.css';

function NavEntry({ item, pathname, branchId, collapsed }: { item: VisibleNavItem; pathname: string; branchId: string | null; collapsed: boolean }) {
  const { t } = useTranslation();
  const current = isUnder(item.match, pathname);
  const label = t(item.labelKey);
  if (item.disabled) {
    return (
      <span className="side-nav__link" aria-disabled="true" title={t('shell.demoDisabled')}>
        <Icon name={item.icon} size={20} />
        <span className={collapsed ? 'ui-visually-hidden' : undefined}>{label}</span>
      </span>
    );
  }
  return (
    <>
      <Link href={item.href(branchId)} className="side-nav__link" current={current}>
        <Icon name={item.icon} size={20} />
        <span className={collapsed ? 'ui-visually-hidden' : undefined}>{label}</span>
      </Link>
      {current && !collapsed && item.children.length > 0 && (
        <ul className="side-nav__children">
          {item.children.map((c) => (
            <li key={c.id}>
              {c.disabled ? (
                <span className="side-nav__child" aria-disabled="true">
                  {t(c.labelKey)}
                </span>
              ) : (
                <Link href={c.href(branchId)} className="side-nav__child" current={pathname === c.href(branchId)}>
                  {t(c.labelKey)}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Medium and large screens: 248 px open, 88 px collapsed (remembered by the shell). */
export function SideNav({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const nav = useNav();
  const list = (
    <ul className="side-nav__list">
      {nav.items.map((item) => (
        <li key={item.id}>
          <NavEntry item={item} pathname={nav.pathname} branchId={nav.branchId} collapsed={collapsed} />
        </li>
      ))}
    </ul>
  );
  return (
    <nav aria-label={t('nav.main')} className="side-nav" data-collapsed={collapsed || undefined}>
      <div className="side-nav__brand">
        <img src="/icons/icon.svg" alt="" width={32} height={32} />
        {!collapsed && <span>Bookit</span>}
      </div>
      {nav.view === 'settings' && (
        <button type="button" className="side-nav__back" onClick={() => nav.setView('main')}>
          <Icon name="back" size={18} />
          <span className={collapsed ? 'ui-visually-hidden' : undefined}>{t('settingsNav.back')}</span>
        </button>
      )}
      {nav.view === 'settings' && !collapsed ? (
        // Following a result starts a fresh search (keyed by the page).
        <div className="side-nav__search" key={nav.pathname}>
          <SettingsSearch items={nav.searchItems} branchId={nav.branchId} pathname={nav.pathname}>
            {list}
          </SettingsSearch>
        </div>
      ) : (
        list
      )}
      <button type="button" className="side-nav__toggle" onClick={onToggle} aria-label={collapsed ? t('nav.expand') : t('nav.collapse')} aria-expanded={!collapsed}>
        <Icon name={collapsed ? 'forward' : 'back'} size={18} />
      </button>
    </nav>
  );
}
