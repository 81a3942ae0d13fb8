import { useEffect, useRef, useState } from 'react';

/**
 * An autosaved settings section (receipt, charges, menu layout): each change is saved at once, and
 * the page shows and builds on what it last saved until the stored value shows it. Two quick
 * changes (header, then footer) must not each start from the same stored value, or the first is
 * lost. Answers the value to show (undefined while the stored one loads) and `save`.
 */
export function useSectionDraft<T>(stored: T | undefined, write: (next: T) => void): { value: T | undefined; save: (change: (current: T) => T) => void } {
  const [draft, setDraft] = useState<T | null>(null);
  const latest = useRef<T | null>(null);
  useEffect(() => {
    if (stored !== undefined && latest.current !== null && JSON.stringify(stored) === JSON.stringify(latest.current)) {
      latest.current = null;
      setDraft(null);
    }
  }, [stored]);
  const save = (change: (current: T) => T) => {
    const base = latest.current ?? stored;
    if (base === undefined) return;
    const next = change(base);
    latest.current = next;
    setDraft(next);
    write(next);
  };
  return { value: draft ?? stored, save };
}
