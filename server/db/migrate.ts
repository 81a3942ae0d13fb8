import { MIGRATIONS } from '@server/db/migrations';
import { attachAuditTriggers } from '@server/db/audit';
import type { Db } from '@server/db/types';

/** Advisory-lock namespace for migrations (first key of the two-int form). */
const MIGRATION_LOCK_NS = 72_001;

/**
 * Applies the pending migrations once. Safe when several API instances start at the same time
 * over one PostgreSQL: everything runs in one transaction that first takes a transaction-level
 * advisory lock keyed by the schema name, so the second instance waits, then sees the
 * `schema_migrations` rows the first one committed and applies nothing. DDL is transactional in
 * PostgreSQL, so a failed migration leaves nothing half-applied.
 */
export async function migrate(db: Db): Promise<string[]> {
  return db.tx(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [MIGRATION_LOCK_NS, db.schema]);
    await q.query(`CREATE SCHEMA IF NOT EXISTS ${db.schema}`);
    await q.query(
      `CREATE TABLE IF NOT EXISTS ${db.schema}.schema_migrations (
         id text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const done = new Set(
      (await q.query<{ id: string }>(`SELECT id FROM ${db.schema}.schema_migrations`)).map((r) => r.id),
    );
    const applied: string[] = [];
    for (const m of MIGRATIONS) {
      if (done.has(m.id)) continue;
      await q.query(`SET LOCAL search_path TO ${db.schema}`);
      for (const statement of splitStatements(m.sql)) await q.query(statement);
      await q.query(`INSERT INTO ${db.schema}.schema_migrations (id) VALUES ($1)`, [m.id]);
      applied.push(m.id);
    }
    await q.query(`SET LOCAL search_path TO ${db.schema}`);
    await attachAuditTriggers(q, db.schema);
    return applied;
  });
}

/**
 * Statements end with `;` and a line break; a function's `$$ … $$` body is kept whole (its own
 * statements end the same way). Our migrations hold no other quoted semicolons.
 */
export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let current = '';
  for (const part of sql.split(/(?<=;)\s*\n/)) {
    current = current === '' ? part : `${current}\n${part}`;
    if ((current.match(/\$\$/g) ?? []).length % 2 === 0) {
      out.push(current);
      current = '';
    }
  }
  if (current !== '') out.push(current);
  return out.map((s) => s.trim().replace(/;$/, '')).filter((s) => s.length > 0);
}
