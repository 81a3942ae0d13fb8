import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startIdentity, type IdentityInfo } from '@server/identity/identity-service';
import { freePortPair } from './helpers/ports';

declare module 'vitest' {
  export interface ProvidedContext {
    identity: IdentityInfo;
    /** The real PostgreSQL when it answers, else null (suites then run on PGlite only). */
    pgUrl: string | null;
  }
}

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    await client.end();
    return true;
  } catch (err) {
    console.warn(`[server tests] PostgreSQL at ${url} is not answering (${String(err)}); PGlite only.`);
    return false;
  }
}

/** Starts the identity emulator (+ compat front) once for the whole server project. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bookit-identity-'));
  const identity = await startIdentity({ dataDir: dir, port: await freePortPair(), fixedCode: '123456', quiet: true });
  project.provide('identity', {
    endpoint: identity.endpoint,
    userPoolId: identity.userPoolId,
    clientId: identity.clientId,
    issuer: identity.issuer,
  });
  project.provide('pgUrl', (await postgresAnswers(PG_URL)) ? PG_URL : null);
  return async () => {
    await identity.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
