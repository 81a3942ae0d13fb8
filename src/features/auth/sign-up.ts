// Sign-up, its e-mail confirmation and the resend of the code (spec §4, §8), and the same for an
// invited member joining (join, join-confirm-email).
import type { SignupProgress } from '@/lib/auth/signup-progress';
import { hasErrors, normaliseEmail, validateSignUp, type FieldErrors, type SignUpInput } from '@/lib/validation/auth';
import { carryCredentials, forgetPassword } from './flow-state';
import { confirmAccount, createAccount, identityErrorName, resendAccountCode } from './identity';
import { reportAuthError } from './report';
import { finishSignIn, recordJoin, signInFresh } from './sign-in';
import { advanceSignupSession, finishSignupProgress, signupProgress, startSignupSession } from './signup-session';

export type SignUpOutcome =
  | { kind: 'confirm'; email: string }
  | { kind: 'invalid'; fieldErrors: FieldErrors<keyof SignUpInput> }
  | { kind: 'exists'; email: string }
  | { kind: 'failed'; formError: 'UnknownSignUpError' };

function prospect(input: SignUpInput) {
  return {
    email: normaliseEmail(input.email),
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    phoneNumber: input.phoneNumber,
  };
}

async function create(input: SignUpInput, email: string): Promise<'ok' | 'exists'> {
  try {
    await createAccount({ email, password: input.password, firstName: input.firstName.trim(), lastName: input.lastName.trim() });
    return 'ok';
  } catch (error) {
    if (identityErrorName(error) === 'UsernameExistsException') return 'exists';
    throw error;
  }
}

/** A new business owner: the sign-up session first, then the identity account (spec §4). */
export async function submitSignUp(input: SignUpInput): Promise<SignUpOutcome> {
  const fieldErrors = validateSignUp(input);
  if (hasErrors(fieldErrors)) return { kind: 'invalid', fieldErrors };
  const p = prospect(input);
  let progress: SignupProgress | null = null;
  try {
    progress = await startSignupSession(p);
    if ((await create(input, p.email)) === 'exists') {
      await advanceSignupSession(progress, { currentStep: 'signup', completedSteps: [], status: 'abandoned', lastError: 'UsernameExistsException' });
      return { kind: 'exists', email: p.email };
    }
  } catch (error) {
    reportAuthError('signup', p.email, error);
    if (progress) {
      await advanceSignupSession(progress, { currentStep: 'signup', completedSteps: [], status: 'abandoned', lastError: identityErrorName(error) });
    }
    return { kind: 'failed', formError: 'UnknownSignUpError' };
  }
  await advanceSignupSession(progress, { currentStep: 'email-confirm', completedSteps: ['signup'], status: 'active', lastError: null });
  carryCredentials(p.email, input.password);
  return { kind: 'confirm', email: p.email };
}

/** An invited member: the identity account only; the invitation already made the member row. */
export async function submitJoin(input: SignUpInput): Promise<SignUpOutcome> {
  const fieldErrors = validateSignUp(input);
  if (hasErrors(fieldErrors)) return { kind: 'invalid', fieldErrors };
  const email = normaliseEmail(input.email);
  try {
    if ((await create(input, email)) === 'exists') {
      carryCredentials(email, '');
      return { kind: 'exists', email };
    }
  } catch (error) {
    reportAuthError('join', email, error);
    return { kind: 'failed', formError: 'UnknownSignUpError' };
  }
  carryCredentials(email, input.password);
  return { kind: 'confirm', email };
}

export type ConfirmOutcome =
  /** Confirmed and signed in. */
  | { kind: 'signedIn' }
  /** Confirmed; the password is not known here (or the sign-in failed): sign in by hand. */
  | { kind: 'signInByHand' }
  /** No sign-up session on this device (or it expired): start again. */
  | { kind: 'restart' }
  | { kind: 'codeError'; code: 'InvalidEmailCode' | 'CodeExpiredRequestNew' }
  | { kind: 'failed'; formError: 'UsernameExistsException' | 'UnknownSignUpConfirmError' };

async function confirm(email: string, code: string, flow: 'signup-confirm' | 'join'): Promise<ConfirmOutcome | null> {
  try {
    await confirmAccount(email, code);
    return null;
  } catch (error) {
    const name = identityErrorName(error);
    if (name === 'CodeMismatchException') return { kind: 'codeError', code: 'InvalidEmailCode' };
    if (name === 'ExpiredCodeException') return { kind: 'codeError', code: 'CodeExpiredRequestNew' };
    if (name === 'UsernameExistsException') return { kind: 'failed', formError: 'UsernameExistsException' };
    reportAuthError(flow, email, error);
    return { kind: 'failed', formError: 'UnknownSignUpConfirmError' };
  }
}

/** Signs in with the password typed earlier in this visit, if there is one. */
async function signInAfterConfirm(email: string, password: string, flow: 'signup-confirm' | 'join'): Promise<boolean> {
  if (password === '') return false;
  try {
    if ((await signInFresh(email, password)) !== 'DONE') return false;
    const account = await finishSignIn();
    if (flow === 'join') await recordJoin(account.email);
    return true;
  } catch (error) {
    reportAuthError(flow, email, error);
    return false;
  } finally {
    forgetPassword();
  }
}

/** Sign-up confirm: the code, then the plan-select step recorded, then the automatic sign-in. */
export async function confirmSignUpCode(email: string, code: string, password: string): Promise<ConfirmOutcome> {
  const progress = signupProgress();
  if (!progress) return { kind: 'restart' };
  const failed = await confirm(email, code, 'signup-confirm');
  if (failed) return failed;
  await advanceSignupSession(progress, {
    currentStep: 'plan-select',
    completedSteps: ['signup', 'email-confirm'],
    status: 'active',
    lastError: null,
  });
  finishSignupProgress();
  return (await signInAfterConfirm(email, password, 'signup-confirm')) ? { kind: 'signedIn' } : { kind: 'signInByHand' };
}

/** Join confirm: the PIN, the sign-in, then `join-with-code`. */
export async function confirmJoinCode(email: string, pin: string, password: string): Promise<ConfirmOutcome> {
  const failed = await confirm(email, pin, 'join');
  if (failed) return failed;
  return (await signInAfterConfirm(email, password, 'join')) ? { kind: 'signedIn' } : { kind: 'signInByHand' };
}

/** Resend the confirmation code; needs a known e-mail (spec §5). */
export async function resendCode(email: string): Promise<boolean> {
  if (email === '') return false;
  try {
    await resendAccountCode(email);
    return true;
  } catch (error) {
    console.error('Could not resend the confirmation code', error);
    return false;
  }
}
