import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/ui/Icon';
import { Link, usePathname } from '@/ui/routing';
import { MAIN_NAV, isCurrent } from './nav-items';
import './BottomNav.css';

const PRIMARY_COUNT = 4;

/** Small screens: the first four items, and an expand toggle that opens a grid of the rest. */
export function BottomNav() {
  const { t } = useTranslation();
  const pathname = usePathname();
  const [expanded, setExpanded] = useState(false);
  const primary = MAIN_NAV.slice(0, PRIMARY_COUNT);
  const rest = MAIN_NAV.slice(PRIMARY_COUNT);
  return (
    <nav aria-label={t('nav.main')} className="bottom-nav">
      {expanded && (
        <ul className="bottom-nav__grid" id="bottom-nav-more">
          {rest.map((item) => (
            <li key={item.id}>
              <Link href={item.href} className="bottom-nav__tile" current={isCurrent(item, pathname)}>
                <Icon name={item.icon} size={22} />
                <span>{t(item.labelKey)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ul className="bottom-nav__bar" onClick={() => setExpanded(false)}>
        {primary.map((item) => (
          <li key={item.id}>
            <Link href={item.href} className="bottom-nav__item" current={isCurrent(item, pathname)}>
              <Icon name={item.icon} size={22} />
              <span>{t(item.labelKey)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="bottom-nav__item bottom-nav__more"
        aria-expanded={expanded}
        aria-controls="bottom-nav-more"
        onClick={() => setExpanded((v) => !v)}
      >
        <Icon name={expanded ? 'close' : 'dots'} size={22} />
        <span>{t(expanded ? 'nav.less' : 'nav.more')}</span>
      </button>
    </nav>
  );
}
