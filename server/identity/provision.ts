import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';

export const REGION = 'ap-southeast-1';
export const POOL_NAME = 'bookit-local';
export const CLIENT_NAME = 'bookit-web';

export interface IdentityPool {
  userPoolId: string;
  clientId: string;
}

/** An SDK client for the emulator (it accepts any credentials). */
export function cognitoClient(endpoint: string): CognitoIdentityProviderClient {
  // The SDK nags about Node 20 on every process; the local stack is pinned to Node 20.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return new CognitoIdentityProviderClient({
    region: REGION,
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/**
 * Finds or creates the user pool (email as username, custom businessId and userId, password
 * policy min 8 with upper, lower and numbers) and its public app client
 * (USER_PASSWORD_AUTH + REFRESH_TOKEN_AUTH, no secret). Safe to call on every start.
 */
export async function ensurePool(c: CognitoIdentityProviderClient): Promise<IdentityPool> {
  const pools = await c.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((p) => p.Name === POOL_NAME)?.Id;
  if (userPoolId === undefined) {
    const created = await c.send(
      new CreateUserPoolCommand({
        PoolName: POOL_NAME,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        MfaConfiguration: 'OFF',
        Policies: {
          PasswordPolicy: {
            MinimumLength: 8,
            RequireUppercase: true,
            RequireLowercase: true,
            RequireNumbers: true,
            RequireSymbols: false,
          },
        },
        Schema: [
          { Name: 'email', AttributeDataType: 'String', Required: true, Mutable: true },
          { Name: 'businessId', AttributeDataType: 'String', Mutable: true },
          { Name: 'userId', AttributeDataType: 'String', Mutable: true },
        ],
      }),
    );
    userPoolId = created.UserPool?.Id;
  }
  if (userPoolId === undefined) throw new Error('The identity emulator did not create the user pool');

  const clients = await c.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
  let clientId = clients.UserPoolClients?.find((x) => x.ClientName === CLIENT_NAME)?.ClientId;
  if (clientId === undefined) {
    const created = await c.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: CLIENT_NAME,
        GenerateSecret: false,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    clientId = created.UserPoolClient?.ClientId;
  }
  if (clientId === undefined) throw new Error('The identity emulator did not create the app client');
  return { userPoolId, clientId };
}

export interface UserSpec {
  email: string;
  password: string;
  businessId: string;
  userId: string;
  /** An invite: the password must be replaced at first sign-in (NEW_PASSWORD_REQUIRED). */
  temporary?: boolean;
}

/** Creates the user if missing (no e-mail sent), sets the custom attributes and the password. */
export async function ensureUser(c: CognitoIdentityProviderClient, pool: IdentityPool, u: UserSpec): Promise<void> {
  const email = u.email.trim().toLowerCase();
  const attributes = [
    { Name: 'email', Value: email },
    { Name: 'email_verified', Value: 'true' },
    { Name: 'custom:businessId', Value: u.businessId },
    { Name: 'custom:userId', Value: u.userId },
  ];
  let exists = true;
  try {
    await c.send(new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: email }));
  } catch (err) {
    if (!(err instanceof UserNotFoundException)) throw err;
    exists = false;
  }
  if (!exists) {
    await c.send(
      new AdminCreateUserCommand({
        UserPoolId: pool.userPoolId,
        Username: email,
        TemporaryPassword: u.password,
        MessageAction: 'SUPPRESS',
        UserAttributes: attributes,
      }),
    );
  } else {
    await c.send(
      new AdminUpdateUserAttributesCommand({ UserPoolId: pool.userPoolId, Username: email, UserAttributes: attributes }),
    );
  }
  if (u.temporary !== true) {
    await c.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: pool.userPoolId,
        Username: email,
        Password: u.password,
        Permanent: true,
      }),
    );
  }
}
