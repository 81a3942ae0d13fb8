import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MemberRow } from '@/lib/api-types';
import { calendarFeedCreateSchema, FEED_TOKEN_PATTERN, type CalendarFeedScope, type CalendarFeedView, type CreatedCalendarFeed } from '@/lib/schemas/calendar-feed';
import type { Db, Queryable } from '@server/db/types';
import { can, isOrgAdmin } from '@server/http/access';
import { fail, problem } from '@server/http/problem';
import { addRoute } from '@server/http/route';
import { sendWrite } from '@server/http/write-route';
import { iso, str } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';
import { feedCalendar, type FeedEvent } from '@server/routes/calendar-feed-ical';
import { RateLimiter, limitByIp } from '@server/routes/rate-limit';

const bizParams = z.object({ businessId: z.uuid('validation.invalidId') });
const rowParams = z.object({ businessId: z.uuid('validation.invalidId'), id: z.uuid('validation.invalidId') });
const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'calendarFeeds.errors.token') });

/** Calendar apps poll every few minutes to hours; this bounds a misbehaving client. */
const FEED_CALLS_PER_MINUTE = 60;
/** What a feed carries: the last month and the next six. */
const PAST_DAYS = 31;
const FUTURE_DAYS = 183;

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Spec §6: branch admin = org admin, or members at level 2 or above. */
const isBranchAdmin = (m: MemberRow): boolean => isOrgAdmin(m) || can(m, 'members', 2);

/** Whether the caller may make or revoke a feed for this target: their own, or any as a branch admin. */
const mayManage = (m: MemberRow, scope: CalendarFeedScope, targetId: string): boolean => isBranchAdmin(m) || (scope === 'member' && targetId === m.id);

function toView(r: DbRow): CalendarFeedView {
  return { id: str(r.id), scope: str(r.scope) as CalendarFeedScope, targetId: str(r.target_id), createdAt: iso(r.created_at) };
}

async function targetExists(q: Queryable, businessId: string, scope: CalendarFeedScope, targetId: string): Promise<boolean> {
  const table = scope === 'member' ? 'members' : 'branches';
  const rows = await q.query(`SELECT 1 FROM ${table} WHERE business_id = $1 AND id = $2 AND deleted_at IS NULL`, [businessId, targetId]);
  return rows.length > 0;
}

async function feedEvents(db: Db, feed: DbRow): Promise<FeedEvent[]> {
  const member = str(feed.scope) === 'member';
  const rows = await db.query<DbRow>(
    `SELECT a.id, a.start_at, a.end_at, a.kind, a.notes, b.name AS branch_name,
            coalesce(trim(c.first_name || ' ' || c.last_name), '') AS customer_name,
            (SELECT string_agg(s.name, ', ' ORDER BY s.name) FROM services s
              WHERE s.business_id = a.business_id AND (s.id = a.service_id OR s.id IN (SELECT (l ->> 'serviceId')::uuid FROM jsonb_array_elements(a.services) l))) AS service_names
       FROM appointments a
       JOIN branches b ON b.business_id = a.business_id AND b.id = a.branch_id
       LEFT JOIN customers c ON c.business_id = a.business_id AND c.id = a.customer_id
      WHERE a.business_id = $1 AND a.deleted_at IS NULL AND a.status <> 'CANCELLED'
        AND a.start_at >= now() - make_interval(days => $3) AND a.start_at < now() + make_interval(days => $4)
        AND ${member ? `(a.member_id = $2 OR a.services @> jsonb_build_array(jsonb_build_object('memberId', $2::text)))` : 'a.branch_id = $2'}
      ORDER BY a.start_at, a.id`,
    [str(feed.business_id), str(feed.target_id), PAST_DAYS, FUTURE_DAYS],
  );
  return rows.map((r) => {
    const what = r.service_names === null ? str(r.kind) : str(r.service_names);
    const who = str(r.customer_name);
    return {
      id: str(r.id),
      startAt: new Date(iso(r.start_at)),
      endAt: new Date(iso(r.end_at)),
      summary: who === '' ? what : `${what} · ${who}`,
      description: str(r.notes),
      location: str(r.branch_name),
    };
  });
}

/**
 * Calendar feeds (issue 20): a member makes one for themself, a branch admin for anyone or a
 * branch; the address carries a secret token (only its hash is kept) and answers iCalendar until
 * revoked. Making a new feed for a target revokes its previous one.
 */
