import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { decodeJwt } from 'jose';
import {
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { InitialResponse } from '@/lib/api-types';
import { asCognitoSignInError, substituteTarget, toInitiateAuth, toRefreshAnswer } from '@server/identity/compat-proxy';
import { cognitoClient, ensurePool } from '@server/identity/provision';
import { tokenVerifier } from '@server/http/auth';
import { FX, USERS } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';
import { tokensFor } from './helpers/tokens';

/** The request @aws-amplify/auth ≥ 6.14 sends to refresh (refreshAuthTokens → GetTokensFromRefreshToken). */
async function amplifyRefresh(endpoint: string, clientId: string, refreshToken: string): Promise<Response> {
  return fetch(`${endpoint}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken',
      'x-amz-user-agent': 'aws-amplify/6.22.0 auth/1 framework/1',
      'cache-control': 'no-store',
      origin: 'http://127.0.0.1:8080',
    },
    body: JSON.stringify({ ClientId: clientId, RefreshToken: refreshToken }),
  });
}

describe('identity service', () => {
  const identity = inject('identity');

  it('reshapes GetTokensFromRefreshToken into InitiateAuth and back', () => {
    expect(toInitiateAuth({ ClientId: 'c', RefreshToken: 'r' })).toEqual({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: 'c',
      AuthParameters: { REFRESH_TOKEN: 'r' },
    });
    expect(toRefreshAnswer({ AuthenticationResult: { IdToken: 'i' }, ChallengeParameters: {} })).toEqual({
      AuthenticationResult: { IdToken: 'i' },
    });
  });

  it('answers a wrong password as Amazon Cognito does (NotAuthorizedException)', async () => {
    expect(asCognitoSignInError('AWSCognitoIdentityProviderService.SignUp', { __type: 'InvalidPasswordException' })).toBeNull();
    await tokensFor('ownerA'); // the user exists, so only the password is wrong
    const response = await fetch(`${identity.endpoint}/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: identity.clientId,
        AuthParameters: { USERNAME: USERS.ownerA.email, PASSWORD: 'Wrong!2345' },
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  });

  it('emulates ResendConfirmationCode with the emulator’s ForgotPassword', () => {
    expect(substituteTarget('AWSCognitoIdentityProviderService.ResendConfirmationCode')).toBe('AWSCognitoIdentityProviderService.ForgotPassword');
    expect(substituteTarget('AWSCognitoIdentityProviderService.SignUp')).toBeNull();
    expect(substituteTarget(undefined)).toBeNull();
  });

  it('resends a sign-up code that ConfirmSignUp accepts, and refuses an unknown user', async () => {
    const client = cognitoClient(identity.endpoint);
    const email = `resend-${crypto.randomUUID()}@example.test`;
    await client.send(
      new SignUpCommand({
        ClientId: identity.clientId,
        Username: email,
        Password: 'Resend!2345',
        UserAttributes: [{ Name: 'email', Value: email }, { Name: 'custom:userId', Value: crypto.randomUUID() }],
      }),
    );
    const resent = await client.send(new ResendConfirmationCodeCommand({ ClientId: identity.clientId, Username: email }));
    expect(resent.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', Destination: email });
    await client.send(new ConfirmSignUpCommand({ ClientId: identity.clientId, Username: email, ConfirmationCode: '123456' }));
    const signedIn = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: identity.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: 'Resend!2345' },
      }),
    );
    expect(typeof signedIn.AuthenticationResult?.IdToken).toBe('string');
    await expect(
      client.send(new ResendConfirmationCodeCommand({ ClientId: identity.clientId, Username: `nobody-${crypto.randomUUID()}@example.test` })),
    ).rejects.toMatchObject({ name: 'UserNotFoundException' });
  });

  it('provisions the pool and client idempotently', async () => {
    const again = await ensurePool(cognitoClient(identity.endpoint));
    expect(again).toEqual({ userPoolId: identity.userPoolId, clientId: identity.clientId });
  });

  it('issues ID tokens with the custom claims that the API verifier accepts', async () => {
    const t = await tokensFor('ownerA');
    const claims = await tokenVerifier(identity)(t.idToken);
    expect(claims).toEqual({ businessId: FX.bizA, userId: USERS.ownerA.id, email: USERS.ownerA.email });
  });

  describe('refresh through the compat front', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness({ name: 'pglite' });
    });
    afterAll(async () => {
      await h.stop();
    });

    it('answers an amplify-shaped refresh with new tokens the API accepts', async () => {
      const t = await tokensFor('ownerA');
      const res = await amplifyRefresh(identity.endpoint, identity.clientId, t.refreshToken);
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      const body = (await res.json()) as { AuthenticationResult?: Record<string, unknown>; ChallengeParameters?: unknown };
      expect(body.ChallengeParameters).toBeUndefined();
      const result = body.AuthenticationResult ?? {};
      expect(typeof result.AccessToken).toBe('string');
      expect(typeof result.IdToken).toBe('string');
      const idToken = String(result.IdToken);
      expect(decodeJwt(idToken)).toMatchObject({ token_use: 'id', 'custom:businessId': FX.bizA, iss: identity.issuer });
      expect(typeof decodeJwt(String(result.AccessToken)).iat).toBe('number');

      const initial = await h.call('POST', '/initial', {
        token: idToken,
        body: { businessId: FX.bizA, userId: USERS.ownerA.id, userEmail: USERS.ownerA.email },
      });
      expect(initial.status).toBe(200);
      expect((initial.json as InitialResponse).result[0]?.user.userId).toBe(USERS.ownerA.id);
    });

    it('answers /initial for a new user with no business as the no-business session', async () => {
      const client = cognitoClient(identity.endpoint);
      const email = `owner-${crypto.randomUUID()}@example.test`;
      const userId = crypto.randomUUID();
      await client.send(
        new SignUpCommand({
          ClientId: identity.clientId,
          Username: email,
          Password: 'NewOwner!2345',
          UserAttributes: [{ Name: 'email', Value: email }, { Name: 'custom:userId', Value: userId }],
        }),
      );
      await client.send(new ConfirmSignUpCommand({ ClientId: identity.clientId, Username: email, ConfirmationCode: '123456' }));
      const auth = await client.send(
        new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: identity.clientId, AuthParameters: { USERNAME: email, PASSWORD: 'NewOwner!2345' } }),
      );
      const token = String(auth.AuthenticationResult?.IdToken);
      expect(await tokenVerifier(identity)(token)).toEqual({ businessId: '', userId, email });

      const initial = await h.call('POST', '/initial', { token, body: { businessId: '', userId, userEmail: email } });
      expect(initial.status).toBe(200);
      const session = (initial.json as InitialResponse).result[0];
      expect(session?.user).toMatchObject({ userId, businessId: '', userEmail: email, branches: [] });
      expect(session?.business).toMatchObject({ businessId: '', name: '' });
      expect(session?.branches).toEqual([]);

      // Naming a business in the body, or calling a business route, is refused.
      const claimed = await h.call('POST', '/initial', { token, body: { businessId: FX.bizA, userId, userEmail: email } });
      expect(claimed.status).toBe(403);
      const customers = await h.call('GET', `/b/${FX.bizA}/customers`, { token });
      expect(customers.status).toBe(403);
    });

    it('passes the emulator’s error through for a bad refresh token', async () => {
      const res = await amplifyRefresh(identity.endpoint, identity.clientId, 'not-a-refresh-token');
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    });
  });
});
