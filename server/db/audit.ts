import type { Queryable } from '@server/db/types';

/** Tables with a business_id that are not business records: the log itself and replay storage. */
const NOT_AUDITED = new Set(['audit_log', 'idempotency_keys', 'clickstream_events', 'business_seq']);

/**
 * Puts the audit trigger (migration 0010's `audit_row`) on every business table that lacks it,
 * so a table a later migration adds is audited without more code. Runs after the migrations,
 * in their transaction.
 */
export async function attachAuditTriggers(q: Queryable, schema: string): Promise<void> {
  const fn = await q.query(
    `SELECT 1 FROM pg_proc p JOIN pg_namespace s ON s.oid = p.pronamespace WHERE p.proname = 'audit_row' AND s.nspname = $1`,
    [schema],
  );
  if (fn.length === 0) return; // a database migrated only part of the way (tests of older migrations)
  const tables = await q.query<{ name: string }>(
    `SELECT c.table_name AS name FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = $1 AND c.column_name = 'business_id' AND t.table_type = 'BASE TABLE'
       AND NOT EXISTS (SELECT 1 FROM pg_trigger g JOIN pg_class k ON k.oid = g.tgrelid JOIN pg_namespace s ON s.oid = k.relnamespace
                       WHERE g.tgname = 'audit' AND k.relname = c.table_name AND s.nspname = c.table_schema)
     ORDER BY 1`,
    [schema],
  );
  for (const { name } of tables) {
    if (NOT_AUDITED.has(name)) continue;
    await q.query(`CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON "${name}" FOR EACH ROW EXECUTE FUNCTION audit_row()`);
  }
}

/** Who makes the writes of the current transaction (read by `audit_row`). */
export interface AuditContext {
  actorId: string | null;
  email: string | null;
  key: string | null;
  method: string;
  path: string;
}

/** Names the transaction's author for the audit trigger; until it ends (or its savepoint rolls back). */
export async function setAuditContext(q: Queryable, ctx: AuditContext): Promise<void> {
  await q.query(`SELECT set_config('bookit.audit', $1, true)`, [JSON.stringify(ctx)]);
}