export function registerCalendarFeedRoutes(app: FastifyInstance, db: Db): void {
  addRoute(app, { method: 'GET', url: '/b/:businessId/calendarFeeds', access: 'member', writes: false, params: bizParams }, async ({ params, caller }) => {
    const m = caller().member;
    const rows = await db.query<DbRow>(
      `SELECT * FROM calendar_feeds WHERE business_id = $1 AND revoked_at IS NULL AND ($2 OR (scope = 'member' AND target_id = $3)) ORDER BY created_at, id`,
      [params.businessId, isBranchAdmin(m), m.id],
    );
    return { items: rows.map(toView) };
  });

  const create = { method: 'POST', url: '/b/:businessId/calendarFeeds', access: 'member', writes: true, params: bizParams, body: calendarFeedCreateSchema } as const;
  addRoute(app, create, async ({ req, reply, params, body, caller }) => {
    const { businessId } = params;
    if (!mayManage(caller().member, body.scope, body.targetId)) fail(403, 'Only a branch admin makes feeds for others.', { targetId: 'permissions.insufficient' });
    const token = randomBytes(32).toString('base64url');
    return sendWrite(db, req, reply, businessId, async (q) => {
      if (!(await targetExists(q, businessId, body.scope, body.targetId))) return { status: 404, body: problem(404, 'No such member or branch.') };
      await q.query(`UPDATE calendar_feeds SET revoked_at = now() WHERE business_id = $1 AND scope = $2 AND target_id = $3 AND revoked_at IS NULL`, [
        businessId,
        body.scope,
        body.targetId,
      ]);
      const rows = await q.query<DbRow>(
        `INSERT INTO calendar_feeds (business_id, id, scope, target_id, token_hash, created_by) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (business_id, id) DO NOTHING RETURNING *`,
        [businessId, body.id, body.scope, body.targetId, hashOf(token), caller().member.id],
      );
      const row = rows[0];
      if (row === undefined) return { status: 409, body: problem(409, 'A feed with this id exists.') };
      const created: CreatedCalendarFeed = { ...toView(row), path: `/ical/${token}.ics` };
      return { status: 201, body: created };
    });
  });

  addRoute(app, { method: 'DELETE', url: '/b/:businessId/calendarFeeds/:id', access: 'member', writes: true, params: rowParams }, async ({ req, reply, params, caller }) => {
    const { businessId, id } = params;
    return sendWrite(db, req, reply, businessId, async (q) => {
      const row = (await q.query<DbRow>('SELECT * FROM calendar_feeds WHERE business_id = $1 AND id = $2 AND revoked_at IS NULL', [businessId, id]))[0];
      if (row === undefined) return { status: 404, body: problem(404, 'No such feed.') };
      const feed = toView(row);
      if (!mayManage(caller().member, feed.scope, feed.targetId)) return { status: 403, body: problem(403, 'Only a branch admin revokes others’ feeds.', { id: 'permissions.insufficient' }) };
      await q.query('UPDATE calendar_feeds SET revoked_at = now() WHERE business_id = $1 AND id = $2', [businessId, id]);
      return { status: 204, body: null };
    });
  });

  /** Spec §2.2, behind the gCal flag: the signed-in member stops every calendar feed of their own. */
  const optOut = { method: 'POST', url: '/b/:businessId/integrations/google/opt-out', access: 'member', writes: true, params: bizParams } as const;
  addRoute(app, optOut, async ({ req, reply, params, caller }) => {
    const { businessId } = params;
    const flags = (await db.query<DbRow>('SELECT features FROM businesses WHERE id = $1', [businessId]))[0];
    const features = (flags?.features ?? {}) as Record<string, boolean>;
    if (features.gCal !== true) fail(409, 'Calendar sync is not part of this business’s plan.', { gCal: 'calendarFeeds.errors.gCalOff' });
    const memberId = caller().member.id;
    return sendWrite(db, req, reply, businessId, async (q) => {
      const rows = await q.query(
        `UPDATE calendar_feeds SET revoked_at = now() WHERE business_id = $1 AND scope = 'member' AND target_id = $2 AND revoked_at IS NULL RETURNING id`,
        [businessId, memberId],
      );
      return { status: 200, body: { revoked: rows.length } };
    });
  });

  const limiter = new RateLimiter(FEED_CALLS_PER_MINUTE, 60_000);
  const feed = { method: 'GET', url: '/ical/:token', access: 'public', writes: false, params: tokenParams, onRequest: [limitByIp(limiter)] } as const;
  addRoute(app, feed, async ({ req, params, reply }) => {
    const token = params.token.slice(0, -'.ics'.length);
    if (!FEED_TOKEN_PATTERN.test(token)) fail(404, 'No such feed.');
    const row = (
      await db.query<DbRow>(
        `SELECT f.*, CASE WHEN f.scope = 'member' THEN trim(m.first_name || ' ' || m.last_name) ELSE br.name END AS target_name, biz.name AS business_name
           FROM calendar_feeds f
           JOIN businesses biz ON biz.id = f.business_id AND biz.deleted_at IS NULL
           LEFT JOIN members m ON f.scope = 'member' AND m.business_id = f.business_id AND m.id = f.target_id AND m.deleted_at IS NULL AND m.deactivated_at IS NULL
           LEFT JOIN branches br ON f.scope = 'branch' AND br.business_id = f.business_id AND br.id = f.target_id AND br.deleted_at IS NULL
          WHERE f.token_hash = $1 AND f.revoked_at IS NULL`,
        [hashOf(token)],
      )
    )[0];
    if (row === undefined || row.target_name === null) fail(404, 'No such feed.');
    const body = feedCalendar(`${str(row.business_name)} · ${str(row.target_name)}`, req.hostname, await feedEvents(db, row));
    return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300').send(body);
  });
}
