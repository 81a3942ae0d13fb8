import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '@server/db/types';
import { lockBusiness } from '@server/db/seq';
import { UUID } from '@server/http/auth';
import { batchHoldsLock, takeFreshKey } from '@server/http/batch-scope';
import { fail, problem } from '@server/http/problem';

export interface Outcome {
  status: number;
  body: unknown;
}

export interface WriteResult extends Outcome {
  replayed: boolean;
}

export function idempotencyKey(req: FastifyRequest): string {
  const key = req.headers['idempotency-key'];
  if (typeof key !== 'string' || !UUID.test(key)) {
    fail(400, 'Every write needs an Idempotency-Key header holding a UUID.', {
      'Idempotency-Key': 'validation.idempotencyKeyRequired',
    });
  }
  return key.toLowerCase();
}

export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method.toUpperCase()} ${path}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

/**
 * Runs one write exactly once per (business, Idempotency-Key).
 *
 * In one transaction: take the business write lock (see seq.ts), insert the key with the request
 * hash, run `work`, store its status and body. A second request with the same key waits (on the
 * lock, and on the key's primary key) until the first commits, then finds the stored row: same
 * hash → the stored answer again (replayed); different hash → 422. Business refusals (4xx that
 * `work` returns, rather than throws) are stored too, so a replay answers the same. If `work`
 * throws, everything rolls back, the key included, and a retry runs afresh. Inside a batch push
 * the transaction is the batch's (it holds the lock already) and the entry's savepoint is what
 * rolls back (batch-scope.ts); a key the batch found unstored under that lock is inserted once,
 * with its answer, after `work`.
 */
export async function idempotentWrite(
  db: Db,
  a: { businessId: string; key: string; hash: string },
  work: (q: Queryable) => Promise<Outcome>,
): Promise<WriteResult> {
  return db.tx(async (q) => {
    if (takeFreshKey(a.businessId, a.key)) return storeFirstAnswer(q, a, await work(q));
    if (!batchHoldsLock(a.businessId)) await lockBusiness(q, a.businessId);
    const inserted = await q.query<{ key: string }>(
      `INSERT INTO idempotency_keys (business_id, key, request_hash) VALUES ($1, $2, $3)
       ON CONFLICT (business_id, key) DO NOTHING RETURNING key`,
      [a.businessId, a.key, a.hash],
    );
    if (inserted.length === 0) {
      const stored = await q.query<{ request_hash: string; status: number | null; body: unknown }>(
        'SELECT request_hash, status, body FROM idempotency_keys WHERE business_id = $1 AND key = $2',
        [a.businessId, a.key],
      );
      const row = stored[0];
      if (row === undefined || row.status === null) throw new Error('Idempotency key row vanished');
      if (row.request_hash !== a.hash) {
        return {
          status: 422,
          body: problem(422, 'This Idempotency-Key was already used for a different request.', {
            'Idempotency-Key': 'validation.idempotencyKeyReused',
          }),
          replayed: false,
        };
      }
      return { status: row.status, body: row.body, replayed: true };
    }
    const out = await work(q);
    await q.query('UPDATE idempotency_keys SET status = $3, body = $4::text::jsonb WHERE business_id = $1 AND key = $2', [
      a.businessId,
      a.key,
      out.status,
      JSON.stringify(out.body ?? null),
    ]);
    return { ...out, replayed: false };
  });
}

/** Inserts a key known to be unstored (under the business lock) with its answer. */
async function storeFirstAnswer(q: Queryable, a: { businessId: string; key: string; hash: string }, out: Outcome): Promise<WriteResult> {
  await q.query(
    `INSERT INTO idempotency_keys (business_id, key, request_hash, status, body) VALUES ($1, $2, $3, $4, $5::text::jsonb)`,
    [a.businessId, a.key, a.hash, out.status, JSON.stringify(out.body ?? null)],
  );
  return { ...out, replayed: false };
}
