import type { FastifyRequest } from 'fastify';
import { bearer, type Claims, type VerifyToken } from '@server/http/auth';
import { HttpProblem } from '@server/http/problem';

/** The server's notion of now; tests pass a fake one to `buildApi({ clock })`. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

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
