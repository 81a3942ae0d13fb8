import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '@/lib/api-types';
import { buildApi } from '@server/api';
import { buildAppHost } from '@server/app-host';
import { startLocalS3 } from '@server/files/local-s3';
import { createFileStore, fileStoreConfigFromEnv, fileStoreOrigins, LOCAL_FILE_STORE, localFileStoreConfig } from '@server/files/s3';
import { openDb } from '@server/db/open';
import type { Db } from '@server/db/types';
import { startIdentity, type IdentityInfo, type IdentityService } from '@server/identity/identity-service';
import { REGION, cognitoClient, ensureUser } from '@server/identity/provision';
import { startMyInvois } from '@server/einvoice/config';
import { startWhatsapp } from '@server/messaging/config';
import { startBillplz } from '@server/billing/config';
import { jobHandlers } from '@server/jobs/handlers';
import { createJobRunner } from '@server/jobs/runner';
import { startDailySummaries } from '@server/notifications/daily-summary';
import { startConsolidations } from '@server/einvoice/consolidate';
import { startRetention } from '@server/privacy/retention-jobs';
import { seedDemo } from '@server/seed/demo';
import { seedHelpContent } from '@server/seed/help-content';
import { seedPlatformExtras } from '@server/seed/platform';
import { DEMO_IDS, DEMO_PASSWORD, TEAM } from '@server/seed/team';

export interface StackOptions {
  /** Holds `pg/` (PGlite) and `cognito/` (the identity emulator). */
  dataDir: string;
  appPort?: number;
  apiPort?: number;
  /** The identity front; the emulator itself listens on identityPort + 1. */
  identityPort?: number;
  /** The local S3-compatible store (default identityPort + 2), unless S3_BUCKET points elsewhere. */
  filesPort?: number;
  /** Use this PostgreSQL instead of PGlite. */
  databaseUrl?: string | undefined;
  dbSchema?: string | undefined;
  seed?: boolean;
  /** The built PWA to serve (default `dist`). */
  distDir?: string;
  /** Registers POST /__faults and GET /__count/:table (tests only). */
  faults?: boolean;
  /** Fixed identity confirmation code (tests). */
  fixedCode?: string | undefined;
  quiet?: boolean;
}

export interface Stack {
  appUrl: string;
  apiUrl: string;
  identity: IdentityInfo;
  db: Db;
  /** Our MyInvois sandbox's address, or null when the API submits to LHDN. */
  myinvoisSandboxUrl: string | null;
  /** Our local WhatsApp Cloud API's address, or null when messages go to Meta. */
  whatsappSandboxUrl: string | null;
  /** Our local Billplz gateway's address, or null when plan upgrades are paid through Billplz. */
  billplzSandboxUrl: string | null;
  stop(): Promise<void>;
}

export const DEMO_LOGINS = TEAM.filter((m) => m.login).map((m) => ({ email: m.email, password: DEMO_PASSWORD }));

/** Creates the demo logins in the identity service (idempotent). */
export async function ensureDemoUsers(identity: IdentityInfo): Promise<void> {
  const client = cognitoClient(identity.endpoint);
  for (const m of TEAM) {
    if (!m.login) continue;
    await ensureUser(client, identity, { email: m.email, password: DEMO_PASSWORD, businessId: DEMO_IDS.business, userId: m.id });
  }
}

