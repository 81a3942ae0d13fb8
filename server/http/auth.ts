import { createRemoteJWKSet, jwtVerify, errors as joseErrors } from 'jose';
import type { FastifyRequest } from 'fastify';
import type { MemberRow } from '@/lib/api-types';
import type { Queryable } from '@server/db/types';
import { fail } from '@server/http/problem';
import { toMember, type DbRow } from '@server/rows/mappers';

export interface IdentitySettings {
  /** Token issuer, e.g. http://127.0.0.1:8082/local_abc (IssuerDomain + "/" + userPoolId). */
  issuer: string;
  userPoolId: string;
  clientId: string;
  /** Where to fetch the JWKS; defaults to `{issuer}/.well-known/jwks.json`. */
  jwksUrl?: string;
}

export interface Claims {
  /** '' when the token names no business (a new owner who signed up and has none yet). */
  businessId: string;
  userId: string;
  email: string;
}

export interface Caller extends Claims {
  member: MemberRow;
}

export type VerifyToken = (token: string) => Promise<Claims>;

/** Verifies Cognito ID tokens: RS256 signature from the JWKS, iss, aud = app client, token_use. */
export function tokenVerifier(s: IdentitySettings): VerifyToken {
  const jwks = createRemoteJWKSet(new URL(s.jwksUrl ?? `${s.issuer}/.well-known/jwks.json`), {
    cooldownDuration: 5_000,
  });
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer: s.issuer, audience: s.clientId });
      if (payload.token_use !== 'id') fail(401, 'An identity (ID) token is required.');
      // A user who signed up has no business yet: businessId '' then (no member row matches it).
      const businessId = payload['custom:businessId'] ?? '';
      const userId = payload['custom:userId'];
      const email = payload.email;
      if (typeof businessId !== 'string' || typeof userId !== 'string' || userId === '' || typeof email !== 'string') {
        fail(401, 'The token lacks userId or email.');
      }
      return { businessId, userId, email };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) fail(401, `The token is not valid (${err.code}).`);
      throw err;
    }
  };
}

export function bearer(req: FastifyRequest): string {
  const h = req.headers.authorization;
  const m = typeof h === 'string' ? /^Bearer\s+(\S+)$/i.exec(h) : null;
  if (m?.[1] === undefined) fail(401, 'Sign in first: an Authorization Bearer token is required.');
  return m[1];
}

export async function loadMember(q: Queryable, businessId: string, userId: string): Promise<MemberRow | null> {
  if (!UUID.test(businessId) || !UUID.test(userId)) return null;
  const rows = await q.query<DbRow>(
    'SELECT * FROM members WHERE business_id = $1 AND id = $2 AND deleted_at IS NULL',
    [businessId, userId],
  );
  return rows[0] === undefined ? null : toMember(rows[0]);
}

/** A deactivated member's tokens are refused from the next request on (they keep their history). */
export function refuseDeactivated(member: MemberRow): void {
  if (member.status === 'deactivated') fail(403, 'This account was deactivated.', { userId: 'auth.deactivated' });
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
