import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { checkoutSettingsPatchSchema, withDefaults, type CheckoutSettingsValue } from '@/lib/checkout/settings';
import type { CheckoutSettingsRow } from '@/lib/checkout/rows';
import type { Db, Queryable } from '@server/db/types';
import { upsertJsonRow } from '@server/db/upsert-json-row';
import { fail } from '@server/http/problem';
import { sendWrite } from '@server/http/write-route';
import { toCheckoutSettings } from '@server/rows/checkout-mappers';
import { json } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';
import { ORG_ADMIN } from '@server/routes/checkout-access';
import { addRoute } from '@server/http/route';

/** The settings row's id is the business id: one row per business. */
const idParams = z.object({ businessId: z.uuid('validation.invalidId'), id: z.uuid('validation.invalidId') });

async function readSettings(q: Queryable, businessId: string): Promise<DbRow | undefined> {
  return (await q.query<DbRow>('SELECT * FROM checkout_settings WHERE business_id = $1 AND id = $1', [businessId]))[0];
}

function defaultsRow(businessId: string): CheckoutSettingsRow {
  return { id: businessId, businessId, updatedAt: new Date(0).toISOString(), version: 0, ...withDefaults(null) };
}

/** Writes a business's checkout settings (seed and PATCH); sections not given keep their value. */
export async function writeCheckoutSettings(q: Queryable, businessId: string, patch: Partial<CheckoutSettingsValue>): Promise<DbRow> {
  const current = await readSettings(q, businessId);
  const merged = { ...withDefaults(current === undefined ? null : json<Partial<CheckoutSettingsValue>>(current.settings)), ...patch };
  return upsertJsonRow(q, { table: 'checkout_settings', column: 'settings' }, businessId, businessId, merged);
}

export function registerCheckoutSettingsRoutes(app: FastifyInstance, db: Db): void {
  addRoute(app, { method: 'GET', url: '/b/:businessId/checkoutSettings/:id', access: 'member', writes: false, params: idParams }, async ({ params }) => {
    const { businessId, id } = params;
    if (id !== businessId) fail(404, 'No such settings.');
    const row = await readSettings(db, businessId);
    return row === undefined ? defaultsRow(businessId) : toCheckoutSettings(row);
  });

  /** Last writer wins per section: only the sections sent change. */
  const patchRoute = {
    method: 'PATCH', url: '/b/:businessId/checkoutSettings/:id', access: ORG_ADMIN, writes: true, params: idParams, body: checkoutSettingsPatchSchema,
  } as const;
  addRoute(app, patchRoute, async ({ req, reply, params, body: patch }) => {
    const { businessId, id } = params;
    if (id !== businessId) fail(404, 'No such settings.');
    const sections = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<CheckoutSettingsValue>;
    if (Object.keys(sections).length === 0) fail(400, 'Nothing to change.', { _: 'validation.emptyPatch' });
    return sendWrite(db, req, reply, businessId, async (q) => ({ status: 200, body: toCheckoutSettings(await writeCheckoutSettings(q, businessId, sections)) }));
  });
}
