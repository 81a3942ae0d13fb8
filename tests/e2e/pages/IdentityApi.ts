import type { RuntimeConfig } from '@/lib/api-types';

/**
 * Talks to the local identity service the way a second device or an admin script would, to set
 * up people for the authentication tests (no UI): sign-up, confirmation, sign-in for a token.
 */
export class IdentityApi {
  private constructor(
    private readonly endpoint: string,
    private readonly clientId: string,
  ) {}

  static async of(appUrl: string): Promise<IdentityApi> {
    const config = (await (await fetch(`${appUrl}/config.json`)).json()) as RuntimeConfig;
    if (!config.auth.userPoolEndpoint) throw new Error('The stack serves no local identity endpoint');
    return new IdentityApi(config.auth.userPoolEndpoint, config.auth.userPoolClientId);
  }

  private async call(target: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const response = await fetch(`${this.endpoint}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
      body: JSON.stringify({ ClientId: this.clientId, ...body }),
    });
    const answer = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${target} failed: ${JSON.stringify(answer)}`);
    return answer;
  }

  /** A confirmed user with no business (as after sign-up), using the stack's fixed code. */
  async signUpConfirmed(email: string, password: string, code: string): Promise<void> {
    await this.call('SignUp', {
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'custom:userId', Value: crypto.randomUUID() },
      ],
    });
    await this.call('ConfirmSignUp', { Username: email, ConfirmationCode: code });
  }

  async idToken(email: string, password: string): Promise<string> {
    const answer = await this.call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    });
    const result = answer.AuthenticationResult as { IdToken?: string } | undefined;
    if (!result?.IdToken) throw new Error(`No token for ${email}: ${JSON.stringify(answer)}`);
    return result.IdToken;
  }
}
