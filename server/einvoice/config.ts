import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createMyInvoisClient, type MyInvoisClient, type MyInvoisConfig } from '@server/einvoice/client';
import { createMyInvoisSandbox } from '@server/einvoice/sandbox';

/** LHDN's portals, which serve the validation links of their API hosts. */
function portalFor(apiBase: string): string {
  const host = new URL(apiBase).host;
  if (host === 'preprod-api.myinvois.hasil.gov.my') return 'https://preprod.myinvois.hasil.gov.my';
  if (host === 'api.myinvois.hasil.gov.my') return 'https://myinvois.hasil.gov.my';
  return apiBase;
}

/**
 * The MyInvois the API submits to. With MYINVOIS_BASE_URL (LHDN preprod or production) it uses
 * MYINVOIS_CLIENT_ID / MYINVOIS_CLIENT_SECRET (and optional MYINVOIS_IDENTITY_URL,
 * MYINVOIS_PORTAL_URL, MYINVOIS_INTERMEDIARY=1); without it, it starts our sandbox on loopback
 * (MYINVOIS_SANDBOX_PORT, default any free port), keeping its documents in `dataDir`.
 */
export async function startMyInvois(env: NodeJS.ProcessEnv, dataDir: string): Promise<{ client: MyInvoisClient; stop(): Promise<void>; sandboxUrl: string | null }> {
  const base = env.MYINVOIS_BASE_URL?.replace(/\/+$/, '') ?? '';
  if (base !== '') {
    const clientId = env.MYINVOIS_CLIENT_ID ?? '';
    const clientSecret = env.MYINVOIS_CLIENT_SECRET ?? '';
    if (clientId === '' || clientSecret === '') throw new Error('MYINVOIS_BASE_URL needs MYINVOIS_CLIENT_ID and MYINVOIS_CLIENT_SECRET');
    const config: MyInvoisConfig = {
      apiBase: base,
      identityBase: env.MYINVOIS_IDENTITY_URL?.replace(/\/+$/, '') || base,
      portalBase: env.MYINVOIS_PORTAL_URL?.replace(/\/+$/, '') || portalFor(base),
      clientId,
      clientSecret,
      intermediary: env.MYINVOIS_INTERMEDIARY === '1',
    };
    return { client: createMyInvoisClient(config), stop: async () => undefined, sandboxUrl: null };
  }
  const clientId = 'sandbox-client';
  const clientSecret = randomBytes(18).toString('base64url');
  const sandbox = createMyInvoisSandbox({ clientId, clientSecret, stateFile: path.join(dataDir, 'myinvois-sandbox.json') });
  await sandbox.app.listen({ host: '127.0.0.1', port: Number(env.MYINVOIS_SANDBOX_PORT ?? '0') });
  const url = `http://127.0.0.1:${(sandbox.app.server.address() as AddressInfo).port}`;
  const client = createMyInvoisClient({ apiBase: url, identityBase: url, portalBase: url, clientId, clientSecret, intermediary: false });
  return { client, stop: () => sandbox.app.close(), sandboxUrl: url };
}
