/**
 * Device-storage state the app shows: a write refused for lack of space (QuotaExceededError),
 * and the usage estimate. Persisted storage is asked for once after sign-in.
 */
export interface StorageStatus {
  /** A write was refused because storage is full; cleared by the next accepted write. */
  quotaExceeded: boolean;
}

let status: StorageStatus = { quotaExceeded: false };
const listeners = new Set<() => void>();

export function getStorageStatus(): StorageStatus {
  return status;
}

export function subscribeStorageStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setQuotaExceeded(quotaExceeded: boolean): void {
  if (status.quotaExceeded === quotaExceeded) return;
  status = { quotaExceeded };
  for (const listener of listeners) listener();
}

export interface StorageEstimate {
  usage: number;
  quota: number;
  /** usage / quota, 0 when unknown. */
  ratio: number;
  /** Above 80% of the quota. */
  warning: boolean;
}

export const QUOTA_WARNING_RATIO = 0.8;

export async function estimateStorage(): Promise<StorageEstimate | null> {
  if (typeof navigator === 'undefined' || !navigator.storage?.estimate) return null;
  const { usage = 0, quota = 0 } = await navigator.storage.estimate();
  const ratio = quota > 0 ? usage / quota : 0;
  return { usage, quota, ratio, warning: ratio > QUOTA_WARNING_RATIO };
}

/** Asks the browser not to evict the replica under storage pressure; true when granted. */
export async function requestPersistentStorage(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.storage?.persist) return false;
  if (await navigator.storage.persisted()) return true;
  return navigator.storage.persist();
}
