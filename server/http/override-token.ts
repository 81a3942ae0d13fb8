import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { z } from 'zod';
import { OVERRIDE_PERSPECTIVES, type OverrideClaims, type OverridePerspective } from '@/lib/schemas/business-override';
import type { Db } from '@server/db/types';
import { overrideKeyLoader } from '@server/routes/override-secret';
import type { Clock } from '@server/routes/self-auth';

const ISSUER = 'bookit-api';
const AUDIENCE = 'bookit-business-override';

/** The title every refused override answer carries (spec §6, §8). */
export const INVALID_OVERRIDE_TITLE = 'Invalid Business Override Token';
/** Where a provider admin's requests to an overridden business carry the override token. */
export const OVERRIDE_HEADER = 'x-business-override';

const payloadSchema = z.object({
  bid: z.uuid(),
  per: z.enum(OVERRIDE_PERSPECTIVES),
  mid: z.uuid().nullable(),
  exp: z.number().int(),
});

/** A token that failed its signature, issuer, audience, expiry or claims check. */
export class OverrideTokenError extends Error {
  constructor(
    message: string,
    readonly expired: boolean,
  ) {
    super(message);
    this.name = 'OverrideTokenError';
  }
}

export interface OverrideTokens {
  /** A compact JWS (HS256) naming the business, perspective and member, for `minutes`. */
  sign(subject: string, grant: { businessId: string; perspective: OverridePerspective; memberId: string | null }, minutes: number): Promise<{ token: string; claims: OverrideClaims }>;
  /** The token's claims; throws OverrideTokenError when it is not valid now. */
  verify(token: string): Promise<OverrideClaims>;
}

/**
 * Business-override tokens (spec §3, §6), signed with the key of override-secret.ts. One instance
 * per API: the issuing route, the validating route, POST /initial and the business-route check
 * all use it.
 */
export function overrideTokens(db: Db, clock: Clock): OverrideTokens {
  const key = overrideKeyLoader(db);
  return {
    async sign(subject, grant, minutes) {
      const now = Math.floor(clock().getTime() / 1000);
      const exp = now + minutes * 60;
      const token = await new SignJWT({ bid: grant.businessId, per: grant.perspective, mid: grant.memberId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setSubject(subject)
        .setJti(crypto.randomUUID())
        .setIssuedAt(now)
        .setExpirationTime(exp)
        .sign(await key());
      return { token, claims: { ...grant, expiresAt: new Date(exp * 1000).toISOString() } };
    },
    async verify(token) {
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
        if (err instanceof joseErrors.JWTExpired) throw new OverrideTokenError('The override token has expired.', true);
        if (err instanceof joseErrors.JOSEError) throw new OverrideTokenError(`The override token is not valid (${err.code}).`, false);
        throw err;
      }
      const p = payloadSchema.safeParse(payload);
      if (!p.success) throw new OverrideTokenError('The override token is not valid (claims).', false);
      const { bid, per, mid, exp } = p.data;
      return { businessId: bid, perspective: per, memberId: per === 'user' ? mid : null, expiresAt: new Date(exp * 1000).toISOString() };
    },
  };
}
