import { useEffect } from 'react';
import { useStore } from '@/lib/store';
import { usePathname } from '@/ui/routing';
import { NotificationsDrawer } from '@/features/notifications/NotificationsDrawer';
import { ScannerModal } from '@/features/scanner/ScannerModal';
import { OverrideModal } from '@/features/override/OverrideModal';
import { HelpDrawer } from '@/features/helps/HelpDrawer';
import { clickstream } from '../../telemetry/clickstream';
import { DevicesDrawer } from './DevicesDrawer';
import { LanguageDrawer } from './LanguageDrawer';
import { TimezoneDrawer } from './TimezoneDrawer';
import { TutorialModal } from './TutorialModal';
import { closeTool, toolModalProps, toolState } from './tool-state';
import './tools.css';

const clickstreamTools = {
  peek: () => clickstream.peek(),
  flush: () => clickstream.flush('manual'),
  clear: () => clickstream.clear(),
};

/** Renders the open header tool. Pages under /helps close the help drawer (spec §2.3). */
export function ToolHost() {
  const { open } = useStore(toolState);
  const pathname = usePathname();
  const underHelps = pathname === '/helps' || pathname.startsWith('/helps/');
  useEffect(() => {
    if (underHelps && open === 'help') closeTool();
  }, [underHelps, open]);
  return (
    <>
      <TimezoneDrawer />
      <LanguageDrawer />
      <DevicesDrawer />
      <TutorialModal />
      <NotificationsDrawer {...toolModalProps('notifications', open)} className="shell-side-drawer" />
      {open === 'scanner' && <ScannerModal {...toolModalProps('scanner', open)} />}
      <HelpDrawer {...toolModalProps('help', open)} className="shell-side-drawer" />
      {open === 'override' && <OverrideModal {...toolModalProps('override', open)} clickstream={clickstreamTools} />}
    </>
  );
}
