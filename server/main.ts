/**
 * `npm start` entry (via scripts/start.mjs, or `npx tsx server/main.ts`): the whole local stack
 * with demo data. Env: PORT (app, 8080), API_PORT (8081), IDENTITY_PORT (8082; the emulator uses
 * +1, the local S3 store +2), S3_* (Amazon S3 or MinIO instead, see README "Files"), DATA_DIR (.data), DATABASE_URL (PostgreSQL instead of PGlite), DB_SCHEMA, DIST_DIR (dist),
 * BOOKIT_FAULTS=1 (test-only fault routes), IDENTITY_CODE (fixed confirmation codes).
 */
import { DEMO_LOGINS, startStack } from '@server/stack';
import { PLATFORM_ADMIN } from '@server/seed/platform';
import { emulatorLogPath } from '@server/identity/emulator';
import path from 'node:path';

function port(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0 || n > 65535) throw new Error(`${name} must be a port number, got ${raw}`);
  return n;
}

const dataDir = process.env.DATA_DIR ?? '.data';
const stack = await startStack({
  dataDir,
  appPort: port('PORT', 8080),
  apiPort: port('API_PORT', 8081),
  identityPort: port('IDENTITY_PORT', 8082),
  databaseUrl: process.env.DATABASE_URL,
  dbSchema: process.env.DB_SCHEMA,
  distDir: process.env.DIST_DIR ?? 'dist',
  faults: process.env.BOOKIT_FAULTS === '1',
  fixedCode: process.env.IDENTITY_CODE,
  seed: true,
  quiet: process.env.QUIET === '1',
});

console.log(`
Bookit back office is running.
  App:       ${stack.appUrl}
  API:       ${stack.apiUrl}  (${stack.db.kind})
  Identity:  ${stack.identity.endpoint}  pool ${stack.identity.userPoolId}, client ${stack.identity.clientId}
  MyInvois:  ${stack.myinvoisSandboxUrl === null ? `${process.env.MYINVOIS_BASE_URL ?? ''} (LHDN)` : `${stack.myinvoisSandboxUrl}  (local sandbox)`}
  WhatsApp:  ${stack.whatsappSandboxUrl === null ? `${process.env.WHATSAPP_API_BASE ?? 'https://graph.facebook.com'} (Meta Cloud API)` : `${stack.whatsappSandboxUrl}  (local server; every message at /__messages)`}
  Billplz:   ${stack.billplzSandboxUrl === null ? `${process.env.BILLPLZ_BASE_URL ?? 'https://www.billplz.com'} (Billplz)` : `${stack.billplzSandboxUrl}  (local gateway; pay or decline on each bill's page)`}
Demo logins (password ${DEMO_LOGINS[0]?.password ?? ''}):
${DEMO_LOGINS.map((l) => `  ${l.email}`).join('\n')}
  ${PLATFORM_ADMIN.email}  (platform admin)
Sign-up confirmation codes are in the identity log: ${emulatorLogPath(path.join(dataDir, 'cognito'))}
Press Ctrl+C to stop.`);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping…`);
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
