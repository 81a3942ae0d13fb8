import path from 'node:path';
import { startCompatProxy } from '@server/identity/compat-proxy';
import { startEmulator } from '@server/identity/emulator';
import { cognitoClient, ensurePool } from '@server/identity/provision';

export interface IdentityInfo {
  /** Public endpoint (the compat front): give it to amplify as userPoolEndpoint, and to the SDK. */
  endpoint: string;
  userPoolId: string;
  clientId: string;
  /** Tokens' `iss`: endpoint + "/" + userPoolId. */
  issuer: string;
}

export interface IdentityService extends IdentityInfo {
  stop(): Promise<void>;
}

/**
 * The local identity stack: cognito-local on `port + 1` (data in `<dataDir>/.cognito`), the
 * compat front on `port`, and the provisioned pool and app client.
 */
export async function startIdentity(o: {
  dataDir: string;
  port: number;
  fixedCode?: string | undefined;
  quiet?: boolean | undefined;
}): Promise<IdentityService> {
  const endpoint = `http://127.0.0.1:${o.port}`;
  const emulator = await startEmulator({
    dataDir: path.resolve(o.dataDir),
    port: o.port + 1,
    issuerDomain: endpoint,
    fixedCode: o.fixedCode,
    quiet: o.quiet,
  });
  let proxy;
  try {
    proxy = await startCompatProxy({ port: o.port, upstream: emulator.url });
    const pool = await ensurePool(cognitoClient(endpoint));
    const p = proxy;
    return {
      endpoint,
      ...pool,
      issuer: `${endpoint}/${pool.userPoolId}`,
      async stop() {
        await p.close();
        await emulator.stop();
      },
    };
  } catch (err) {
    await proxy?.close();
    await emulator.stop();
    throw err;
  }
}
