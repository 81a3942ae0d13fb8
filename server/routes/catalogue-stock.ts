import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { countDifferences, ledgerEntries } from '@/lib/catalogues/stock-ledger';
import { stockCountSchema, stockMoveSchema } from '@/lib/schemas/stock';
import type { Db, Queryable } from '@server/db/types';
import { addRoute } from '@server/http/route';
import { problem } from '@server/http/problem';
import { sendWrite } from '@server/http/write-route';
import { toProduct, type DbRow } from '@server/rows/mappers';
import { CATALOGUE_EDIT } from '@server/routes/catalogue-items';
import { PRODUCT_SELECT } from '@server/routes/catalogue-products';
import { branchOnHand, checkLowStock, insertMovement, touchProduct, type StockReason } from '@server/routes/stock-ledger';

const idParams = z.object({ businessId: z.uuid('validation.invalidId'), id: z.uuid('validation.invalidId') });

async function branchExists(q: Queryable, businessId: string, branchId: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM branches WHERE business_id = $1 AND id = $2 AND deleted_at IS NULL', [businessId, branchId]);
  return rows.length > 0;
}

/** Stock a person moves: receive, adjust, transfer (sales and refunds move it through checkout). */
export function registerStockRoutes(app: FastifyInstance, db: Db, clock: () => Date = () => new Date()): void {
  addRoute(
    app,
    { method: 'POST', url: '/b/:businessId/products/:id/stock', access: CATALOGUE_EDIT, writes: true, params: idParams, body: stockMoveSchema },
    async ({ req, reply, params, body, caller }) => {
      const { businessId, id } = params;
      const userId = caller().userId;
      return sendWrite(db, req, reply, businessId, async (q) => {
        const product = (await q.query<DbRow>('SELECT deleted_at FROM products WHERE business_id = $1 AND id = $2', [businessId, id]))[0];
        if (product === undefined) return { status: 404, body: problem(404, 'No such product.') };
        if (product.deleted_at !== null) return { status: 409, body: problem(409, 'This product was deleted.', { id: 'conflict.deleted' }) };
        for (const [field, branchId] of [['branchId', body.branchId], ['toBranchId', body.toBranchId]] as const) {
          if (branchId !== null && !(await branchExists(q, businessId, branchId))) {
            return { status: 400, body: problem(400, 'The branch does not exist in this business.', { [field]: 'validation.unknownBranch' }) };
          }
        }
        const reasons: StockReason[] =
          body.kind === 'receive' ? ['received'] : body.kind === 'adjust' ? [body.reason ?? 'count'] : ['transfer_out', 'transfer_in'];
        for (const [i, entry] of ledgerEntries(body).entries()) {
          await insertMovement(q, {
            businessId,
            // The device's id for the first entry; a transfer's second entry gets its own.
            id: i === 0 ? body.movementId : crypto.randomUUID(),
            productId: id,
            branchId: entry.branchId,
            delta: entry.delta,
            reason: reasons[i] ?? 'count',
            refId: body.movementId,
            unitCost: body.kind === 'receive' ? body.unitCost : null,
            note: body.note,
            createdBy: userId,
          });
          await checkLowStock(q, businessId, id, entry.branchId, clock());
        }
        await touchProduct(q, businessId, id);
        const row = (await q.query<DbRow>(`${PRODUCT_SELECT} WHERE t.business_id = $1 AND t.id = $2`, [businessId, id]))[0];
        if (row === undefined) throw new Error('The product vanished');
        return { status: 200, body: toProduct(row) };
      });
    },
  );

  addRoute(
    app,
    { method: 'POST', url: '/b/:businessId/branches/:id/stock-count', access: CATALOGUE_EDIT, writes: true, params: idParams, body: stockCountSchema },
    async ({ req, reply, params, body, caller }) => {
      const { businessId, id: branchId } = params;
      const userId = caller().userId;
      return sendWrite(db, req, reply, businessId, async (q) => {
        if (!(await branchExists(q, businessId, branchId))) return { status: 404, body: problem(404, 'No such branch.') };
        const ids = [...new Set(body.counts.map((c) => c.productId))];
        const known = await q.query<{ id: string }>('SELECT id::text AS id FROM products WHERE business_id = $1 AND deleted_at IS NULL AND id::text = ANY($2::text[])', [businessId, ids]);
        if (known.length !== ids.length) return { status: 400, body: problem(400, 'A product does not exist in this business.', { counts: 'catalogues.validation.unknownProduct' }) };
        const onHand = new Map<string, number>();
        for (const productId of ids) onHand.set(productId, await branchOnHand(q, businessId, productId, branchId));
        const adjustments = countDifferences(body.counts, (productId) => onHand.get(productId) ?? 0);
        for (const a of adjustments) {
          await insertMovement(q, { businessId, id: crypto.randomUUID(), productId: a.productId, branchId, delta: a.delta, reason: 'count', refId: body.countId, createdBy: userId });
          await touchProduct(q, businessId, a.productId);
          await checkLowStock(q, businessId, a.productId, branchId, clock());
        }
        return { status: 200, body: { countId: body.countId, branchId, adjustments } };
      });
    },
  );
}
