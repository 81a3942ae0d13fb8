import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { customerMergeSchema } from '@/lib/schemas/customer-actions';
import type { Db, Queryable } from '@server/db/types';
import { nextSeq } from '@server/db/seq';
import { addRoute } from '@server/http/route';
import { problem } from '@server/http/problem';
import { sendWrite } from '@server/http/write-route';
import { toCustomer, type DbRow } from '@server/rows/mappers';
import { refreshCustomerStats } from '@server/routes/customer-stats';

const idParams = z.object({ businessId: z.uuid('validation.invalidId'), id: z.uuid('validation.invalidId') });

/** Re-sends every row of `table` whose `customer_id` moved, with a sequence number each. */
async function moveRows(q: Queryable, businessId: string, table: 'sales' | 'appointments' | 'balances' | 'credit_movements' | 'package_holdings' | 'package_redemptions', from: string, to: string): Promise<void> {
  // A credit balance is keyed by its customer: the ledger moves it (moveCreditLedger), not this.
  const only = table === 'balances' ? " AND kind = 'voucher'" : '';
  const ids = await q.query<{ id: string }>(`SELECT id FROM ${table} WHERE business_id = $1 AND customer_id = $2${only} ORDER BY id`, [businessId, from]);
  if (ids.length === 0) return;
  const first = await nextSeq(q, businessId, ids.length);
  await q.query(
    `UPDATE ${table} t SET customer_id = $3, seq = $4 + n.i - 1, version = t.version + 1, updated_at = now()
     FROM (SELECT id, row_number() OVER (ORDER BY id) AS i FROM ${table} WHERE business_id = $1 AND customer_id = $2${only}) n
     WHERE t.business_id = $1 AND t.id = n.id`,
    [businessId, from, to, first],
  );
}

/** Moves the credit ledger and re-sums both balances (the merged one ends at 0). */
async function moveCreditLedger(q: Queryable, businessId: string, from: string, to: string): Promise<void> {
  const [count] = await q.query<{ n: string }>('SELECT count(*)::text AS n FROM credit_movements WHERE business_id = $1 AND customer_id = $2', [businessId, from]);
  if (Number(count?.n ?? 0) === 0) return;
  // Each movement is a replicated row: it goes out again, under the kept customer.
  await moveRows(q, businessId, 'credit_movements', from, to);
  const [sum] = await q.query<{ b: string; currency: string | null }>(
    `SELECT coalesce(sum(delta), 0)::text AS b,
       (SELECT currency FROM businesses WHERE id = $1) AS currency
     FROM credit_movements WHERE business_id = $1 AND customer_id = $2`,
    [businessId, to],
  );
  const seq = await nextSeq(q, businessId, 2);
  await q.query(
    `INSERT INTO balances (business_id, id, seq, kind, customer_id, code, balance, currency) VALUES ($1, $2, $3, 'credit', $2, NULL, $4::bigint, $5)
     ON CONFLICT (business_id, id) DO UPDATE SET balance = EXCLUDED.balance, seq = EXCLUDED.seq, version = balances.version + 1, updated_at = now()`,
    [businessId, to, seq, sum?.b ?? '0', sum?.currency ?? 'myr'],
  );
  // The merged customer's credit row (its id is the customer's) leaves every device as a tombstone.
  await q.query(
    `UPDATE balances SET balance = 0, deleted_at = now(), seq = $3, version = version + 1, updated_at = now()
     WHERE business_id = $1 AND id = $2 AND kind = 'credit'`,
    [businessId, from, seq + 1],
  );
}

/**
 * Merge two records of one person: POST /customers/{id}/merge {keepId}. Sales, appointments,
 * vouchers and the credit ledger move to the kept customer; the merged one stays as a tombstone
 * (`mergedInto`, archived) so links to it still resolve. Sent from the outbox like any write, so
 * it works offline and the server resolves it with what it holds then. Merging into a customer
 * that was itself merged follows the chain to the survivor.
 */
export function registerCustomerMergeRoute(app: FastifyInstance, db: Db): void {
  addRoute(
    app,
    {
      method: 'POST',
      url: '/b/:businessId/customers/:id/merge',
      access: { anyOf: [{ area: 'customers', level: 3 }] },
      writes: true,
      params: idParams,
      body: customerMergeSchema,
    },
    async ({ req, reply, params, body }) => {
      const { businessId, id } = params;
      return sendWrite(db, req, reply, businessId, async (q) => {
        let keepId = body.keepId;
        for (let hops = 0; hops < 20; hops++) {
          const [next] = await q.query<{ merged_into: string | null }>('SELECT merged_into FROM customers WHERE business_id = $1 AND id = $2', [businessId, keepId]);
          if (next?.merged_into === null || next === undefined) break;
          keepId = next.merged_into;
        }
        if (keepId === id) return { status: 400, body: problem(400, 'A customer cannot be merged into itself.', { keepId: 'customers.merge.same' }) };
        const rows = await q.query<DbRow>('SELECT * FROM customers WHERE business_id = $1 AND id IN ($2, $3)', [businessId, id, keepId]);
        const merged = rows.find((r) => r.id === id);
        const kept = rows.find((r) => r.id === keepId);
        if (merged === undefined || merged.deleted_at !== null) return { status: 404, body: problem(404, 'No such customer.') };
        if (kept === undefined || kept.deleted_at !== null) {
          return { status: 409, body: problem(409, 'The customer to keep does not exist.', { keepId: 'conflict.deleted' }) };
        }
        if (merged.merged_into !== null) return { status: 200, body: toCustomer(merged) };
        await moveRows(q, businessId, 'sales', id, keepId);
        await moveRows(q, businessId, 'appointments', id, keepId);
        await moveRows(q, businessId, 'balances', id, keepId);
        await moveRows(q, businessId, 'package_holdings', id, keepId);
        await moveRows(q, businessId, 'package_redemptions', id, keepId);
        await moveCreditLedger(q, businessId, id, keepId);
        const seq = await nextSeq(q, businessId);
        const [tombstone] = await q.query<DbRow>(
          `UPDATE customers SET merged_into = $3, archived_at = now(), first_visit_at = NULL, last_visit_at = NULL, visits_count = 0,
             total_spent = 0, no_show_count = 0, seq = $4, version = version + 1, updated_at = now()
           WHERE business_id = $1 AND id = $2 RETURNING *`,
          [businessId, id, keepId, seq],
        );
        await refreshCustomerStats(q, businessId, [keepId]);
        if (tombstone === undefined) throw new Error('UPDATE returned nothing');
        return { status: 200, body: toCustomer(tombstone) };
      });
    },
  );
}
