// The only place that talks to the identity service, through aws-amplify (Cognito, or the local
// Cognito-compatible emulator when the runtime config names an endpoint).
import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  fetchAuthSession,
  fetchUserAttributes,
  resendSignUpCode,
  resetPassword,
  signIn,
  signInWithRedirect,
  signOut,
  signUp,
  updatePassword,
} from 'aws-amplify/auth';
import { v7 as uuidv7 } from 'uuid';
import type { RuntimeConfig } from '@/lib/api-types';
import { setOnlineApiBase } from '@/data/online';

let authFlowType: RuntimeConfig['auth']['authFlowType'] = 'USER_SRP_AUTH';

export interface AuthFeatures {
  signup: boolean;
  googleAuth: boolean;
}

let features: AuthFeatures = { signup: true, googleAuth: false };

/** The flags the authentication area reads before anyone is signed in. */
export function authFeatures(): AuthFeatures {
  return features;
}

export function configureIdentity(config: RuntimeConfig): void {
  authFlowType = config.auth.authFlowType;
  features = { signup: config.features?.signup ?? true, googleAuth: config.features?.googleAuth ?? false };
  setOnlineApiBase(config.apiBase);
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.auth.userPoolId,
        userPoolClientId: config.auth.userPoolClientId,
        ...(config.auth.userPoolEndpoint ? { userPoolEndpoint: config.auth.userPoolEndpoint } : {}),
        loginWith: {
          email: true,
          ...(config.auth.oauthDomain
            ? {
                oauth: {
                  domain: config.auth.oauthDomain,
                  scopes: ['email', 'openid', 'phone', 'profile', 'aws.cognito.signin.user.admin'],
                  redirectSignIn: [`${location.origin}/`],
                  redirectSignOut: [`${location.origin}/`],
                  responseType: 'code' as const,
                  providers: ['Google' as const],
                },
              }
            : {}),
        },
      },
    },
  });
}

export interface Account {
  userId: string;
  /** '' for a user not linked to a business yet (a new owner right after sign-up). */
  businessId: string;
  email: string;
}

/** What the identity service asks for after a password: done, or one more step. */
export type SignInStep = 'DONE' | 'NEW_PASSWORD' | 'CODE' | 'CONFIRM_SIGN_UP' | 'OTHER';

function stepOf(signInStep: string): SignInStep {
  switch (signInStep) {
    case 'DONE':
      return 'DONE';
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return 'NEW_PASSWORD';
    case 'CONFIRM_SIGN_IN_WITH_SMS_CODE':
    case 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE':
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return 'CODE';
    case 'CONFIRM_SIGN_UP':
      return 'CONFIRM_SIGN_UP';
    default:
      return 'OTHER';
  }
}

export async function signInWithPassword(email: string, password: string): Promise<SignInStep> {
  const { nextStep } = await signIn({ username: email, password, options: { authFlowType } });
  return stepOf(nextStep.signInStep);
}

/** Answers the step the sign-in stopped at: a new password, or a one-time login code. */
export async function answerSignInChallenge(response: string): Promise<SignInStep> {
  const { nextStep } = await confirmSignIn({ challengeResponse: response });
  return stepOf(nextStep.signInStep);
}

export function signInWithGoogle(): Promise<void> {
  return signInWithRedirect({ provider: 'Google' });
}

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * Creates the identity user. Its userId is made here, on the device, like every other id (UUIDv7);
 * it has no business until one is made for it or it joins one.
 */
export async function createAccount(a: NewAccount): Promise<'CONFIRM_SIGN_UP' | 'DONE'> {
  const { nextStep } = await signUp({
    username: a.email,
    password: a.password,
    options: {
      userAttributes: {
        email: a.email,
        given_name: a.firstName,
        family_name: a.lastName,
        'custom:userId': uuidv7(),
      },
    },
  });
  return nextStep.signUpStep === 'CONFIRM_SIGN_UP' ? 'CONFIRM_SIGN_UP' : 'DONE';
}

export async function confirmAccount(email: string, code: string): Promise<void> {
  await confirmSignUp({ username: email, confirmationCode: code });
}

export async function resendAccountCode(email: string): Promise<void> {
  await resendSignUpCode({ username: email });
}

export async function requestPasswordReset(email: string): Promise<void> {
  await resetPassword({ username: email });
}

export async function confirmPasswordReset(email: string, code: string, newPassword: string): Promise<void> {
  await confirmResetPassword({ username: email, confirmationCode: code, newPassword });
}

export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await updatePassword({ oldPassword, newPassword });
}

const USER_FETCH_TRIES = 3;
const USER_FETCH_GAP_MS = 1000;

/**
 * The signed-in account from the identity attributes (email, custom businessId, custom userId);
 * up to 3 tries 1 s apart while the service says the user is not found yet (spec §4).
 */
export async function fetchAccount(): Promise<Account> {
  for (let attempt = 1; ; attempt++) {
    try {
      const attributes = await fetchUserAttributes();
      const email = attributes.email;
      const userId = attributes['custom:userId'];
      if (!email) throw new Error('The signed-in account has no email attribute');
      if (!userId) throw new Error('The signed-in account has no userId');
      return { email, userId, businessId: attributes['custom:businessId'] ?? '' };
    } catch (error) {
      if (identityErrorName(error) !== 'UserNotFoundException' || attempt >= USER_FETCH_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, USER_FETCH_GAP_MS));
    }
  }
}

/** The account of a session the identity service still holds (a reload mid-flow), or null. */
export async function currentAccount(): Promise<Account | null> {
  const session = await fetchAuthSession();
  if (!session.tokens?.idToken) return null;
  return fetchAccount();
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
