import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { websiteSettingsPatchSchema, withWebsiteDefaults, type RetentionRun, type WebsiteSettings, type WebsiteSettingsRow } from '@/lib/schemas/website-settings';
import type { Db, Queryable } from '@server/db/types';
import { upsertJsonRow } from '@server/db/upsert-json-row';
import { fail } from '@server/http/problem';
import { addRoute } from '@server/http/route';
import { sendWrite } from '@server/http/write-route';
import { iso, json, num, str } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';
import { ORG_ADMIN } from '@server/routes/checkout-access';

/** The settings row's id is the business id: one row per business. */
const idParams = z.object({ businessId: z.uuid('validation.invalidId'), id: z.uuid('validation.invalidId') });

export function toWebsiteSettings(r: DbRow): WebsiteSettingsRow {
  const run = r.retention_run === null || r.retention_run === undefined ? null : json<RetentionRun>(r.retention_run);
  return {
    id: str(r.id), businessId: str(r.business_id), updatedAt: iso(r.updated_at), version: num(r.version), ...withWebsiteDefaults(json<Partial<WebsiteSettings>>(r.settings)),
    retentionRun: run === null ? null : { at: str(run.at), erased: num(run.erased) },
  };
}

async function readSettings(q: Queryable, businessId: string): Promise<DbRow | undefined> {
  return (await q.query<DbRow>('SELECT * FROM website_settings WHERE business_id = $1 AND id = $1', [businessId]))[0];
}

/** A business's website settings, defaults filled in (none saved: all defaults). */
export async function websiteSettingsOf(q: Queryable, businessId: string): Promise<WebsiteSettings> {
  const row = await readSettings(q, businessId);
  return withWebsiteDefaults(row === undefined ? {} : json<Partial<WebsiteSettings>>(row.settings));
}

/** Writes a business's website settings (seed and PATCH); sections not given keep their value. */
export async function writeWebsiteSettings(q: Queryable, businessId: string, patch: Partial<WebsiteSettings>): Promise<DbRow> {
  const current = await readSettings(q, businessId);
  const merged = { ...withWebsiteDefaults(current === undefined ? {} : json<Partial<WebsiteSettings>>(current.settings)), ...patch };
  return upsertJsonRow(q, { table: 'website_settings', column: 'settings' }, businessId, businessId, merged);
}

/** The website settings (issue 20): read by members, written by org admins (spec §6 menu tiers). */
export function registerWebsiteSettingsRoutes(app: FastifyInstance, db: Db): void {
  addRoute(app, { method: 'GET', url: '/b/:businessId/websiteSettings/:id', access: 'member', writes: false, params: idParams }, async ({ params }) => {
    const { businessId, id } = params;
    if (id !== businessId) fail(404, 'No such settings.');
    const row = await readSettings(db, businessId);
    const defaults: WebsiteSettingsRow = { id: businessId, businessId, updatedAt: new Date(0).toISOString(), version: 0, ...withWebsiteDefaults({}) };
    return row === undefined ? defaults : toWebsiteSettings(row);
  });

  /** Last writer wins per section: only the sections sent change. */
  const patchRoute = {
    method: 'PATCH', url: '/b/:businessId/websiteSettings/:id', access: ORG_ADMIN, writes: true, params: idParams, body: websiteSettingsPatchSchema,
  } as const;
  addRoute(app, patchRoute, async ({ req, reply, params, body: patch }) => {
    const { businessId, id } = params;
    if (id !== businessId) fail(404, 'No such settings.');
    const sections = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<WebsiteSettings>;
    if (Object.keys(sections).length === 0) fail(400, 'Nothing to change.', { _: 'validation.emptyPatch' });
    return sendWrite(db, req, reply, businessId, async (q) => ({ status: 200, body: toWebsiteSettings(await writeWebsiteSettings(q, businessId, sections)) }));
  });
}
