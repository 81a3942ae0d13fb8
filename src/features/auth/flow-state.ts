// What one view of the authentication area hands to the next (the e-mail typed on sign-up for the
// confirm step, the password for the automatic sign-in after it). Memory only: never persisted.
import { createStore } from '@/lib/store';

interface FlowState {
  email: string;
  password: string;
  /** A short notice for the next view (a message key), shown once. */
  notice: string | null;
}

export const authFlow = createStore<FlowState>({ email: '', password: '', notice: null });

export function carryCredentials(email: string, password: string): void {
  authFlow.email = email;
  authFlow.password = password;
}

export function forgetPassword(): void {
  authFlow.password = '';
}
