import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  overrideIssueSchema,
  overrideValidateSchema,
  type OverrideIssueResponse,
  type OverrideValidResponse,
} from '@/lib/schemas/business-override';
import type { Db } from '@server/db/types';
import { INVALID_OVERRIDE_TITLE, OverrideTokenError, type OverrideTokens } from '@server/http/override-token';
import { HttpProblem, fail, problem } from '@server/http/problem';
import { addRoute, type RouteAccess } from '@server/http/route';

const bizParams = z.object({ businessId: z.uuid('validation.invalidId') });

/** Spec §6: only provider admins (internal role FULL or EXT_SALES) may issue or check overrides. */
const PROVIDER_ADMIN: RouteAccess = { anyOf: [{ providerAdmin: true }] };

function invalid(detail: string): never {
  throw new HttpProblem({ ...problem(400, detail, { token: 'auth.invalidOverride' }), title: INVALID_OVERRIDE_TITLE });
}

async function businessExists(db: Db, id: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM businesses WHERE id = $1', [id])).length > 0;
}

async function memberExists(db: Db, businessId: string, memberId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM members WHERE business_id = $1 AND id = $2 AND deleted_at IS NULL', [
    businessId,
    memberId,
  ]);
  return rows.length > 0;
}

/**
 * Business override (spec §3, §6): `POST /b/{businessId}/overrideTokens` issues a compact JWS
 * (HS256, see override-token.ts) naming the business to view, the perspective and member;
 * `POST /b/{businessId}/validateBusinessOverride` checks signature, expiry and that the business
 * (and member) still exist. Requests to the overridden business itself carry the token in the
 * `X-Business-Override` header (override-auth.ts).
 */
export function registerBusinessOverrideRoutes(app: FastifyInstance, db: Db, tokens: OverrideTokens): void {
  const issue = { method: 'POST', url: '/b/:businessId/overrideTokens', access: PROVIDER_ADMIN, writes: false, params: bizParams, body: overrideIssueSchema } as const;
  addRoute(app, issue, async ({ reply, body, caller: callerFn }) => {
    const caller = callerFn();
    if (!(await businessExists(db, body.businessId))) {
      fail(400, 'No such business.', { businessId: 'validation.unknownBusiness' });
    }
    const memberId = body.perspective === 'user' ? (body.memberId ?? null) : null;
    if (memberId !== null && !(await memberExists(db, body.businessId, memberId))) {
      fail(400, 'No such member in that business.', { memberId: 'validation.unknownMember' });
    }
    const { token, claims } = await tokens.sign(
      caller.userId,
      { businessId: body.businessId, perspective: body.perspective, memberId },
      body.expiresInMinutes,
    );
    const answer: OverrideIssueResponse = { token, ...claims };
    return reply.code(201).send(answer);
  });

  const validate = {
    method: 'POST', url: '/b/:businessId/validateBusinessOverride', access: PROVIDER_ADMIN, writes: false, params: bizParams, body: overrideValidateSchema,
  } as const;
  addRoute(app, validate, async ({ body: { token } }): Promise<OverrideValidResponse> => {
    const claims = await tokens.verify(token).catch((err: unknown) => {
      if (err instanceof OverrideTokenError) invalid(err.message);
      throw err;
    });
    if (!(await businessExists(db, claims.businessId))) invalid('The override token names an unknown business.');
    if (claims.perspective === 'user' && (claims.memberId === null || !(await memberExists(db, claims.businessId, claims.memberId)))) {
      invalid('The override token names an unknown member.');
    }
    return { status: 'valid', ...claims };
  });
}
