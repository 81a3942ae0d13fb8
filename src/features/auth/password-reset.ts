// Forgot password (spec §4): e-mail → code sent → code and new password → signed in.
import {
  hasErrors,
  normaliseEmail,
  validateResetConfirm,
  validateResetRequest,
  type FieldErrors,
  type ResetConfirmInput,
} from '@/lib/validation/auth';
import { confirmPasswordReset, identityErrorName, requestPasswordReset } from './identity';
import { reportAuthError } from './report';
import { finishSignIn, signInFresh } from './sign-in';

export type ResetRequestOutcome =
  | { kind: 'sent'; email: string }
  | { kind: 'invalid'; fieldErrors: FieldErrors<'email'> }
  | { kind: 'failed'; formError: 'UnknownResetPasswordError' };

export async function submitResetRequest(input: { email: string }): Promise<ResetRequestOutcome> {
  const fieldErrors = validateResetRequest(input);
  if (hasErrors(fieldErrors)) return { kind: 'invalid', fieldErrors };
  const email = normaliseEmail(input.email);
  try {
    await requestPasswordReset(email);
    return { kind: 'sent', email };
  } catch (error) {
    reportAuthError('reset', email, error);
    return { kind: 'failed', formError: 'UnknownResetPasswordError' };
  }
}

export type ResetConfirmOutcome =
  | { kind: 'signedIn' }
  /** The password changed but the automatic sign-in did not work: sign in by hand. */
  | { kind: 'signInByHand' }
  | { kind: 'invalid'; fieldErrors: FieldErrors<keyof ResetConfirmInput> }
  | { kind: 'failed'; formError: 'UnknownResetPasswordConfirmError' };

export async function submitResetConfirm(input: ResetConfirmInput): Promise<ResetConfirmOutcome> {
  const fieldErrors = validateResetConfirm(input);
  if (hasErrors(fieldErrors)) return { kind: 'invalid', fieldErrors };
  const email = normaliseEmail(input.email);
  try {
    await confirmPasswordReset(email, input.code.trim(), input.password);
  } catch (error) {
    const name = identityErrorName(error);
    if (name === 'CodeMismatchException') return { kind: 'invalid', fieldErrors: { code: 'InvalidCode' } };
    if (name === 'ExpiredCodeException') return { kind: 'invalid', fieldErrors: { code: 'CodeExpiredRequestNew' } };
    reportAuthError('reset-confirm', email, error);
    return { kind: 'failed', formError: 'UnknownResetPasswordConfirmError' };
  }
  try {
    if ((await signInFresh(email, input.password)) !== 'DONE') return { kind: 'signInByHand' };
    await finishSignIn();
    return { kind: 'signedIn' };
  } catch (error) {
    reportAuthError('reset-confirm', email, error);
    return { kind: 'signInByHand' };
  }
}
