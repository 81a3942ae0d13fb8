import { AsyncLocalStorage } from 'node:async_hooks';
import { lockBusiness } from '@server/db/seq';
import type { Db, Queryable } from '@server/db/types';
import type { Caller } from '@server/http/auth';

/**
 * One batch push (server/routes/batch.ts) in progress: its transaction, the caller it was
 * authenticated as, the Idempotency-Keys of its entries not yet stored when it started, and
 * whether the entry being run touched the database and failed.
 */
interface BatchScope {
  readonly q: Queryable;
  readonly caller: Caller;
  readonly businessId: string;
  readonly freshKeys: Set<string>;
  entryFailed: boolean;
}

const scopes = new AsyncLocalStorage<BatchScope>();

/**
 * Runs a batch in one transaction of `db`, holding the business write lock (seq.ts) from the
 * start, so no other writer can store one of its `keys` meanwhile. Every request made inside
 * `fn` (app.inject of an entry) uses that transaction through `batchAwareDb`, so entries see the
 * ones before them, and the batch commits once, before it is answered: a crash or an injected
 * fault before the commit leaves nothing applied and no key stored, and the device sends the
 * batch again.
 */
export function runBatch<T>(
  db: Db,
  a: { businessId: string; caller: Caller; keys: readonly string[] },
  fn: () => Promise<T>,
): Promise<T> {
  return db.tx(async (q) => {
    await lockBusiness(q, a.businessId);
    const stored = await q.query<{ key: string }>(
      'SELECT key::text AS key FROM idempotency_keys WHERE business_id = $1 AND key = ANY($2::uuid[])',
      [a.businessId, a.keys],
    );
    const freshKeys = new Set(a.keys.map((k) => k.toLowerCase()));
    for (const { key } of stored) freshKeys.delete(key.toLowerCase());
    return scopes.run({ q, caller: a.caller, businessId: a.businessId.toLowerCase(), freshKeys, entryFailed: false }, fn);
  });
}

/**
 * Runs one entry of the batch under its own SAVEPOINT: released when the entry succeeded or was
 * refused with a stored answer, rolled back when it failed (`failed(value)`, a query error, or a
 * write transaction that threw), so a failing entry never undoes the entries before it.
 */
export async function runEntry<T>(index: number, fn: () => Promise<T>, failed: (value: T) => boolean): Promise<T> {
  const scope = scopes.getStore();
  if (scope === undefined) throw new Error('runEntry outside runBatch');
  const savepoint = `batch_entry_${index}`;
  await scope.q.query(`SAVEPOINT ${savepoint}`);
  scope.entryFailed = false;
  const value = await fn();
  if (scope.entryFailed || failed(value)) await scope.q.query(`ROLLBACK TO SAVEPOINT ${savepoint}`);
  await scope.q.query(`RELEASE SAVEPOINT ${savepoint}`);
  return value;
}

/** The caller the running batch was authenticated as (its entries act as the same caller). */
export function batchCaller(): Caller | undefined {
  return scopes.getStore()?.caller;
}

/** Whether the running batch already holds `businessId`'s write lock (taken by runBatch). */
export function batchHoldsLock(businessId: string): boolean {
  return scopes.getStore()?.businessId === businessId.toLowerCase();
}

/**
 * Whether `key` was not stored when the running batch started (and is not taken since): its
 * write can store the key with its answer in one INSERT. Answers true once per key.
 */
export function takeFreshKey(businessId: string, key: string): boolean {
  const scope = scopes.getStore();
  if (scope === undefined || scope.businessId !== businessId.toLowerCase()) return false;
  return scope.freshKeys.delete(key.toLowerCase());
}

/**
 * `db` as the routes use it: outside a batch, `db` itself; inside one, the batch's transaction
 * (a route's `tx` runs in it directly; the entry's savepoint, taken by runEntry, is what rolls
 * it back when it throws). On PGlite, one connection, this is also what keeps an entry from
 * waiting on the batch's own transaction.
 */
export function batchAwareDb(db: Db): Db {
  const failing = (scope: BatchScope, error: unknown): never => {
    scope.entryFailed = true;
    throw error;
  };
  const inScope = (scope: BatchScope): Queryable => ({
    query: <T>(sql: string, params?: readonly unknown[]) => scope.q.query<T>(sql, params).catch((error: unknown) => failing(scope, error)),
  });
  return {
    kind: db.kind,
    schema: db.schema,
    query<T>(sql: string, params?: readonly unknown[]): Promise<T[]> {
      const scope = scopes.getStore();
      return scope === undefined ? db.query<T>(sql, params) : inScope(scope).query<T>(sql, params);
    },
    tx<T>(fn: (q: Queryable) => Promise<T>, opts?: { readOnlySnapshot?: boolean }): Promise<T> {
      const scope = scopes.getStore();
      if (scope === undefined) return db.tx(fn, opts);
      return fn(inScope(scope)).catch((error: unknown) => failing(scope, error));
    },
    close: () => db.close(),
  };
}
