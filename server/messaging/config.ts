import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createWhatsappClient, type WhatsappClient } from '@server/messaging/cloud-api';
import { createWhatsappSandbox } from '@server/messaging/sandbox';

export const DEFAULT_GRAPH_VERSION = 'v21.0';

/**
 * Where WhatsApp messages go. With WHATSAPP_ACCESS_TOKEN, to Meta's Cloud API
 * (WHATSAPP_API_BASE, default https://graph.facebook.com; WHATSAPP_API_VERSION, default v21.0);
 * without it, to our local server on loopback (WHATSAPP_SANDBOX_PORT, default any free port),
 * which records every message in `dataDir` (README, "WhatsApp").
 */
export async function startWhatsapp(env: NodeJS.ProcessEnv, dataDir: string): Promise<{ client: WhatsappClient; stop(): Promise<void>; sandboxUrl: string | null }> {
  const version = env.WHATSAPP_API_VERSION ?? DEFAULT_GRAPH_VERSION;
  const token = env.WHATSAPP_ACCESS_TOKEN ?? '';
  if (token !== '') {
    const apiBase = env.WHATSAPP_API_BASE?.replace(/\/+$/, '') || 'https://graph.facebook.com';
    return { client: createWhatsappClient({ apiBase, version, accessToken: token }), stop: async () => undefined, sandboxUrl: null };
  }
  const accessToken = randomBytes(18).toString('base64url');
  const sandbox = createWhatsappSandbox({ accessToken, stateFile: path.join(dataDir, 'whatsapp-sandbox.jsonl') });
  await sandbox.app.listen({ host: '127.0.0.1', port: Number(env.WHATSAPP_SANDBOX_PORT ?? '0') });
  const url = `http://127.0.0.1:${(sandbox.app.server.address() as AddressInfo).port}`;
  return { client: createWhatsappClient({ apiBase: url, version, accessToken }), stop: () => sandbox.app.close(), sandboxUrl: url };
}
