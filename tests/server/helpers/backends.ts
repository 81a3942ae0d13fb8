import { inject } from 'vitest';
import pg from 'pg';
import { openDb } from '@server/db/open';
import type { Db } from '@server/db/types';

export interface Backend {
  name: 'pglite' | 'postgres';
  databaseUrl?: string;
}

/** PGlite always; the real PostgreSQL too when global-setup found it answering. */
export function backends(): Backend[] {
  const url = inject('pgUrl');
  return url === null ? [{ name: 'pglite' }] : [{ name: 'pglite' }, { name: 'postgres', databaseUrl: url }];
}

export function uniqueSchema(prefix = 't'): string {
  return `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

export interface TestDb {
  db: Db;
  /** Closes the db and, on PostgreSQL, drops the run's schema. */
  dispose(): Promise<void>;
}

/** A fresh database: in-memory PGlite, or a new schema on the real PostgreSQL. */
export async function openTestDb(b: Backend): Promise<TestDb> {
  if (b.databaseUrl === undefined) {
    const db = await openDb({});
    return { db, dispose: () => db.close() };
  }
  const schema = uniqueSchema();
  const db = await openDb({ databaseUrl: b.databaseUrl, schema });
  const url = b.databaseUrl;
  return {
    db,
    async dispose() {
      await db.close();
      await dropSchema(url, schema);
    },
  };
}

export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}
