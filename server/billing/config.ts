import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createBillplzClient, type BillplzClient } from '@server/billing/client';
import { createBillplzSandbox } from '@server/billing/sandbox';

/** How the API bills plan upgrades: the gateway's client, and where Billplz sends the payer and the callback. */
export interface Billing {
  client: BillplzClient;
  /** The server-to-server callback (POST, form-encoded, signed): the API's /billplz/callback. */
  callbackUrl: string;
  /** Where the payer's browser returns: the app's /payment/callback. */
  redirectUrl: string;
}

/**
 * The payment gateway plan upgrades go through. With BILLPLZ_API_KEY it is Billplz
 * (BILLPLZ_BASE_URL, default https://www.billplz.com; https://www.billplz-sandbox.com for
 * Billplz's sandbox), with BILLPLZ_COLLECTION_ID and BILLPLZ_X_SIGNATURE_KEY; the callback and
 * redirect addresses default to the API's and the app's and can be set with BILLPLZ_CALLBACK_URL
 * and BILLPLZ_REDIRECT_URL (Billplz must reach the callback). Without it, our local gateway on
 * loopback (BILLPLZ_SANDBOX_PORT, default any free port) keeps its bills in `dataDir`.
 */
export async function startBillplz(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  urls: { apiUrl: string; appUrl: string },
): Promise<{ billing: Billing; stop(): Promise<void>; sandboxUrl: string | null }> {
  const callbackUrl = env.BILLPLZ_CALLBACK_URL || `${urls.apiUrl}/billplz/callback`;
  const redirectUrl = env.BILLPLZ_REDIRECT_URL || `${urls.appUrl}/payment/callback`;
  const apiKey = env.BILLPLZ_API_KEY ?? '';
  if (apiKey !== '') {
    const collectionId = env.BILLPLZ_COLLECTION_ID ?? '';
    const xSignatureKey = env.BILLPLZ_X_SIGNATURE_KEY ?? '';
    if (collectionId === '' || xSignatureKey === '') throw new Error('BILLPLZ_API_KEY needs BILLPLZ_COLLECTION_ID and BILLPLZ_X_SIGNATURE_KEY');
    const baseUrl = env.BILLPLZ_BASE_URL?.replace(/\/+$/, '') || 'https://www.billplz.com';
    return { billing: { client: createBillplzClient({ baseUrl, apiKey, collectionId, xSignatureKey }), callbackUrl, redirectUrl }, stop: async () => undefined, sandboxUrl: null };
  }
  const config = { apiKey: randomBytes(18).toString('base64url'), collectionId: 'localcol', xSignatureKey: `S-${randomBytes(18).toString('base64url')}` };
  const sandbox = createBillplzSandbox({ ...config, stateFile: path.join(dataDir, 'billplz-sandbox.json') });
  await sandbox.app.listen({ host: '127.0.0.1', port: Number(env.BILLPLZ_SANDBOX_PORT ?? '0') });
  const url = `http://127.0.0.1:${(sandbox.app.server.address() as AddressInfo).port}`;
  sandbox.setPublicUrl(url);
  return { billing: { client: createBillplzClient({ ...config, baseUrl: url }), callbackUrl, redirectUrl }, stop: () => sandbox.app.close(), sandboxUrl: url };
}
