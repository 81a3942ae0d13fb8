// Sign-in as spec §4 and §8 describe it: validate, sign in through the identity service, map its
// errors to message keys, and hand back the signed-in account.
import { joinWithCode } from '@/data/online';
import { normaliseEmail, validateLogin, hasErrors, type FieldErrors, type LoginInput } from '@/lib/validation/auth';
import { markSignedIn } from './auth-state';
import {
  answerSignInChallenge,
  fetchAccount,
  getIdToken,
  identityErrorName,
  signInWithPassword,
  signOutOfIdentity,
  type Account,
  type SignInStep,
} from './identity';
import { reportAuthError } from './report';

export type SignInOutcome =
  | { kind: 'signedIn'; account: Account }
  | { kind: 'nextStep'; step: Exclude<SignInStep, 'DONE'> }
  | { kind: 'invalid'; fieldErrors: FieldErrors<keyof LoginInput> }
  | { kind: 'failed'; formError: string; errorName: string };

const WRONG_CREDENTIALS = new Set(['NotAuthorizedException', 'InvalidParameterException', 'UserNotFoundException']);

/**
 * Signs in; a stale session left on this device (UserAlreadyAuthenticatedException) is signed
 * out first and the sign-in tried again with what was entered (spec §4).
 */
export async function signInFresh(email: string, password: string): Promise<SignInStep> {
  try {
    return await signInWithPassword(email, password);
  } catch (error) {
    if (identityErrorName(error) !== 'UserAlreadyAuthenticatedException') throw error;
    await signOutOfIdentity();
    return signInWithPassword(email, password);
  }
}

/** Loads the account (3 tries on user-not-found) and marks the app signed in. */
export async function finishSignIn(): Promise<Account> {
  const account = await fetchAccount();
  markSignedIn(account);
  return account;
}

export async function submitSignIn(input: LoginInput): Promise<SignInOutcome> {
  const fieldErrors = validateLogin(input);
  if (hasErrors(fieldErrors)) return { kind: 'invalid', fieldErrors };
  const email = normaliseEmail(input.email);
  try {
    const step = await signInFresh(email, input.password);
    if (step !== 'DONE') return { kind: 'nextStep', step };
    return { kind: 'signedIn', account: await finishSignIn() };
  } catch (error) {
    const name = identityErrorName(error);
    if (WRONG_CREDENTIALS.has(name)) return { kind: 'invalid', fieldErrors: { password: 'InvalidLoginCredentials' } };
    reportAuthError('login', email, error);
    return { kind: 'failed', formError: 'UnknownLoginError', errorName: name };
  }
}

export type ChallengeOutcome = { kind: 'signedIn'; account: Account } | { kind: 'failed'; errorName: string };

/**
 * Answers the new-password challenge of a first sign-in with a temporary password (an invited
 * member), then records the join (`join-with-code`): only invited members get temporary passwords.
 */
export async function completeNewPassword(email: string, password: string): Promise<ChallengeOutcome> {
  try {
    const step = await answerSignInChallenge(password);
    if (step !== 'DONE') return { kind: 'failed', errorName: `Unexpected step ${step}` };
    const account = await fetchAccount();
    await recordJoin(account.email);
    markSignedIn(account);
    return { kind: 'signedIn', account };
  } catch (error) {
    reportAuthError('new-password', email, error);
    return { kind: 'failed', errorName: identityErrorName(error) };
  }
}

/** Answers the one-time login code step. */
export async function completeLoginCode(email: string, code: string): Promise<ChallengeOutcome> {
  try {
    const step = await answerSignInChallenge(code);
    if (step !== 'DONE') return { kind: 'failed', errorName: `Unexpected step ${step}` };
    return { kind: 'signedIn', account: await finishSignIn() };
  } catch (error) {
    const name = identityErrorName(error);
    if (name !== 'CodeMismatchException') reportAuthError('login', email, error);
    return { kind: 'failed', errorName: name };
  }
}

/** POST /subscription/actions join-with-code; a failure is reported, the member is still signed in. */
export async function recordJoin(email: string): Promise<void> {
  try {
    await joinWithCode(email, await getIdToken());
  } catch (error) {
    reportAuthError('join', email, error);
  }
}
