import { lazy, Suspense, useEffect } from 'react';
import { useStore } from '@/lib/store';
import { usePathname } from '@/ui/routing';
import { NotificationsDrawer } from '@/features/notifications/NotificationsDrawer';
import { clickstream } from '../../telemetry/clickstream';
import { DevicesDrawer } from './DevicesDrawer';
import { LanguageDrawer } from './LanguageDrawer';
import { TimezoneDrawer } from './TimezoneDrawer';
import { TutorialModal } from './TutorialModal';
import { closeTool, toolModalProps, toolState } from './tool-state';
import './tools.css';

// Tools that bring their own weight (the QR scanner, the help centre, the override search) load
// when first opened, not with the shell (issue 22 §1).
const ScannerModal = lazy(() => import('@/features/scanner/ScannerModal').then((m) => ({ default: m.ScannerModal })));
const OverrideModal = lazy(() => import('@/features/override/OverrideModal').then((m) => ({ default: m.OverrideModal })));
const HelpDrawer = lazy(() => import('@/features/helps/HelpDrawer').then((m) => ({ default: m.HelpDrawer })));

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
      <Suspense fallback={null}>
        {open === 'scanner' && <ScannerModal {...toolModalProps('scanner', open)} />}
        {open === 'help' && <HelpDrawer {...toolModalProps('help', open)} className="shell-side-drawer" />}
        {open === 'override' && <OverrideModal {...toolModalProps('override', open)} clickstream={clickstreamTools} />}
      </Suspense>
    </>
  );
}
