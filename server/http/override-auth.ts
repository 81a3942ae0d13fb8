import type { FastifyRequest } from 'fastify';
import type { OverrideClaims } from '@/lib/schemas/business-override';
import type { Db } from '@server/db/types';
import { loadMember, type Caller, type Claims } from '@server/http/auth';
import { INVALID_OVERRIDE_TITLE, OVERRIDE_HEADER, OverrideTokenError, type OverrideTokens } from '@server/http/override-token';
import { HttpProblem, fail, problem } from '@server/http/problem';

function refuse(status: 401 | 403, detail: string, field: string): never {
  throw new HttpProblem({ ...problem(status, detail, { [field]: 'auth.invalidOverride' }), title: INVALID_OVERRIDE_TITLE });
}

/** The override token the request carries, or null. */
export function overrideTokenOf(req: FastifyRequest): string | null {
  const value = req.headers[OVERRIDE_HEADER];
  const token = Array.isArray(value) ? value[0] : value;
  return token === undefined || token.trim() === '' ? null : token.trim();
}

/**
 * The grant a provider admin's request holds for `businessId`: a valid, unexpired override token
 * naming that business. `invalidStatus` answers a token that does not verify (expired, forged):
 * 401 on business routes, so a queued write is retried rather than refused while the device
 * leaves an expired override; 403 on POST /initial, so the device drops the override.
 */
export async function requireOverrideGrant(
  req: FastifyRequest,
  tokens: OverrideTokens,
  businessId: string,
  opts: { invalidStatus: 401 | 403; field: string },
): Promise<OverrideClaims> {
  const token = overrideTokenOf(req);
  if (token === null) refuse(403, 'Viewing another business needs an override token (X-Business-Override).', opts.field);
  const grant = await tokens.verify(token).catch((err: unknown) => {
    if (err instanceof OverrideTokenError) refuse(opts.invalidStatus, err.message, opts.field);
    throw err;
  });
  if (grant.businessId.toLowerCase() !== businessId.toLowerCase()) refuse(403, 'The override token names another business.', opts.field);
  return grant;
}

/**
 * The caller of a business route whose path names a business other than the token's (api.ts
 * preHandler). Only a provider admin (internal role FULL or EXT_SALES, a member of their own
 * business) holding a valid override token for exactly that business gets through; they act
 * with their own provider-admin rights, as themselves. Everyone else: 403 as before.
 */
export async function overridingCaller(req: FastifyRequest, db: Db, tokens: OverrideTokens, claims: Claims, pathBusiness: string): Promise<Caller> {
  if (overrideTokenOf(req) === null) fail(403, 'You do not belong to this business.', { businessId: 'auth.wrongBusiness' });
  const member = await loadMember(db, claims.businessId, claims.userId);
  if (member === null) fail(403, 'You are not a member of this business.', { userId: 'auth.notAMember' });
  if (member.internalRole === null) fail(403, 'You do not belong to this business.', { businessId: 'auth.wrongBusiness' });
  await requireOverrideGrant(req, tokens, pathBusiness, { invalidStatus: 401, field: 'override' });
  return { ...claims, businessId: pathBusiness, member };
}
