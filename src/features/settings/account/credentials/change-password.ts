// Changing the password from account settings (spec §5, §8): through the identity service with
// the current password, not through the API. aws-amplify is called here directly because a feature
// never imports another feature's modules (the auth area's identity wrapper included).
import { updatePassword } from 'aws-amplify/auth';
import { hasErrors, validateChangePassword, type ChangePasswordInput, type FieldErrors } from '@/lib/validation/auth';

export type ChangePasswordOutcome =
  | { kind: 'changed' }
  | { kind: 'invalid'; fieldErrors: FieldErrors<keyof ChangePasswordInput> }
  /** A key under accountCredentials: attemptLimit is Cognito's own message, passed on. */
  | { kind: 'refused'; message: 'attemptLimit' | 'currentIncorrect' };

export async function submitChangePassword(input: ChangePasswordInput): Promise<ChangePasswordOutcome> {
  const fieldErrors = validateChangePassword(input);
  if (hasErrors(fieldErrors)) return { kind: 'invalid', fieldErrors };
  try {
    await updatePassword({ oldPassword: input.currentPassword, newPassword: input.password });
    return { kind: 'changed' };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    console.warn('Password change refused', error);
    return { kind: 'refused', message: name === 'LimitExceededException' ? 'attemptLimit' : 'currentIncorrect' };
  }
}
