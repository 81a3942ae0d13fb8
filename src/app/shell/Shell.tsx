import { useState, type ReactNode } from 'react';
import { useBreakpoint } from '@/ui/useBreakpoint';
import { SideNav } from './SideNav';
import { BottomNav } from './BottomNav';
import { Header } from './Header';
import { StorageBanner } from './StorageBanner';

const COLLAPSED_KEY = 'bookit-side-nav-collapsed';

/** Side navigation on medium and large screens, bottom navigation on small ones (spec §2.3). */
export function Shell({ children }: { children: ReactNode }) {
  const breakpoint = useBreakpoint();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
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
        <main className="app-content" id="main">
          {children}
        </main>
      </div>
      {mobile && <BottomNav />}
    </div>
  );
}
