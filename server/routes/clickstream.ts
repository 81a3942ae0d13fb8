import type { FastifyInstance } from 'fastify';
import { clickstreamRecordSchema, type ClickstreamRecordResponse } from '@/lib/schemas/clickstream';
import type { Db } from '@server/db/types';
import { fail } from '@server/http/problem';
import { addRoute } from '@server/http/route';

const CHUNK = 250;

function toInstant(t: number | string): string {
  return new Date(t).toISOString();
}

/**
 * POST /clickstream/record (spec §7): a batch of page views and clicks for the caller's own
 * business and user. Each event id is stored once (ON CONFLICT DO NOTHING), so a client that
 * resends a batch after a lost answer stores nothing twice. Answers 202 {accepted, stored}.
 */
export function registerClickstreamRoute(app: FastifyInstance, db: Db): void {
  // Any member of the token's business; only their own events (checked below).
  const route = { method: 'POST', url: '/clickstream/record', access: 'member', writes: false, body: clickstreamRecordSchema } as const;
  addRoute(app, route, async ({ reply, body, caller: callerFn }) => {
    const caller = callerFn();
    const errors: Record<string, string> = {};
    const sameBusiness = (id: string): boolean => id.toLowerCase() === caller.businessId.toLowerCase();
    const sameUser = (id: string): boolean => id.toLowerCase() === caller.userId.toLowerCase();
    if (!sameBusiness(body.businessId)) errors.businessId = 'auth.wrongBusiness';
    if (!sameUser(body.userId)) errors.userId = 'auth.wrongUser';
    body.events.forEach((e, i) => {
      if (!sameBusiness(e.businessId)) errors[`events.${i}.businessId`] ??= 'auth.wrongBusiness';
      if (!sameUser(e.userId)) errors[`events.${i}.userId`] ??= 'auth.wrongUser';
    });
    if (Object.keys(errors).length > 0) fail(403, 'Events may be recorded only for the signed-in user.', errors);

    let stored = 0;
    for (let start = 0; start < body.events.length; start += CHUNK) {
      const part = body.events.slice(start, start + CHUNK);
      const params: unknown[] = [];
      const tuples = part.map((e) => {
        params.push(caller.businessId, e.id.toLowerCase(), caller.userId, e.sessionId, e.eventType, e.page);
        params.push(e.elementId ?? null, e.text ?? null, toInstant(e.timestamp));
        const n = params.length;
        return `(${Array.from({ length: 9 }, (_, i) => `$${n - 8 + i}`).join(', ')})`;
      });
      const inserted = await db.query(
        `INSERT INTO clickstream_events (business_id, id, user_id, session_id, event_type, page, element_id, text, occurred_at)
         VALUES ${tuples.join(', ')} ON CONFLICT (business_id, id) DO NOTHING RETURNING id`,
        params,
      );
      stored += inserted.length;
    }
    const answer: ClickstreamRecordResponse = { accepted: body.events.length, stored };
    return reply.code(202).send(answer);
  });
}
