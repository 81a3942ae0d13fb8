import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/ui/Icon';
import { Link } from '@/ui/routing';
import { isUnder, type VisibleNavItem } from './nav-items';
import { useNav } from './useNav';
import { NavGridPager } from './NavGridPager';
import { SettingsSearch } from './SettingsSearch';
import './BottomNav.css';

const PRIMARY_COUNT = 4;

function Tile({ item, pathname, branchId, onOpenSub }: { item: VisibleNavItem; pathname: string; branchId: string | null; onOpenSub?: () => void }) {
  const { t } = useTranslation();
  const content = (
    <>
      <Icon name={item.icon} size={22} />
      <span>{t(item.labelKey)}</span>
    </>
  );
  if (item.disabled) {
    return (
      <span className="bottom-nav__tile" aria-disabled="true">
        {content}
      </span>
    );
  }
  if (onOpenSub) {
    return (
      <button type="button" className="bottom-nav__tile" onClick={onOpenSub} aria-current={isUnder(item.match, pathname) ? 'page' : undefined}>
        {content}
      </button>
    );
  }
  return (
    <Link href={item.href(branchId)} className="bottom-nav__tile" current={isUnder(item.match, pathname)}>
      {content}
    </Link>
  );
}

/**
 * Small screens: the first four items and an expand toggle opening a grid of three tiles per row,
 * in pages with dots when it is long; in the settings view the grid lists the settings pages
 * under a search field, and a page group opens its sub-menu.
 */
export function BottomNav() {
  const { t } = useTranslation();
  const nav = useNav();
  const [expanded, setExpanded] = useState(false);
  const [sub, setSub] = useState<string | null>(null);
  const main = nav.view === 'main' ? nav.items : [];
  const primary = main.slice(0, PRIMARY_COUNT);
  const rest = nav.view === 'main' ? main.slice(PRIMARY_COUNT) : nav.items;
  const subItem = rest.find((i) => i.id === sub && i.children.length > 0);
  const close = () => {
    setExpanded(false);
    setSub(null);
  };
  // Following a link closes the panel.
  useEffect(() => {
    setExpanded(false);
    setSub(null);
  }, [nav.pathname]);

  const grid = (
    <NavGridPager
      key={nav.view}
      items={rest}
      initialIndex={rest.findIndex((item) => isUnder(item.match, nav.pathname))}
      renderTile={(item) => (
        <Tile
          item={item}
          pathname={nav.pathname}
          branchId={nav.branchId}
          {...(nav.view === 'settings' && item.children.length > 0 ? { onOpenSub: () => setSub(item.id) } : {})}
        />
      )}
    />
  );

  return (
    <nav aria-label={t('nav.main')} className="bottom-nav">
      {expanded && (
        <div className="bottom-nav__panel" id="bottom-nav-more">
          {subItem ? (
            <div className="bottom-nav__sub">
              <button type="button" className="bottom-nav__back" onClick={() => setSub(null)}>
                <Icon name="back" size={18} /> {t(subItem.labelKey)}
              </button>
              <ul className="bottom-nav__sub-list">
                {subItem.children.map((c) => (
                  <li key={c.id}>
                    <Link href={c.href(nav.branchId)} className="bottom-nav__sub-link" current={nav.pathname === c.href(nav.branchId)}>
                      {t(c.labelKey)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : nav.view === 'settings' ? (
            <SettingsSearch items={nav.searchItems} branchId={nav.branchId} pathname={nav.pathname}>
              {grid}
            </SettingsSearch>
          ) : (
            grid
          )}
        </div>
      )}
      {nav.view === 'settings' ? (
        <button
          type="button"
          className="bottom-nav__item bottom-nav__settings-back"
          onClick={() => {
            close();
            nav.setView('main');
          }}
        >
          <Icon name="back" size={22} />
          <span>{t('settingsNav.back')}</span>
        </button>
      ) : (
        <ul className="bottom-nav__bar">
          {primary.map((item) => (
            <li key={item.id}>
              {item.disabled ? (
                <span className="bottom-nav__item" aria-disabled="true">
                  <Icon name={item.icon} size={22} />
                  <span>{t(item.labelKey)}</span>
                </span>
              ) : (
                <Link href={item.href(nav.branchId)} className="bottom-nav__item" current={isUnder(item.match, nav.pathname)}>
                  <Icon name={item.icon} size={22} />
                  <span>{t(item.labelKey)}</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="bottom-nav__item bottom-nav__more"
        aria-expanded={expanded}
        aria-controls="bottom-nav-more"
        onClick={() => setExpanded((v) => !v)}
      >
        <Icon name={expanded ? 'close' : 'dots'} size={22} />
        <span>{t(expanded ? 'nav.less' : nav.view === 'settings' ? 'nav.settings' : 'nav.more')}</span>
      </button>
    </nav>
  );
}
