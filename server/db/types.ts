/** Anything that runs SQL: the database itself, or one open transaction. */
export interface Queryable {
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/**
 * The small database surface the API needs. Two implementations: PGlite (embedded, default) and
 * node-postgres (when DATABASE_URL is set). SQL must run on PostgreSQL 15 and PGlite (PG 18).
 */
export interface Db extends Queryable {
  /** Runs `fn` in one transaction; commits when it resolves, rolls back when it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>, opts?: { readOnlySnapshot?: boolean }): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /** The schema every statement runs in (search_path). */
  readonly schema: string;
}

export const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function assertSchemaName(schema: string): void {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
}
