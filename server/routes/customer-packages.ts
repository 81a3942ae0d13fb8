import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { holdingBalance } from '@/lib/packages/balances';
import type { Db } from '@server/db/types';
import { addRoute } from '@server/http/route';
import { fail } from '@server/http/problem';
import type { DbRow } from '@server/rows/mappers';
import { toPackageHolding, toPackageRedemption } from '@server/rows/package-mappers';

const idParams = z.object({ businessId: z.uuid('validation.invalidId'), id: z.uuid('validation.invalidId') });
const holdingParams = idParams.extend({ holdingId: z.uuid('validation.invalidId') });

/**
 * A customer's packages (issues 15, 16): GET /customers/{id}/packageHoldings lists each holding with the
 * sessions bought, used and left per item and its ledger; GET /customers/{id}/packageHoldings/{holdingId}
 * one of them. Holdings are made by sales and moved by sales and refunds (package-ledger.ts), so
 * there is nothing to write here. Whoever sees customers or takes payments may read them.
 */
export function registerCustomerPackageRoutes(app: FastifyInstance, db: Db): void {
  const read = { anyOf: [{ area: 'customers', level: 1 }, { area: 'payment', level: 1 }] } as const;

  const balances = async (businessId: string, customerId: string, holdingId: string | null) => {
    const [customer] = await db.query<DbRow>('SELECT deleted_at FROM customers WHERE business_id = $1 AND id = $2', [businessId, customerId]);
    if (customer === undefined || customer.deleted_at !== null) fail(404, 'No such customer.');
    const holdings = (
      await db.query<DbRow>(
        'SELECT * FROM package_holdings WHERE business_id = $1 AND customer_id = $2 AND deleted_at IS NULL AND ($3::uuid IS NULL OR id = $3::uuid) ORDER BY sold_at DESC, id DESC',
        [businessId, customerId, holdingId],
      )
    ).map(toPackageHolding);
    const ledger = (
      await db.query<DbRow>('SELECT * FROM package_redemptions WHERE business_id = $1 AND holding_id = ANY($2::uuid[]) AND deleted_at IS NULL', [businessId, holdings.map((h) => h.id)])
    ).map(toPackageRedemption);
    return holdings.map((h) => holdingBalance(h, ledger));
  };

  addRoute(app, { method: 'GET', url: '/b/:businessId/customers/:id/packageHoldings', access: read, writes: false, params: idParams }, async ({ params }) => {
    return { customerId: params.id, holdings: await balances(params.businessId, params.id, null) };
  });

  addRoute(app, { method: 'GET', url: '/b/:businessId/customers/:id/packageHoldings/:holdingId', access: read, writes: false, params: holdingParams }, async ({ params }) => {
    const [one] = await balances(params.businessId, params.id, params.holdingId);
    if (one === undefined) fail(404, 'No such package.');
    return one;
  });
}
