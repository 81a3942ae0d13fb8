import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { QUOTATION_DEFAULTS, quotationSettingsSchema, type QuotationSettings, type QuotationSettingsRow } from '@/lib/invoices/quotation-settings';
import type { Db } from '@server/db/types';
import { upsertJsonRow } from '@server/db/upsert-json-row';
import { addRoute } from '@server/http/route';
import { fail, problem } from '@server/http/problem';
import { sendWrite } from '@server/http/write-route';
import { iso, json, num, str } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';
import { ORG_ADMIN } from '@server/routes/checkout-access';

/** The settings row's id is its branch's id. */
const idParams = z.object({ businessId: z.uuid('validation.invalidId'), id: z.uuid('validation.invalidId') });

export function toQuotationSettings(r: DbRow): QuotationSettingsRow {
  return { id: str(r.id), businessId: str(r.business_id), updatedAt: iso(r.updated_at), version: num(r.version), ...json<QuotationSettings>(r.settings) };
}

/** A branch's quotation settings (issue 18): read by members, written by org admins (spec §6). */
export function registerQuotationSettingsRoutes(app: FastifyInstance, db: Db): void {
  addRoute(app, { method: 'GET', url: '/b/:businessId/quotationSettings/:id', access: 'member', writes: false, params: idParams }, async ({ params }) => {
    const row = (await db.query<DbRow>('SELECT * FROM quotation_settings WHERE business_id = $1 AND id = $2', [params.businessId, params.id]))[0];
    if (row !== undefined) return toQuotationSettings(row);
    const branch = await db.query<DbRow>('SELECT id FROM branches WHERE business_id = $1 AND id = $2 AND deleted_at IS NULL', [params.businessId, params.id]);
    if (branch.length === 0) fail(404, 'No such branch.');
    const defaults: QuotationSettingsRow = { id: params.id, businessId: params.businessId, updatedAt: new Date(0).toISOString(), version: 0, ...QUOTATION_DEFAULTS };
    return defaults;
  });

  addRoute(
    app,
    { method: 'PUT', url: '/b/:businessId/quotationSettings/:id', access: ORG_ADMIN, writes: true, params: idParams, body: quotationSettingsSchema },
    async ({ req, reply, params, body }) => {
      const { businessId, id } = params;
      return sendWrite(db, req, reply, businessId, async (q) => {
        const branch = await q.query<DbRow>('SELECT id FROM branches WHERE business_id = $1 AND id = $2 AND deleted_at IS NULL', [businessId, id]);
        if (branch.length === 0) return { status: 404, body: problem(404, 'No such branch.') };
        const row = await upsertJsonRow(q, { table: 'quotation_settings', column: 'settings' }, businessId, id, body);
        return { status: 200, body: toQuotationSettings(row) };
      });
    },
  );
}
