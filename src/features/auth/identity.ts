// The only place that talks to the identity service, through aws-amplify (Cognito, or the local
// Cognito-compatible emulator when the runtime config names an endpoint).
import { Amplify } from 'aws-amplify';
import { fetchAuthSession, fetchUserAttributes, signIn, signOut } from 'aws-amplify/auth';
import type { RuntimeConfig } from '@/lib/api-types';

let authFlowType: RuntimeConfig['auth']['authFlowType'] = 'USER_SRP_AUTH';

export function configureIdentity(config: RuntimeConfig): void {
  authFlowType = config.auth.authFlowType;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.auth.userPoolId,
        userPoolClientId: config.auth.userPoolClientId,
        ...(config.auth.userPoolEndpoint ? { userPoolEndpoint: config.auth.userPoolEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  });
}

export interface Account {
  userId: string;
  businessId: string;
  email: string;
}

export type SignInStep = 'DONE' | 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' | 'CONFIRM_SIGN_UP' | 'OTHER';

export async function signInWithPassword(email: string, password: string): Promise<SignInStep> {
  const { nextStep } = await signIn({ username: email, password, options: { authFlowType } });
  switch (nextStep.signInStep) {
    case 'DONE':
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
    case 'CONFIRM_SIGN_UP':
      return nextStep.signInStep;
    default:
      return 'OTHER';
  }
}

/** The signed-in account from the identity attributes (email, custom businessId, custom userId). */
export async function fetchAccount(): Promise<Account> {
  const attributes = await fetchUserAttributes();
  const email = attributes.email;
  const userId = attributes['custom:userId'];
  const businessId = attributes['custom:businessId'];
  if (!email) throw new Error('The signed-in account has no email attribute');
  if (!userId || !businessId) throw new Error('The signed-in account is not linked to a business user');
  return { email, userId, businessId };
}

/**
 * A fresh identity token for the sync worker. Amplify refreshes an expired token when online;
 * offline it throws, and the worker treats that like a network error (retry later, never sign out).
 */
export async function getIdToken({ forceRefresh = false }: { forceRefresh?: boolean } = {}): Promise<string> {
  const session = await fetchAuthSession({ forceRefresh });
  const token = session.tokens?.idToken?.toString();
  if (!token) throw new Error('No identity token available');
  return token;
}

export async function signOutOfIdentity(): Promise<void> {
  await signOut();
}

/** The error name aws-amplify gives (NotAuthorizedException, UserNotFoundException, …). */
export function identityErrorName(error: unknown): string {
  if (error instanceof Error) return error.name;
  return 'UnknownError';
}
