import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import { cognitoClient, ensureUser } from '@server/identity/provision';
import { PASSWORD, USERS, type UserKey } from './fixture';

export interface TokenSet {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

const cache = new Map<UserKey, Promise<TokenSet>>();

/** Real tokens from the real emulator: the user is created if missing, then InitiateAuth. */
export function tokensFor(user: UserKey): Promise<TokenSet> {
  let p = cache.get(user);
  if (p === undefined) {
    p = signIn(user);
    cache.set(user, p);
  }
  return p;
}

async function signIn(user: UserKey): Promise<TokenSet> {
  const identity = inject('identity');
  const c = cognitoClient(identity.endpoint);
  const u = USERS[user];
  await ensureUser(c, identity, { email: u.email, password: PASSWORD, businessId: u.businessId, userId: u.id });
  const res = await c.send(
    new InitiateAuthCommand({
      ClientId: identity.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: u.email, PASSWORD: PASSWORD },
    }),
  );
  const r = res.AuthenticationResult;
  if (r?.IdToken === undefined || r.AccessToken === undefined || r.RefreshToken === undefined) {
    throw new Error(`No tokens for ${u.email}`);
  }
  return { idToken: r.IdToken, accessToken: r.AccessToken, refreshToken: r.RefreshToken };
}

export async function idToken(user: UserKey): Promise<string> {
  return (await tokensFor(user)).idToken;
}
