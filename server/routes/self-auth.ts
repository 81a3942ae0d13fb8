import type { FastifyRequest } from 'fastify';
import { bearer, type Claims, type VerifyToken } from '@server/http/auth';
import { HttpProblem } from '@server/http/problem';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'self': the API's member check (api.ts preHandler) skips this route; the route checks the
     * token itself (or needs none). For calls made before sign-in or before membership.
     */
    auth?: 'self';
  }
}

export const SELF_AUTH = { auth: 'self' } as const;

/** The server's notion of now; tests pass a fake one to `buildApi({ clock })`. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** A verified token is required (401 otherwise); no member row needed. */
export async function requireClaims(req: FastifyRequest, verify: VerifyToken): Promise<Claims> {
  return verify(bearer(req));
}

/**
 * The caller when a valid token is sent; null without one. An invalid or expired token also
 * gives null (the route still serves anonymous callers), but only 401s are treated that way.
 */
export async function optionalClaims(req: FastifyRequest, verify: VerifyToken): Promise<Claims | null> {
  if (req.headers.authorization === undefined) return null;
  try {
    return await verify(bearer(req));
  } catch (err) {
    if (err instanceof HttpProblem && err.problem.status === 401) {
      req.log.info('ignoring an invalid token on an anonymous-friendly route');
      return null;
    }
    throw err;
  }
}
