// Signed-in state. Only signedIn and user are persisted (spec §4, key version 1), so reopening
// the app offline keeps the user signed in; tokens stay with aws-amplify.
import { createStore, onStoreChange } from '@/lib/store';
import type { Account } from './identity';

const STORAGE_KEY = 'bookit-auth-v1';

interface AuthState {
  signedIn: boolean;
  user: Account | null;
}

function isAccount(value: unknown): value is Account {
  if (typeof value !== 'object' || value === null) return false;
  const o = value as Record<string, unknown>;
  return typeof o.userId === 'string' && o.userId !== '' && typeof o.email === 'string' && o.email !== '' && typeof o.businessId === 'string';
}

function restore(): AuthState {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (raw) {
      const parsed = JSON.parse(raw) as Partial<AuthState>;
      if (parsed.signedIn === true && isAccount(parsed.user)) return { signedIn: true, user: parsed.user };
    }
  } catch (error) {
    console.warn('Ignoring unreadable saved sign-in state', error);
  }
  return { signedIn: false, user: null };
}

export const authState = createStore<AuthState>(restore());

onStoreChange(authState, () => {
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ signedIn: authState.signedIn, user: authState.user }));
});

export function markSignedIn(user: Account): void {
  authState.user = { userId: user.userId, businessId: user.businessId, email: user.email };
  authState.signedIn = true;
}

export function markSignedOut(): void {
  authState.signedIn = false;
  authState.user = null;
}
