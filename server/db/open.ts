import { migrate } from '@server/db/migrate';
import { openPglite } from '@server/db/pglite-db';
import { openPostgres } from '@server/db/postgres-db';
import type { Db } from '@server/db/types';

export interface OpenDbOptions {
  /** PGlite data directory (ignored when databaseUrl is set); undefined = in memory. */
  dataDir?: string | undefined;
  databaseUrl?: string | undefined;
  schema?: string | undefined;
  migrate?: boolean;
}

/** Opens PostgreSQL when a URL is given, PGlite otherwise, and applies pending migrations. */
export async function openDb(opts: OpenDbOptions): Promise<Db> {
  const schema = opts.schema ?? 'public';
  const db =
    opts.databaseUrl !== undefined && opts.databaseUrl !== ''
      ? openPostgres(opts.databaseUrl, schema)
      : await openPglite(opts.dataDir, schema);
  if (opts.migrate !== false) await migrate(db);
  return db;
}
