import { useEffect, useMemo, useState } from 'react';
import { useAccess, useCurrentBranch } from '@/data/queries/access';
import { usePathname } from '@/ui/routing';
import { MAIN_NAV, ORG_SETTINGS_NAV, SETTINGS_NAV, isUnder, visibleNav, type VisibleNavItem } from './nav-items';

export type NavView = 'main' | 'settings';

export interface NavModel {
  pathname: string;
  view: NavView;
  setView: (view: NavView) => void;
  items: VisibleNavItem[];
  /** What the settings search finds: the settings view's items and the organisation pages. */
  searchItems: VisibleNavItem[];
  branchId: string | null;
}

/**
 * The navigation as the user may see it. Under /settings the settings view shows (with a back
 * control to the main view); choosing Settings in the main view switches to it.
 */
export function useNav(): NavModel {
  const pathname = usePathname();
  const view = useAccess();
  const branch = useCurrentBranch();
  const inSettings = isUnder('/settings', pathname) || pathname.startsWith('/messageTemplate/');
  const [navView, setNavView] = useState<NavView>(inSettings ? 'settings' : 'main');
  useEffect(() => setNavView(inSettings ? 'settings' : 'main'), [inSettings]);
  const items = useMemo(() => (view ? visibleNav(navView === 'settings' ? SETTINGS_NAV : MAIN_NAV, view) : []), [view, navView]);
  const searchItems = useMemo(
    () => (view && navView === 'settings' ? [...items, ...visibleNav(ORG_SETTINGS_NAV, view)] : []),
    [view, navView, items],
  );
  return { pathname, view: navView, setView: setNavView, items, searchItems, branchId: branch?.branch?.branchId ?? null };
}
