import type { FastifyRequest } from 'fastify';
import type { PermissionLevel } from '@/lib/api-types';
import { can, type LevelArea } from '@server/http/access';
import type { Caller, Claims } from '@server/http/auth';
import { fail } from '@server/http/problem';

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
    /** The verified token of a 'self' route (api.ts preHandler). */
    claims?: Claims;
  }
}

export function claimsOf(req: FastifyRequest): Claims {
  if (req.claims === undefined) fail(401, 'Sign in first.');
  return req.claims;
}

export function callerOf(req: FastifyRequest): Caller {
  if (req.caller === undefined) fail(401, 'Sign in first.');
  return req.caller;
}

export function requireLevel(req: FastifyRequest, area: LevelArea, atLeast: PermissionLevel): Caller {
  const c = callerOf(req);
  if (!can(c.member, area, atLeast)) {
    fail(403, `This needs the ${area} permission at level ${atLeast}.`, { [area]: 'permissions.insufficient' });
  }
  return c;
}
