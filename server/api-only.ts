/**
 * One stateless API instance (several can run over one PostgreSQL behind a load balancer).
 * Env: API_PORT (8081), DATABASE_URL (or DATA_DIR for PGlite, one instance only), DB_SCHEMA,
 * MYINVOIS_BASE_URL / MYINVOIS_CLIENT_ID / MYINVOIS_CLIENT_SECRET (README), IDENTITY_ENDPOINT (the
 * identity front, e.g. http://127.0.0.1:8082; pool and client are found by name), APP_ORIGIN (CORS,
 * default http://127.0.0.1:8080), BOOKIT_FAULTS=1, and the file store: S3_BUCKET, S3_ENDPOINT,
 * S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL, S3_FORCE_PATH_STYLE (README,
 * "Files"; without S3_BUCKET, the local store at LOCAL_S3_URL, default http://127.0.0.1:8084,
 * which `npm start` runs); BILLPLZ_API_KEY / BILLPLZ_COLLECTION_ID / BILLPLZ_X_SIGNATURE_KEY
 * (README, "Payments"; without them plan upgrades answer 503: a gateway of each instance's own
 * would sign with keys the others do not hold).
 */
import path from 'node:path';
import { buildApi } from '@server/api';
import { createFileStore, fileStoreConfigFromEnv, localFileStoreConfig } from '@server/files/s3';
import { openDb } from '@server/db/open';
import { startMyInvois } from '@server/einvoice/config';
import { jobHandlers } from '@server/jobs/handlers';
import { startWhatsapp } from '@server/messaging/config';
import { startBillplz } from '@server/billing/config';
import { createJobRunner } from '@server/jobs/runner';
import { startDailySummaries } from '@server/notifications/daily-summary';
import { startConsolidations } from '@server/einvoice/consolidate';
import { startRetention } from '@server/privacy/retention-jobs';
import { cognitoClient, ensurePool } from '@server/identity/provision';

const endpoint = process.env.IDENTITY_ENDPOINT ?? 'http://127.0.0.1:8082';
const apiPort = Number(process.env.API_PORT ?? '8081');
const pool = await ensurePool(cognitoClient(endpoint));
const db = await openDb({
  dataDir: path.join(process.env.DATA_DIR ?? '.data', 'pg'),
  databaseUrl: process.env.DATABASE_URL,
  schema: process.env.DB_SCHEMA,
});
const appOrigins = (process.env.APP_ORIGIN ?? 'http://127.0.0.1:8080,http://localhost:8080').split(',');
const billplz = (process.env.BILLPLZ_API_KEY ?? '') === ''
  ? null
  : await startBillplz(process.env, process.env.DATA_DIR ?? '.data', { apiUrl: `http://127.0.0.1:${apiPort}`, appUrl: appOrigins[0] ?? 'http://127.0.0.1:8080' });
const api = await buildApi({
  db,
  ...(billplz === null ? {} : { billing: billplz.billing }),
  identity: { ...pool, issuer: `${endpoint}/${pool.userPoolId}` },
  corsOrigins: appOrigins,
  faults: process.env.BOOKIT_FAULTS === '1',
  files: createFileStore(fileStoreConfigFromEnv(process.env) ?? localFileStoreConfig(process.env.LOCAL_S3_URL ?? 'http://127.0.0.1:8084')),
});
await api.listen({ port: apiPort, host: '127.0.0.1' });
// Every instance runs the job runner; SKIP LOCKED claims keep them from taking the same job.
// E-invoices go to MYINVOIS_BASE_URL; without it each instance runs a sandbox of its own.
const myinvois = await startMyInvois(process.env, process.env.DATA_DIR ?? '.data');
// WhatsApp messages go to Meta with WHATSAPP_ACCESS_TOKEN; without it each instance runs a local server of its own.
const whatsapp = await startWhatsapp(process.env, process.env.DATA_DIR ?? '.data');
const jobs = createJobRunner(db, jobHandlers({ myinvois: myinvois.client, whatsapp: whatsapp.client, ...(billplz === null ? {} : { billing: billplz.billing }) }), { onFailure: (job, error) => console.error(`[jobs] ${job.queue}/${job.key} failed`, error) });
jobs.start();
// The daily summary's next jobs and its hourly planner, on the queue (idempotent per instance).
await startDailySummaries(db);
await startConsolidations(db);
await startRetention(db);
console.log(`API instance on http://127.0.0.1:${apiPort} (${db.kind}, schema ${db.schema})`);

async function shutdown(): Promise<void> {
  await jobs.stop();
  await myinvois.stop();
  await whatsapp.stop();
  await api.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
