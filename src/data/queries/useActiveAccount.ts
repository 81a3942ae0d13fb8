import { useSyncExternalStore } from 'react';
import { getActiveAccount, subscribeActiveAccount, type ActiveAccount } from '@/data/session';

/** The account set with setActiveAccount, re-rendering when it changes. */
export function useActiveAccount(): ActiveAccount | null {
  return useSyncExternalStore(subscribeActiveAccount, getActiveAccount, getActiveAccount);
}
