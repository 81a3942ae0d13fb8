import { useEffect, useState, type ReactNode } from 'react';
import { usePathname } from '@/ui/routing';
import { useBreakpoint } from '@/ui/useBreakpoint';
import { recordPageView } from '../telemetry/clickstream';
import { SideNav } from './SideNav';
import { BottomNav } from './BottomNav';
import { Header } from './Header';
import { UpdateBanner } from './UpdateBanner';
import { StorageBanner } from './StorageBanner';
import { BusinessRequiredModal } from './BusinessRequiredModal';
import { ToolHost } from './tools/ToolHost';
import { useAccountLanguage } from './useAccountLanguage';

const COLLAPSED_KEY = 'bookit-side-nav-collapsed';

/** Side navigation on medium and large screens, bottom navigation on small ones (spec §2.3). */
export function Shell({ children }: { children: ReactNode }) {
  const breakpoint = useBreakpoint();
  const pathname = usePathname();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  useEffect(() => recordPageView(pathname), [pathname]);
  useAccountLanguage();
  const toggle = () => {
    setCollapsed((value) => {
      localStorage.setItem(COLLAPSED_KEY, value ? '0' : '1');
      return !value;
    });
  };
  const mobile = breakpoint === 'mobile';
  return (
    <div className="app-layout">
      {!mobile && <SideNav collapsed={collapsed} onToggle={toggle} />}
      <div className="app-main">
        <Header />
        <StorageBanner />
        <UpdateBanner />
        <main className="app-content" id="main">
          {children}
        </main>
      </div>
      {mobile && <BottomNav />}
      <ToolHost />
      <BusinessRequiredModal />
    </div>
  );
}
