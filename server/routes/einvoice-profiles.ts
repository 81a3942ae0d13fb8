import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { einvoiceProfileSchema, emptyProfile, type EinvoiceProfile, type EinvoiceProfileRow } from '@/lib/einvoice/profile';
import type { Db, Queryable } from '@server/db/types';
import { upsertJsonRow } from '@server/db/upsert-json-row';
import { addRoute } from '@server/http/route';
import { fail } from '@server/http/problem';
import { sendWrite } from '@server/http/write-route';
import { iso, json, num, str } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';
import { ORG_ADMIN } from '@server/routes/checkout-access';

/** The profile row's id is the business id: one tax identity per business. */
const idParams = z.object({ businessId: z.uuid('validation.invalidId'), id: z.uuid('validation.invalidId') });

export function toEinvoiceProfile(r: DbRow): EinvoiceProfileRow {
  return { id: str(r.id), businessId: str(r.business_id), updatedAt: iso(r.updated_at), version: num(r.version), ...json<EinvoiceProfile>(r.profile) };
}

async function readRow(q: Queryable, businessId: string): Promise<DbRow | undefined> {
  return (await q.query<DbRow>('SELECT * FROM einvoice_profiles WHERE business_id = $1 AND id = $1', [businessId]))[0];
}

/**
 * The business's e-invoicing tax identity (`/settings/business/einvoice`, issue 18): read by any
 * member (documents print it), written whole by an org admin (spec §6, org settings), validated
 * with the MyInvois formats (src/lib/einvoice/profile.ts).
 */
export function registerEinvoiceProfileRoutes(app: FastifyInstance, db: Db): void {
  addRoute(app, { method: 'GET', url: '/b/:businessId/einvoiceProfiles/:id', access: 'member', writes: false, params: idParams }, async ({ params }) => {
    if (params.id !== params.businessId) fail(404, 'No such profile.');
    const row = await readRow(db, params.businessId);
    if (row !== undefined) return toEinvoiceProfile(row);
    const empty: EinvoiceProfileRow = { id: params.businessId, businessId: params.businessId, updatedAt: new Date(0).toISOString(), version: 0, ...emptyProfile() };
    return empty;
  });

  addRoute(
    app,
    { method: 'PUT', url: '/b/:businessId/einvoiceProfiles/:id', access: ORG_ADMIN, writes: true, params: idParams, body: einvoiceProfileSchema },
    async ({ req, reply, params, body }) => {
      const { businessId, id } = params;
      if (id !== businessId) fail(404, 'No such profile.');
      return sendWrite(db, req, reply, businessId, async (q) => {
        const row = await upsertJsonRow(q, { table: 'einvoice_profiles', column: 'profile' }, businessId, businessId, body);
        return { status: 200, body: toEinvoiceProfile(row) };
      });
    },
  );
}
