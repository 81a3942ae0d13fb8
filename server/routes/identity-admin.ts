import { randomBytes } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { IdentitySettings } from '@server/http/auth';
import { cognitoClient } from '@server/identity/provision';

/** The identity admin endpoint behind a token issuer (`{endpoint}/{userPoolId}`). */
export function identityAdminClient(s: IdentitySettings): CognitoIdentityProviderClient {
  const suffix = `/${s.userPoolId}`;
  const base = s.issuer.endsWith(suffix) ? s.issuer.slice(0, -suffix.length) : s.issuer;
  if (new URL(base).hostname.endsWith('.amazonaws.com')) {
    // Amazon Cognito: the default endpoint and credentials; the pool id starts with the region.
    return new CognitoIdentityProviderClient({ region: s.userPoolId.split('_')[0] ?? 'ap-southeast-1' });
  }
  return cognitoClient(base);
}

/** Meets the pool policy (8+, upper, lower, digit) and then some. */
export function temporaryPassword(): string {
  return `Tmp-${randomBytes(9).toString('base64url')}a7Q!`;
}

export interface InviteUser {
  email: string;
  businessId: string;
  userId: string;
  password: string;
  /** true: no e-mail (the caller shows the password, dev only); false: Cognito e-mails it. */
  suppressEmail: boolean;
}

export type InviteOutcome =
  | { kind: 'created' }
  /** The e-mail is already a user; an unfinished invite of this business can be taken over. */
  | { kind: 'exists'; pendingInviteUserId: string | null };

/** AdminCreateUser with a temporary password: the first sign-in answers NEW_PASSWORD_REQUIRED. */
export async function createInvitedUser(
  c: CognitoIdentityProviderClient,
  userPoolId: string,
  u: InviteUser,
): Promise<InviteOutcome> {
  try {
    await c.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: u.email,
        TemporaryPassword: u.password,
        DesiredDeliveryMediums: ['EMAIL'],
        ...(u.suppressEmail ? { MessageAction: 'SUPPRESS' as const } : {}),
        UserAttributes: [
          { Name: 'email', Value: u.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'custom:businessId', Value: u.businessId },
          { Name: 'custom:userId', Value: u.userId },
        ],
      }),
    );
    return { kind: 'created' };
  } catch (err) {
    if (!(err instanceof UsernameExistsException)) throw err;
  }
  const existing = await c.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: u.email }));
  const attr = (name: string): string | undefined => existing.UserAttributes?.find((a) => a.Name === name)?.Value;
  const pending =
    existing.UserStatus === 'FORCE_CHANGE_PASSWORD' && attr('custom:businessId') === u.businessId
      ? (attr('custom:userId') ?? null)
      : null;
  return { kind: 'exists', pendingInviteUserId: pending };
}

/** Gives an unfinished invite a fresh temporary password. */
export async function resetTemporaryPassword(
  c: CognitoIdentityProviderClient,
  userPoolId: string,
  email: string,
  password: string,
): Promise<void> {
  await c.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: email, Password: password, Permanent: false }));
}

/**
 * Disables (no sign-in, no token refresh: signed out everywhere once their token lapses; the API
 * refuses a deactivated member's tokens at once) or enables a member's identity user. A member
 * who never had an identity user (a team member without a login) has nothing to change:
 * 'absent'.
 */
export async function setIdentityEnabled(
  c: CognitoIdentityProviderClient,
  userPoolId: string,
  email: string,
  enabled: boolean,
): Promise<'done' | 'absent'> {
  try {
    const input = { UserPoolId: userPoolId, Username: email };
    await c.send(enabled ? new AdminEnableUserCommand(input) : new AdminDisableUserCommand(input));
    return 'done';
  } catch (err) {
    if (err instanceof UserNotFoundException) return 'absent';
    throw err;
  }
}
