import type { FastifyInstance } from 'fastify';
import { FRONTEND_ERROR_MAX_BYTES, frontendErrorSchema } from '@/lib/schemas/frontend-error';
import type { Db } from '@server/db/types';
import { UUID, type VerifyToken } from '@server/http/auth';
import { addRoute } from '@server/http/route';
import { RateLimiter, limitBodySize, limitByIp } from '@server/routes/rate-limit';
import { optionalClaims } from '@server/routes/self-auth';

export const FRONTEND_ERRORS_PER_MINUTE = 60;

/**
 * POST /frontendError (spec §7): browser error reports, with or without a token (errors on the
 * sign-in screen come before sign-in). Size-limited (32 KB) and rate-limited per IP; a valid
 * token records the caller. An `id` in the body makes storage exactly-once. Answers 202.
 */
export function registerFrontendErrorRoute(app: FastifyInstance, db: Db, verify: VerifyToken): void {
  const limiter = new RateLimiter(FRONTEND_ERRORS_PER_MINUTE, 60_000);
  addRoute(
    app,
    {
      method: 'POST',
      url: '/frontendError',
      access: 'public',
      writes: false,
      body: frontendErrorSchema,
      bodyLimit: FRONTEND_ERROR_MAX_BYTES,
      onRequest: [limitBodySize(FRONTEND_ERROR_MAX_BYTES), limitByIp(limiter)],
    },
    async ({ req, reply, body }) => {
      const verified = await optionalClaims(req, verify);
      const claims = verified !== null && UUID.test(verified.businessId) && UUID.test(verified.userId) ? verified : null;
      const input = body.frontendErrorInput;
      const error = input?.error ?? body.error;
      const env = input?.environment;
      const id = body.id?.toLowerCase() ?? crypto.randomUUID();
      const inserted = await db.query(
        `INSERT INTO frontend_errors (id, client_ip, reported_business_id, reported_user_email, caller_business_id,
           caller_user_id, caller_email, error, environment)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text::jsonb, $9::text::jsonb)
         ON CONFLICT (id) DO NOTHING RETURNING id`,
        [
          id,
          req.ip,
          body.businessId ?? env?.businessId ?? null,
          body.userEmail ?? null,
          claims?.businessId ?? null,
          claims?.userId ?? null,
          claims?.email ?? null,
          JSON.stringify(error ?? null),
          env === undefined ? null : JSON.stringify(env),
        ],
      );
      return reply.code(202).send({ id, stored: inserted.length > 0 });
    },
  );
}
