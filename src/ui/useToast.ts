import { useEffect, useRef } from 'react';
import { toast } from './toast';

/**
 * The toast API for components. `onRemoved`, when given, is called with the id of each toast
 * removed while the component is mounted.
 */
export function useToast(onRemoved?: (toastId: string) => void): typeof toast {
  const latest = useRef(onRemoved);
  useEffect(() => {
    latest.current = onRemoved;
  });
  const wantsRemoved = onRemoved !== undefined;
  useEffect(() => {
    if (!wantsRemoved) return undefined;
    return toast.onRemoved((id) => latest.current?.(id));
  }, [wantsRemoved]);
  return toast;
}
