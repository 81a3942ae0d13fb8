// Which header tool (drawer or modal) is open. One at a time; opening one of the tracked modals
// of spec §2.3 records a clickstream event.
import { createStore } from '@/lib/store';
import { recordModalOpen } from '../../telemetry/clickstream';

export type ToolId = 'timezone' | 'language' | 'devices' | 'notifications' | 'scanner' | 'help' | 'tutorial' | 'override' | 'branch';

export const toolState = createStore<{ open: ToolId | null }>({ open: null });

export function openTool(id: ToolId): void {
  toolState.open = id;
  recordModalOpen(id);
}

export function closeTool(): void {
  toolState.open = null;
}

/** Props for a Modal bound to one tool. */
export function toolModalProps(id: ToolId, open: ToolId | null) {
  return {
    isOpen: open === id,
    onOpenChange: (isOpen: boolean) => (isOpen ? openTool(id) : closeTool()),
  };
}
