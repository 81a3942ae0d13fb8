import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { dragOffset, shouldCloseOnDrag } from '@/lib/drawer-gesture';

interface DragState {
  startY: number;
  lastY: number;
  lastT: number;
  velocity: number;
  pointerId: number;
}

/**
 * Pointer handling for a drag handle: the panel follows the finger; on release it closes when
 * dragged far or fast enough (unless not dismissable), otherwise it springs back.
 */
export function useDrawerDrag(options: { isDismissable: boolean; onClose: () => void; enabled: boolean }) {
  const panelRef = useRef<HTMLDivElement | null>(null);
  const drag = useRef<DragState | null>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);

  const onPointerDown = (e: ReactPointerEvent<HTMLElement>) => {
    if (!options.enabled || (e.pointerType === 'mouse' && e.button !== 0)) return;
    const target = e.target as HTMLElement;
    if (target.closest('button, a, input, textarea, select, [role="button"]')) return;
    drag.current = { startY: e.clientY, lastY: e.clientY, lastT: e.timeStamp, velocity: 0, pointerId: e.pointerId };
    e.currentTarget.setPointerCapture?.(e.pointerId);
    setDragging(true);
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    const dt = Math.max(1, e.timeStamp - d.lastT);
    d.velocity = (e.clientY - d.lastY) / dt;
    d.lastY = e.clientY;
    d.lastT = e.timeStamp;
    setOffset(dragOffset(e.clientY - d.startY));
  };

  const end = (e: ReactPointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    drag.current = null;
    setDragging(false);
    const height = panelRef.current?.getBoundingClientRect().height ?? 0;
    const close = shouldCloseOnDrag({
      distance: e.clientY - d.startY,
      velocity: d.velocity,
      height,
      isDismissable: options.isDismissable,
    });
    setOffset(0);
    if (close) options.onClose();
  };

  return {
    panelRef,
    offset,
    dragging,
    handleProps: { onPointerDown, onPointerMove, onPointerUp: end, onPointerCancel: end },
  };
}
