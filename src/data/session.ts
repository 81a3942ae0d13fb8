/**
 * The account the device acts for: every mutation's outbox entry is keyed by it, and every
 * query reads that business's rows. The auth code sets it after sign-in (and on start-up from
 * its stored session) and clears it on sign-out.
 */
export interface ActiveAccount {
  userId: string;
  businessId: string;
}

let active: ActiveAccount | null = null;
const listeners = new Set<() => void>();

export function setActiveAccount(account: ActiveAccount | null): void {
  if (account?.userId === active?.userId && account?.businessId === active?.businessId) return;
  active = account ? { userId: account.userId, businessId: account.businessId } : null;
  for (const listener of listeners) listener();
}

export function getActiveAccount(): ActiveAccount | null {
  return active;
}

export function subscribeActiveAccount(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export class NoActiveAccountError extends Error {
  constructor() {
    super('No active account: call setActiveAccount after sign-in');
    this.name = 'NoActiveAccountError';
  }
}

export function requireActiveAccount(): ActiveAccount {
  if (!active) throw new NoActiveAccountError();
  return active;
}
