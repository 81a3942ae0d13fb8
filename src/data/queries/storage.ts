import { useEffect, useState, useSyncExternalStore } from 'react';
import { estimateStorage, getStorageStatus, subscribeStorageStatus, type StorageEstimate, type StorageStatus } from '@/data/storage-status';

const ESTIMATE_EVERY_MS = 60_000;

/** Device storage use, refreshed each minute; `warning` above 80% of the quota. Null when unknown. */
export function useStorageEstimate(): StorageEstimate | null {
  const [estimate, setEstimate] = useState<StorageEstimate | null>(null);
  useEffect(() => {
    let live = true;
    const refresh = () => {
      estimateStorage()
        .then((next) => {
          if (live) setEstimate(next);
        })
        .catch((error: unknown) => console.error('[storage] estimate failed', error));
    };
    refresh();
    const timer = setInterval(refresh, ESTIMATE_EVERY_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);
  return estimate;
}

/** `quotaExceeded` after a write was refused for lack of space (until the next accepted one). */
export function useStorageStatus(): StorageStatus {
  return useSyncExternalStore(subscribeStorageStatus, getStorageStatus, getStorageStatus);
}
