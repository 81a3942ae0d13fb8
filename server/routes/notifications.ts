import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import {
  notificationActionSchema,
  notificationListSchema,
  type NotificationListResponse,
} from '@/lib/schemas/notification';
import type { Db, Queryable } from '@server/db/types';
import type { Caller } from '@server/http/auth';
import { fail, parseOr400 } from '@server/http/problem';
import { addRoute } from '@server/http/route';
import { sendWrite } from '@server/http/write-route';
import type { DbRow } from '@server/rows/mappers';
import { decodeCursor, encodeCursor, insertNotification, toNotification } from '@server/routes/notification-store';
import type { Clock } from '@server/routes/self-auth';

const userParams = z.object({ businessId: z.uuid('validation.invalidId'), userId: z.uuid('validation.invalidId') });

/** The caller's own inbox only: a userId in the path other than the caller's is a 403. */
function ownInbox(params: z.output<typeof userParams>, caller: Caller): { businessId: string; userId: string } {
  const { businessId, userId } = params;
  if (userId.toLowerCase() !== caller.userId.toLowerCase()) {
    fail(403, 'These are another user’s notifications.', { userId: 'auth.wrongUser' });
  }
  return { businessId, userId: caller.userId };
}

/** Counts the rows an UPDATE … RETURNING 1 touched. */
async function updateCount(q: Queryable, sql: string, params: unknown[]): Promise<number> {
  return (await q.query(sql, params)).length;
}

/** Spec §7 notification calls: list (newest first), test notification, bulk actions. */
export function registerNotificationRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  // Any member, their own inbox only (ownInbox).
  const list = { method: 'POST', url: '/b/:businessId/u/:userId/notification', access: 'member', writes: false, params: userParams } as const;
  addRoute(app, list, async ({ req, params: path, caller }): Promise<NotificationListResponse> => {
    const { businessId, userId } = ownInbox(path, caller());
    // An empty body lists the first page.
    const { pagination, filters } = parseOr400(notificationListSchema, req.body ?? {});
    const params: unknown[] = [businessId, userId];
    const where: string[] = [];
    if (filters.read !== undefined) {
      params.push(filters.read);
      where.push(`AND read = $${params.length}`);
    }
    if (filters.type !== undefined) {
      params.push(JSON.stringify(filters.type));
      where.push(`AND type IN (SELECT jsonb_array_elements_text($${params.length}::text::jsonb))`);
    }
    if (typeof pagination.cursor === 'string') {
      const c = decodeCursor(pagination.cursor);
      if (c === null) fail(400, 'The cursor is not valid.', { 'pagination.cursor': 'validation.invalidCursor' });
      params.push(c.createdAt, c.id);
      where.push(`AND (created_at, notification_id) < ($${params.length - 1}::bigint, $${params.length}::uuid)`);
    }
    params.push(pagination.limit + 1, pagination.offset ?? 0);
    const rows = await db.query<DbRow>(
      `SELECT * FROM notifications WHERE business_id = $1 AND user_id = $2 AND archived = false ${where.join(' ')}
       ORDER BY created_at DESC, notification_id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    const result = rows.slice(0, pagination.limit).map(toNotification);
    const hasMore = rows.length > pagination.limit;
    const last = result[result.length - 1];
    return { result, hasMore, nextCursor: hasMore && last !== undefined ? encodeCursor(last) : null };
  });

  const test = { method: 'POST', url: '/b/:businessId/u/:userId/notification/test', access: 'member', writes: true, params: userParams } as const;
  addRoute(app, test, async ({ req, reply, params, caller }) => {
    const { businessId, userId } = ownInbox(params, caller());
    return sendWrite(db, req, reply, businessId, async (q) => {
      const created = await insertNotification(q, {
        businessId,
        notificationId: uuidv7(),
        userId,
        createdAt: Math.floor(clock().getTime() / 1000),
        read: false,
        type: 'TEST',
        messageTitle: 'Test notification',
        deepLink: null,
        data: { customers: [], event: null, errorMessage: null },
      });
      return { status: 201, body: { result: created } };
    });
  });

  const action = {
    method: 'POST', url: '/b/:businessId/u/:userId/notifications/action', access: 'member', writes: true, params: userParams, body: notificationActionSchema,
  } as const;
  addRoute(app, action, async ({ req, reply, params, body, caller }) => {
    const { businessId, userId } = ownInbox(params, caller());
    return sendWrite(db, req, reply, businessId, async (q) => {
      const mine = 'business_id = $1 AND user_id = $2 AND archived = false';
      let updated: number;
      if (body.operationId === 'markAllAsRead') {
        updated = await updateCount(q, `UPDATE notifications SET read = true WHERE ${mine} AND read = false RETURNING 1`, [businessId, userId]);
      } else if (body.operationId === 'archivedAll') {
        updated = await updateCount(q, `UPDATE notifications SET archived = true WHERE ${mine} RETURNING 1`, [businessId, userId]);
      } else {
        updated = await updateCount(
          q,
          `UPDATE notifications SET read = true WHERE ${mine} AND read = false
           AND created_at IN (SELECT (jsonb_array_elements_text($3::text::jsonb))::bigint) RETURNING 1`,
          [businessId, userId, JSON.stringify(body.notificationTimestamp ?? [])],
        );
      }
      return { status: 200, body: { result: { updated } } };
    });
  });
}
