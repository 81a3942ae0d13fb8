import pg from 'pg';
import { assertSchemaName, type Db, type Queryable } from '@server/db/types';

/** node-postgres Pool over a real PostgreSQL; every connection gets `search_path = schema`. */
export function openPostgres(databaseUrl: string, schema = 'public', max = 10): Db {
  assertSchemaName(schema);
  const pool = new pg.Pool({ connectionString: databaseUrl, max, options: `-c search_path=${schema}` });
  pool.on('error', (err) => {
    // An idle client lost its connection; the pool replaces it. Log, do not crash.
    console.error('[db] idle client error', err.message);
  });
  return {
    kind: 'postgres',
    schema,
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const res = await pool.query(sql, [...params]);
      return res.rows as T[];
    },
    async tx<T>(fn: (q: Queryable) => Promise<T>, opts?: { readOnlySnapshot?: boolean }): Promise<T> {
      const client = await pool.connect();
      const q: Queryable = {
        async query<R>(sql: string, params: readonly unknown[] = []): Promise<R[]> {
          const res = await client.query(sql, [...params]);
          return res.rows as R[];
        },
      };
      try {
        await client.query(opts?.readOnlySnapshot === true ? 'BEGIN ISOLATION LEVEL REPEATABLE READ' : 'BEGIN');
        const out = await fn(q);
        await client.query('COMMIT');
        client.release();
        return out;
      } catch (err) {
        try {
          await client.query('ROLLBACK');
          client.release();
        } catch (rollbackErr) {
          // The connection is broken: drop it from the pool instead of reusing it.
          client.release(rollbackErr instanceof Error ? rollbackErr : true);
        }
        throw err;
      }
    },
    async close(): Promise<void> {
      await pool.end();
    },
  };
}
