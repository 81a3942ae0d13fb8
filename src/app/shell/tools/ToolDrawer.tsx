import type { ReactNode } from 'react';
import { useStore } from '@/lib/store';
import { Modal } from '@/ui/Modal';
import { toolModalProps, toolState, type ToolId } from './tool-state';
import './tools.css';

/** A header tool: a 400 px drawer on the right on wider screens, the kit's bottom drawer on phones. */
export function ToolDrawer({ id, title, children, footer, drawerHeight }: { id: ToolId; title: string; children: ReactNode; footer?: ReactNode; drawerHeight?: number }) {
  const { open } = useStore(toolState);
  return (
    <Modal {...toolModalProps(id, open)} title={title} className="shell-side-drawer" {...(footer ? { footer } : {})} {...(drawerHeight !== undefined ? { drawerHeight } : {})}>
      {children}
    </Modal>
  );
}
