// Sign-in as spec §4 and §8 describe it: validate, sign in through the identity service, map its
// errors to message keys, and hand back the signed-in account.
import { normaliseEmail, validateLogin, hasErrors, type FieldErrors, type LoginInput } from '@/lib/validation/auth';
import { fetchAccount, identityErrorName, signInWithPassword, signOutOfIdentity, type Account, type SignInStep } from './identity';

export type SignInOutcome =
  | { kind: 'signedIn'; account: Account }
  | { kind: 'nextStep'; step: Exclude<SignInStep, 'DONE'> }
  | { kind: 'invalid'; fieldErrors: FieldErrors<keyof LoginInput> }
  | { kind: 'failed'; formError: string; errorName: string };

const WRONG_CREDENTIALS = new Set(['NotAuthorizedException', 'InvalidParameterException', 'UserNotFoundException']);

export async function submitSignIn(input: LoginInput): Promise<SignInOutcome> {
  const fieldErrors = validateLogin(input);
  if (hasErrors(fieldErrors)) return { kind: 'invalid', fieldErrors };
  const email = normaliseEmail(input.email);
  try {
    let step: SignInStep;
    try {
      step = await signInWithPassword(email, input.password);
    } catch (error) {
      if (identityErrorName(error) !== 'UserAlreadyAuthenticatedException') throw error;
      // A stale session on this device: sign out, then sign in again with what was entered.
      await signOutOfIdentity();
      step = await signInWithPassword(email, input.password);
    }
    if (step !== 'DONE') return { kind: 'nextStep', step };
    return { kind: 'signedIn', account: await fetchAccount() };
  } catch (error) {
    const name = identityErrorName(error);
    if (WRONG_CREDENTIALS.has(name)) return { kind: 'invalid', fieldErrors: { password: 'InvalidLoginCredentials' } };
    console.error('Sign-in failed', error);
    return { kind: 'failed', formError: 'UnknownLoginError', errorName: name };
  }
}
