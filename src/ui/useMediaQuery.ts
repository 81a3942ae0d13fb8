import { useCallback, useSyncExternalStore } from 'react';

const lists = new Map<string, MediaQueryList>();

/** One MediaQueryList a query (a render reads it, not a new matchMedia each time); null where matchMedia is missing. */
function mediaList(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** Live result of a CSS media query; false where matchMedia is missing (tests, server). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      if (!list) return () => {};
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => mediaList(query)?.matches ?? false;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
