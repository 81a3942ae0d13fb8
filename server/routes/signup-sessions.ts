import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Problem } from '@/lib/api-types';
import {
  SIGNUP_SESSION_TTL_MS,
  signupSessionRequestSchema,
  type SignupSession,
} from '@/lib/schemas/signup-session';
import type { Db, Queryable } from '@server/db/types';
import { HttpProblem, fail } from '@server/http/problem';
import { addRoute } from '@server/http/route';
import { iso, json, str, strOrNull } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';
import { RateLimiter, limitBodySize, limitByIp } from '@server/routes/rate-limit';
import type { Clock } from '@server/routes/self-auth';

export const SIGNUP_MAX_BYTES = 16 * 1024;
export const SIGNUP_CALLS_PER_MINUTE = 60;

const sessionParams = z.object({ sessionId: z.uuid('validation.invalidId') });

function toSession(r: DbRow): SignupSession {
  return {
    sessionId: str(r.session_id),
    prospectId: str(r.prospect_id),
    email: str(r.email),
    firstName: str(r.first_name),
    lastName: str(r.last_name),
    phoneNumber: str(r.phone_number),
    signupSession: {
      currentStep: str(r.current_step),
      completedSteps: json<string[]>(r.completed_steps),
      status: r.status === 'abandoned' ? 'abandoned' : 'active',
      expiresAt: iso(r.expires_at),
      lastError: strOrNull(r.last_error),
    },
  };
}

/** 404 for an unknown session, 410 for an expired one; otherwise the row. */
async function liveSession(q: Queryable, sessionId: string, now: Date, field: string): Promise<DbRow> {
  const rows = await q.query<DbRow>('SELECT * FROM signup_sessions WHERE session_id = $1', [sessionId]);
  const row = rows[0];
  if (row === undefined) fail(404, 'No such sign-up session.', { [field]: 'signup.sessionNotFound' });
  if (new Date(iso(row.expires_at)).getTime() <= now.getTime()) {
    const gone: Problem = {
      status: 410,
      title: 'Gone',
      detail: 'This sign-up session has expired; start again.',
      errors: { [field]: 'signup.sessionExpired' },
    };
    throw new HttpProblem(gone);
  }
  return row;
}

/**
 * Sign-up sessions (spec §3, §4, §7), called before the account exists: no token, strict
 * validation, 16 KB bodies, a per-IP rate limit. The server makes the ids (random UUIDs: the
 * session id is the only key to the record) and fixes expiry at creation + 24 h.
 */
export function registerSignupSessionRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  const limiter = new RateLimiter(SIGNUP_CALLS_PER_MINUTE, 60_000);
  // Before the account exists: no token, strict input, size and rate limits.
  const guard = { access: 'public', writes: false, bodyLimit: SIGNUP_MAX_BYTES, onRequest: [limitBodySize(SIGNUP_MAX_BYTES), limitByIp(limiter)] } as const;

  addRoute(app, { ...guard, method: 'POST', url: '/signup/sessions', body: signupSessionRequestSchema }, async ({ reply, body }) => {
    const r = body.result;
    const s = r.signupSession;
    const now = clock();
    const metadata = body.metadata === undefined || body.metadata === null ? null : JSON.stringify(body.metadata);
    if (body.action === 'create') {
      const rows = await db.query<DbRow>(
        `INSERT INTO signup_sessions (session_id, prospect_id, email, first_name, last_name, phone_number, current_step,
           completed_steps, status, last_error, metadata, created_at, updated_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text::jsonb, $9, $10, $11::text::jsonb, $12, $12, $13) RETURNING *`,
        [
          crypto.randomUUID(), crypto.randomUUID(), r.email, r.firstName, r.lastName, r.phoneNumber, s.currentStep,
          JSON.stringify(s.completedSteps), s.status, s.lastError ?? null, metadata, now.toISOString(),
          new Date(now.getTime() + SIGNUP_SESSION_TTL_MS).toISOString(),
        ],
      );
      const row = rows[0];
      if (row === undefined) throw new Error('INSERT returned nothing');
      return reply.code(201).send({ result: toSession(row) });
    }
    const sessionId = (r.sessionId ?? '').toLowerCase();
    const row = await db.tx(async (q) => {
      await liveSession(q, sessionId, now, 'result.sessionId');
      const updated = await q.query<DbRow>(
        `UPDATE signup_sessions SET email = $2, first_name = $3, last_name = $4, phone_number = $5, current_step = $6,
           completed_steps = $7::text::jsonb, status = $8, last_error = $9,
           metadata = coalesce($10::text::jsonb, metadata), updated_at = $11
         WHERE session_id = $1 RETURNING *`,
        [
          sessionId, r.email, r.firstName, r.lastName, r.phoneNumber, s.currentStep, JSON.stringify(s.completedSteps),
          s.status, s.lastError ?? null, metadata, now.toISOString(),
        ],
      );
      return updated[0];
    });
    if (row === undefined) throw new Error('UPDATE returned nothing');
    return reply.code(200).send({ result: toSession(row) });
  });

  addRoute(app, { ...guard, method: 'GET', url: '/signup/sessions/:sessionId', params: sessionParams }, async ({ params: { sessionId } }) => {
    const s = toSession(await liveSession(db, sessionId.toLowerCase(), clock(), 'sessionId'));
    return { result: { prospectId: s.prospectId, email: s.email, signupSession: s.signupSession } };
  });
}
