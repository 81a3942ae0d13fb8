// The local progress record of a sign-up (spec §3): which server session this device's sign-up
// belongs to, so the confirm step survives a reload. It lapses with the session, 24 h after it began.
import { SIGNUP_SESSION_TTL_MS } from '@/lib/schemas/signup-session';

export const SIGNUP_PROGRESS_KEY = 'bookit-signup-progress';

export interface SignupProgress {
  sessionId: string;
  email: string;
  /** The names and phone sent with the session, so a later step can update it after a reload. */
  firstName: string;
  lastName: string;
  phoneNumber: string;
  currentStep: string;
  /** ISO 8601 of the last change. */
  lastUpdated: string;
  /** Whether the server has the latest step. */
  serverSynced: boolean;
  /** ISO 8601: when the sign-up session started (its expiry is 24 h later). */
  startedAt: string;
}

export function saveProgress(storage: Storage, progress: SignupProgress): void {
  storage.setItem(SIGNUP_PROGRESS_KEY, JSON.stringify(progress));
}

export function clearProgress(storage: Storage): void {
  storage.removeItem(SIGNUP_PROGRESS_KEY);
}

/** The record while its session is alive; an expired or unreadable one is removed. */
export function readProgress(storage: Storage, now: Date): SignupProgress | null {
  const raw = storage.getItem(SIGNUP_PROGRESS_KEY);
  if (raw === null) return null;
  try {
    const p = JSON.parse(raw) as Partial<SignupProgress>;
    const started = typeof p.startedAt === 'string' ? Date.parse(p.startedAt) : Number.NaN;
    if (
      typeof p.sessionId === 'string' &&
      p.sessionId !== '' &&
      typeof p.email === 'string' &&
      Number.isFinite(started) &&
      now.getTime() - started < SIGNUP_SESSION_TTL_MS
    ) {
      return {
        sessionId: p.sessionId,
        email: p.email,
        firstName: p.firstName ?? '',
        lastName: p.lastName ?? '',
        phoneNumber: p.phoneNumber ?? '',
        currentStep: p.currentStep ?? 'signup',
        lastUpdated: p.lastUpdated ?? p.startedAt ?? '',
        serverSynced: p.serverSynced === true,
        startedAt: new Date(started).toISOString(),
      };
    }
  } catch (error) {
    console.warn('Dropping an unreadable sign-up progress record', error);
  }
  clearProgress(storage);
  return null;
}