/** Brings up identity, database, API and the app host on loopback. */
export async function startStack(opts: StackOptions): Promise<Stack> {
  const appPort = opts.appPort ?? 8080;
  const apiPort = opts.apiPort ?? 8081;
  const identityPort = opts.identityPort ?? 8082;
  const host = '127.0.0.1';
  const appUrl = `http://${host}:${appPort}`;
  const apiUrl = `http://${host}:${apiPort}`;
  const quiet = opts.quiet === true;
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async (): Promise<void> => {
    for (const s of stops.reverse()) {
      try {
        await s();
      } catch (err) {
        console.error('[stack] error while stopping', err);
      }
    }
    stops.length = 0;
  };

  try {
    const cognitoDir = path.join(opts.dataDir, 'cognito');
    await mkdir(cognitoDir, { recursive: true });
    const identity: IdentityService = await startIdentity({
      dataDir: cognitoDir,
      port: identityPort,
      fixedCode: opts.fixedCode,
      quiet,
    });
    stops.push(() => identity.stop());

    const pgDir = path.join(opts.dataDir, 'pg');
    if (opts.databaseUrl === undefined || opts.databaseUrl === '') await mkdir(pgDir, { recursive: true });
    const db = await openDb({ dataDir: pgDir, databaseUrl: opts.databaseUrl, schema: opts.dbSchema });
    stops.push(() => db.close());

    if (opts.seed === true) {
      await seedDemo(db);
      await ensureDemoUsers(identity);
      await seedPlatformExtras(db, identity);
      await seedHelpContent(db);
    }

    // Files: Amazon S3 or MinIO when S3_BUCKET is set (README, "Files"), else the local store.
    let filesConfig = fileStoreConfigFromEnv(process.env);
    if (filesConfig === null) {
      const s3 = await startLocalS3({
        host,
        port: opts.filesPort ?? identityPort + 2,
        dir: path.join(opts.dataDir, 's3'),
        bucket: LOCAL_FILE_STORE.bucket,
        credentials: LOCAL_FILE_STORE,
      });
      stops.push(() => s3.close());
      filesConfig = localFileStoreConfig(s3.url);
    }

    // Payments: Billplz when BILLPLZ_API_KEY is set, else our local gateway on loopback (README).
    const billplz = await startBillplz(process.env, opts.dataDir, { apiUrl, appUrl });
    stops.push(() => billplz.stop());

    const api = await buildApi({
      db,
      billing: billplz.billing,
      identity,
      files: createFileStore(filesConfig),
      corsOrigins: [appUrl, `http://localhost:${appPort}`],
      faults: opts.faults === true,
      quiet,
    });
    await listen(api, apiPort, host);
    stops.push(() => api.close());
    // MyInvois: LHDN's when MYINVOIS_BASE_URL is set, else our sandbox on loopback (README).
    const myinvois = await startMyInvois(process.env, opts.dataDir);
    stops.push(() => myinvois.stop());
    // WhatsApp: Meta's Cloud API when WHATSAPP_ACCESS_TOKEN is set, else our local server (README).
    const whatsapp = await startWhatsapp(process.env, opts.dataDir);
    stops.push(() => whatsapp.stop());
    // The API process's job runner (server/jobs): durable jobs such as e-invoice submission.
    const jobs = createJobRunner(db, jobHandlers({ myinvois: myinvois.client, whatsapp: whatsapp.client, billing: billplz.billing }), { onFailure: (job, error) => console.error(`[jobs] ${job.queue}/${job.key} failed`, error) });
    jobs.start();
    stops.push(() => jobs.stop());
    // The daily summary's next jobs and its hourly planner, on the queue (idempotent per instance).
    await startDailySummaries(db);
    await startConsolidations(db);
    await startRetention(db);

    const config: RuntimeConfig = {
      apiBase: apiUrl,
      fileOrigins: fileStoreOrigins(filesConfig),
      auth: {
        region: REGION,
        userPoolId: identity.userPoolId,
        userPoolClientId: identity.clientId,
        userPoolEndpoint: identity.endpoint,
        authFlowType: 'USER_PASSWORD_AUTH',
      },
    };
    const appHost = await buildAppHost({ distDir: opts.distDir ?? 'dist', config, quiet });
    await listen(appHost, appPort, host);
    stops.push(() => appHost.close());

    const info: IdentityInfo = {
      endpoint: identity.endpoint,
      userPoolId: identity.userPoolId,
      clientId: identity.clientId,
      issuer: identity.issuer,
    };
    return { appUrl, apiUrl, identity: info, db, myinvoisSandboxUrl: myinvois.sandboxUrl, whatsappSandboxUrl: whatsapp.sandboxUrl, billplzSandboxUrl: billplz.sandboxUrl, stop: stopAll };
  } catch (err) {
    await stopAll();
    throw err;
  }
}

async function listen(app: FastifyInstance, port: number, host: string): Promise<void> {
  await app.listen({ port, host });
}
