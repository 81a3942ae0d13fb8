import { PGlite, type Transaction } from '@electric-sql/pglite';
import { assertSchemaName, type Db, type Queryable } from '@server/db/types';

function wrap(tx: Transaction): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const res = await tx.query<T>(sql, [...params]);
      return res.rows;
    },
  };
}

/**
 * PGlite is one connection: its own mutex serialises transactions, so a transaction here never
 * interleaves with another one (queries inside `fn` must use the given `q`, never the db).
 */
export async function openPglite(dataDir: string | undefined, schema = 'public'): Promise<Db> {
  assertSchemaName(schema);
  const pg = dataDir === undefined ? await PGlite.create() : await PGlite.create(dataDir);
  await pg.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}; SET search_path TO ${schema}`);
  return {
    kind: 'pglite',
    schema,
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const res = await pg.query<T>(sql, [...params]);
      return res.rows;
    },
    tx<T>(fn: (q: Queryable) => Promise<T>, opts?: { readOnlySnapshot?: boolean }): Promise<T> {
      return pg.transaction(async (tx) => {
        if (opts?.readOnlySnapshot === true) await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
        return fn(wrap(tx));
      });
    },
    async close(): Promise<void> {
      await pg.close();
    },
  };
}
