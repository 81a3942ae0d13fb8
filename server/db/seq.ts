import type { Queryable } from '@server/db/types';

/** Advisory-lock namespace for per-business writers (first key of the two-int form). */
const BUSINESS_WRITE_LOCK_NS = 72_002;

/**
 * Serialises writers of one business and hands out its next change-sequence numbers.
 *
 * Why the lock: the delta feed pages by `seq > cursor`. If two API instances took sequence
 * numbers independently, the one holding seq 11 could commit before the one holding seq 10;
 * a reader in between would move its cursor to 11 and skip row 10 for ever. Taking a
 * transaction-level advisory lock on the business before taking a number (and holding it until
 * commit, which pg_advisory_xact_lock does) makes seq order == commit order per business.
 * Writers of different businesses do not wait for each other.
 *
 * Call it first in every write transaction (before touching idempotency keys), so every writer
 * takes locks in the same order and two writers can never deadlock.
 */
export async function lockBusiness(q: Queryable, businessId: string): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [BUSINESS_WRITE_LOCK_NS, businessId]);
}

/** Reserves `count` sequence numbers; returns the first. Call only after lockBusiness. */
export async function nextSeq(q: Queryable, businessId: string, count = 1): Promise<number> {
  const rows = await q.query<{ last_seq: string | number }>(
    `INSERT INTO business_seq (business_id, last_seq) VALUES ($1, $2)
     ON CONFLICT (business_id) DO UPDATE SET last_seq = business_seq.last_seq + $2
     RETURNING last_seq::text AS last_seq`,
    [businessId, count],
  );
  const last = Number(rows[0]?.last_seq);
  if (!Number.isSafeInteger(last)) throw new Error('business_seq returned no number');
  return last - count + 1;
}
