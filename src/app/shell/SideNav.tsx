import { useTranslation } from 'react-i18next';
import { Link, usePathname } from '@/ui/routing';
import { Icon } from '@/ui/Icon';

import { MAIN_NAV, isCurrent } from './nav-items';
import './SideNav.css';

export function SideNav({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const pathname = usePathname();
  return (
    <nav aria-label={t('nav.main')} className="side-nav" data-collapsed={collapsed || undefined}>
      <div className="side-nav__brand">
        <img src="/icons/icon.svg" alt="" width={32} height={32} />
        {!collapsed && <span>Bookit</span>}
      </div>
      <ul className="side-nav__list">
        {MAIN_NAV.map((item) => {
          const current = isCurrent(item, pathname);
          return (
            <li key={item.id}>
              <Link href={item.href} className="side-nav__link" current={current}>
                <Icon name={item.icon} size={20} />
                <span className={collapsed ? 'ui-visually-hidden' : undefined}>{t(item.labelKey)}</span>
              </Link>
              {current && !collapsed && item.children && (
                <ul className="side-nav__children">
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <Link href={child.href} className="side-nav__child" current={pathname === child.href}>
                        {t(child.labelKey)}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      <button type="button" className="side-nav__toggle" onClick={onToggle} aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}>
        <Icon name={collapsed ? 'forward' : 'back'} size={18} />
      </button>
    </nav>
  );
}
