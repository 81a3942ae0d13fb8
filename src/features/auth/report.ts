// Unknown login, reset, sign-up and confirm errors go to error logging with the e-mail and the
// error name (spec §7, §8).
import { reportFrontendError } from '@/data/online';
import { identityErrorName } from './identity';

export type AuthFlowName = 'login' | 'signup' | 'signup-confirm' | 'reset' | 'reset-confirm' | 'new-password' | 'join';

export function reportAuthError(flow: AuthFlowName, email: string, error: unknown): void {
  console.error(`Authentication (${flow}) failed`, error);
  const message = error instanceof Error ? error.message : String(error);
  void reportFrontendError({
    error: { name: identityErrorName(error), message: message.slice(0, 2000), flow },
    userEmail: email,
  });
}
