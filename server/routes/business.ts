import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BusinessPublicInfo } from '@/lib/api-types';
import { publicWebsiteOf } from '@/lib/booking/public-website';
import { BUSINESS_FIELDS, SHORT_CODE_PATTERN, businessPatchSchema, type BusinessField } from '@/lib/schemas/business';
import type { Db, Queryable } from '@server/db/types';
import { nextSeq } from '@server/db/seq';
import type { Outcome } from '@server/http/idempotency';
import { fail, problem } from '@server/http/problem';
import { addRoute } from '@server/http/route';
import { sendWrite } from '@server/http/write-route';
import { json, str, strOrNull } from '@server/rows/convert';
import { toBusiness } from '@server/rows/business-mappers';
import type { DbRow } from '@server/rows/mappers';
import { effectiveFeatures } from '@server/routes/features';
import { RateLimiter, limitByIp } from '@server/routes/rate-limit';
import { websiteSettingsOf } from '@server/routes/website-settings';

const bizParams = z.object({ businessId: z.uuid('validation.invalidId') });
const rowParams = z.object({ businessId: z.uuid('validation.invalidId'), id: z.uuid('validation.invalidId') });
const shortCodeParams = z.object({
  shortcode: z.string().trim().toLowerCase().regex(SHORT_CODE_PATTERN, 'business.validation.invalidShortCode'),
});

/** Public look-ups per client address and minute (booking pages and scanners, not crawlers). */
const SHORTCODE_CALLS_PER_MINUTE = 120;

const COLUMNS: Record<BusinessField, string> = {
  name: 'name',
  shortCode: 'short_code',
  logoUrl: 'logo_url',
  registrationNumber: 'registration_number',
  taxNumber: 'tax_number',
  email: 'email',
  phone: 'phone',
  website: 'website',
  address: 'address',
  country: 'country',
  currency: 'currency',
  timeZone: 'time_zone',
  weekStart: 'week_start',
};
const JSON_FIELDS: ReadonlySet<BusinessField> = new Set(['address']);

async function findBusiness(q: Queryable, id: string): Promise<DbRow | undefined> {
  return (await q.query<DbRow>('SELECT * FROM businesses WHERE id = $1', [id]))[0];
}

/**
 * The organisation (spec §7, issue 17): `GET /business/{businessId}` (any member: the name,
 * currency and time zone are everyone's), `PATCH /business/{businessId}` (org admins: spec §6
 * makes Business an org-admin-only setting; only the fields sent change, last writer wins per
 * field) and the public `GET /b/shortcode/{shortcode}` (booking links, QR codes). The row goes
 * out through the delta feed like any other.
 */
export function registerBusinessRoutes(app: FastifyInstance, db: Db): void {
  const read = async (businessId: string) => {
    const row = await findBusiness(db, businessId);
    if (row === undefined || row.deleted_at !== null) fail(404, 'No such business.');
    return toBusiness(row);
  };
  addRoute(app, { method: 'GET', url: '/business/:businessId', access: 'member', writes: false, params: bizParams }, async ({ params }) =>
    read(params.businessId),
  );
  // The path the replica's generic row refresh (after a discarded change) asks.
  addRoute(app, { method: 'GET', url: '/b/:businessId/businesses/:id', access: 'member', writes: false, params: rowParams }, async ({ params }) => {
    if (params.id.toLowerCase() !== params.businessId.toLowerCase()) fail(404, 'No such business.');
    return read(params.businessId);
  });

  addRoute(
    app,
    { method: 'PATCH', url: '/business/:businessId', access: { anyOf: [{ orgAdmin: true }] }, writes: true, params: bizParams, body: businessPatchSchema },
    async ({ req, reply, params, body }) => {
      const { businessId } = params;
      // Only the fields the device sent (the schema fills nothing, but be explicit).
      const sent = new Set(typeof req.body === 'object' && req.body !== null ? Object.keys(req.body) : []);
      const fields = BUSINESS_FIELDS.filter((f) => sent.has(f) && body[f] !== undefined);
      if (fields.length === 0) fail(400, 'Nothing to change.', { _: 'validation.emptyPatch' });
      return sendWrite(db, req, reply, businessId, async (q): Promise<Outcome> => {
        const existing = await findBusiness(q, businessId);
        if (existing === undefined || existing.deleted_at !== null) return { status: 404, body: problem(404, 'No such business.') };
        if (body.shortCode !== undefined) {
          const taken = await q.query('SELECT 1 FROM businesses WHERE short_code = $1 AND id <> $2', [body.shortCode, businessId]);
          if (taken.length > 0) {
            return { status: 409, body: problem(409, 'Another business uses this short code.', { shortCode: 'business.errors.shortCodeTaken' }) };
          }
        }
        const seq = await nextSeq(q, businessId);
        const sets = fields.map((f, i) => `${COLUMNS[f]} = $${i + 3}${JSON_FIELDS.has(f) ? '::text::jsonb' : ''}`);
        const values = fields.map((f) => {
          const v = body[f];
          return JSON_FIELDS.has(f) ? (v === null ? null : JSON.stringify(v)) : v;
        });
        const rows = await q.query<DbRow>(
          `UPDATE businesses SET ${[...sets, 'version = version + 1', 'updated_at = now()', 'seq = $2'].join(', ')} WHERE id = $1 RETURNING *`,
          [businessId, seq, ...values],
        );
        const row = rows[0];
        if (row === undefined) throw new Error('UPDATE returned nothing');
        return { status: 200, body: toBusiness(row) };
      });
    },
  );

  const limiter = new RateLimiter(SHORTCODE_CALLS_PER_MINUTE, 60_000);
  addRoute(
    app,
    { method: 'GET', url: '/b/shortcode/:shortcode', access: 'public', writes: false, params: shortCodeParams, onRequest: [limitByIp(limiter)] },
    async ({ params }): Promise<BusinessPublicInfo> => {
      const b = (await db.query<DbRow>('SELECT * FROM businesses WHERE short_code = $1 AND deleted_at IS NULL', [params.shortcode]))[0];
      if (b === undefined) fail(404, 'No business has this short code.', { shortcode: 'business.errors.unknownShortCode' });
      const business = toBusiness(b);
      const branches = await db.query<DbRow>(
        'SELECT id, name, image_url, city, phone, time_zone FROM branches WHERE business_id = $1 AND deleted_at IS NULL ORDER BY name, id',
        [business.id],
      );
      return {
        businessId: business.id,
        shortCode: business.shortCode,
        name: business.name,
        logoUrl: business.logoUrl,
        country: business.country,
        currency: business.currency,
        timeZone: business.timeZone,
        weekStart: business.weekStart,
        website: publicWebsiteOf(await websiteSettingsOf(db, business.id), effectiveFeatures(json<Record<string, boolean>>(b.features)).onlineDeposit === true, business.logoUrl),
        branches: branches.map((r) => ({
          branchId: str(r.id),
          name: str(r.name),
          imageUrl: strOrNull(r.image_url),
          city: str(r.city),
          phone: str(r.phone),
          timeZone: str(r.time_zone),
        })),
      };
    },
  );
}
