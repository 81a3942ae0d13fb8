import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { z } from 'zod';
import {
  OVERRIDE_PERSPECTIVES,
  overrideIssueSchema,
  overrideValidateSchema,
  type OverrideClaims,
  type OverrideIssueResponse,
  type OverrideValidResponse,
} from '@/lib/schemas/business-override';
import type { Db } from '@server/db/types';
import type { Caller } from '@server/http/auth';
import { callerOf } from '@server/http/caller';
import { HttpProblem, fail, problem } from '@server/http/problem';
import { parseInput } from '@server/routes/parse';
import { overrideKeyLoader } from '@server/routes/override-secret';
import type { Clock } from '@server/routes/self-auth';

const ISSUER = 'bookit-api';
const AUDIENCE = 'bookit-business-override';
const INVALID_TITLE = 'Invalid Business Override Token';

const bizParams = z.object({ businessId: z.uuid('validation.invalidId') });
const payloadSchema = z.object({
  bid: z.uuid(),
  per: z.enum(OVERRIDE_PERSPECTIVES),
  mid: z.uuid().nullable(),
  exp: z.number().int(),
});

/** Spec §6: only provider admins (internal role FULL or EXT_SALES) may issue or check overrides. */
function providerAdmin(req: FastifyRequest): Caller {
  const c = callerOf(req);
  if (c.member.internalRole === null) {
    fail(403, 'Only provider admins may use business overrides.', { internalRole: 'permissions.insufficient' });
  }
  return c;
}

function invalid(detail: string): never {
  throw new HttpProblem({ ...problem(400, detail, { token: 'auth.invalidOverride' }), title: INVALID_TITLE });
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
 * (HS256, see override-secret.ts) naming the business to view, the perspective and member;
 * `POST /b/{businessId}/validateBusinessOverride` checks signature, expiry and that the business
 * (and member) still exist.
 */
export function registerBusinessOverrideRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  const key = overrideKeyLoader(db);

  app.post('/b/:businessId/overrideTokens', async (req, reply) => {
    parseInput(bizParams, req.params, 'path');
    const caller = providerAdmin(req);
    const body = parseInput(overrideIssueSchema, req.body);
    if (!(await businessExists(db, body.businessId))) {
      fail(400, 'No such business.', { businessId: 'validation.unknownBusiness' });
    }
    const memberId = body.perspective === 'user' ? (body.memberId ?? null) : null;
    if (memberId !== null && !(await memberExists(db, body.businessId, memberId))) {
      fail(400, 'No such member in that business.', { memberId: 'validation.unknownMember' });
    }
    const now = Math.floor(clock().getTime() / 1000);
    const exp = now + body.expiresInMinutes * 60;
    const token = await new SignJWT({ bid: body.businessId, per: body.perspective, mid: memberId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(caller.userId)
      .setJti(crypto.randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(await key());
    const claims: OverrideClaims = {
      businessId: body.businessId,
      perspective: body.perspective,
      memberId,
      expiresAt: new Date(exp * 1000).toISOString(),
    };
    const answer: OverrideIssueResponse = { token, ...claims };
    return reply.code(201).send(answer);
  });

  app.post('/b/:businessId/validateBusinessOverride', async (req): Promise<OverrideValidResponse> => {
    parseInput(bizParams, req.params, 'path');
    providerAdmin(req);
    const { token } = parseInput(overrideValidateSchema, req.body);
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(token, await key(), {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: clock(),
        clockTolerance: 0,
      }));
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) invalid('The override token has expired.');
      if (err instanceof joseErrors.JOSEError) invalid(`The override token is not valid (${err.code}).`);
      throw err;
    }
    const p = payloadSchema.safeParse(payload);
    if (!p.success) invalid('The override token is not valid (claims).');
    const { bid, per, mid } = p.data;
    if (!(await businessExists(db, bid))) invalid('The override token names an unknown business.');
    if (per === 'user' && (mid === null || !(await memberExists(db, bid, mid)))) {
      invalid('The override token names an unknown member.');
    }
    return {
      status: 'valid',
      businessId: bid,
      perspective: per,
      memberId: per === 'user' ? mid : null,
      expiresAt: new Date(p.data.exp * 1000).toISOString(),
    };
  });
}
