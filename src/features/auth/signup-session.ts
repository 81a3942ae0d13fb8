// The sign-up session (spec §3, §4): created on the server when sign-up starts, updated as the
// steps complete, and remembered on this device (the local progress record) for the confirm step.
import { fetchSignupSession, saveSignupSession } from '@/data/online';
import { storedCampaign } from '@/lib/auth/campaign';
import { clearProgress, readProgress, saveProgress, type SignupProgress } from '@/lib/auth/signup-progress';

export interface Prospect {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

export interface SignupStep {
  currentStep: string;
  completedSteps: string[];
  status: 'active' | 'abandoned';
  lastError?: string | null;
}

function prospectOf(p: SignupProgress): Prospect {
  return { email: p.email, firstName: p.firstName, lastName: p.lastName, phoneNumber: p.phoneNumber };
}

/** The live progress record of this device, if any (expired ones are dropped). */
export function signupProgress(): SignupProgress | null {
  return readProgress(localStorage, new Date());
}

/**
 * Creates the server session for this sign-up (action create, with the campaign), or updates the
 * one this device already started for the same e-mail. Throws when the server cannot be reached.
 */
export async function startSignupSession(p: Prospect): Promise<SignupProgress> {
  const now = new Date();
  const existing = readProgress(localStorage, now);
  const step: SignupStep = { currentStep: 'signup', completedSteps: [], status: 'active', lastError: null };
  if (existing && existing.email === p.email) {
    await saveSignupSession({ action: 'update', result: { ...p, sessionId: existing.sessionId, signupSession: step } });
    const updated = { ...existing, ...p, currentStep: 'signup', lastUpdated: now.toISOString(), serverSynced: true };
    saveProgress(localStorage, updated);
    return updated;
  }
  const session = await saveSignupSession({
    action: 'create',
    result: { ...p, signupSession: step },
    metadata: storedCampaign(localStorage, now),
  });
  const progress: SignupProgress = {
    ...p,
    sessionId: session.sessionId,
    currentStep: 'signup',
    lastUpdated: now.toISOString(),
    serverSynced: true,
    startedAt: now.toISOString(),
  };
  saveProgress(localStorage, progress);
  return progress;
}

/**
 * Records a step on the server and locally. A failed update is kept as serverSynced: false and
 * logged; it never stops the person signing up.
 */
export async function advanceSignupSession(progress: SignupProgress, step: SignupStep): Promise<void> {
  const next: SignupProgress = { ...progress, currentStep: step.currentStep, lastUpdated: new Date().toISOString(), serverSynced: false };
  saveProgress(localStorage, next);
  try {
    await saveSignupSession({ action: 'update', result: { ...prospectOf(progress), sessionId: progress.sessionId, signupSession: step } });
    saveProgress(localStorage, { ...next, serverSynced: true });
  } catch (error) {
    console.error('Could not record the sign-up step on the server', error);
  }
}

/**
 * Whether the server still holds this device's session (GET /signup/sessions/{id}). An unknown
 * or expired one drops the local record; unreachable counts as alive (checked again later).
 */
export async function signupSessionAlive(progress: SignupProgress): Promise<boolean> {
  try {
    const live = await fetchSignupSession(progress.sessionId);
    if (live !== null) return true;
  } catch (error) {
    console.warn('Could not check the sign-up session', error);
    return true;
  }
  clearProgress(localStorage);
  return false;
}

export function finishSignupProgress(): void {
  clearProgress(localStorage);
}
