import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { InitialResponse, MemberRow, SessionBranch, SessionBusiness, SessionUser } from '@/lib/api-types';
import type { Db } from '@server/db/types';
import { isOrgAdmin } from '@server/http/access';
import { loadMember, refuseDeactivated, type Claims } from '@server/http/auth';
import { requireOverrideGrant } from '@server/http/override-auth';
import type { OverrideTokens } from '@server/http/override-token';
import { fail } from '@server/http/problem';
import { addRoute } from '@server/http/route';
import { json, str, strOrNull } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';
import { effectiveFeatures } from '@server/routes/features';

const initialSchema = z.object({
  /** '' for a user with no business yet. */
  businessId: z.union([z.uuid('validation.invalidId'), z.literal('')], 'validation.invalidId'),
  userId: z.uuid('validation.invalidId'),
  userEmail: z.string().trim().toLowerCase().min(1, 'validation.InvalidEmail'),
  overwritingBusinessId: z.uuid('validation.invalidId').nullable().optional(),
});

function sessionUser(m: MemberRow, businessId: string): SessionUser {
  return {
    userId: m.id,
    businessId,
    userFirstName: m.firstName,
    userLastName: m.lastName,
    userEmail: m.email,
    userPhoneNo: m.phone,
    userColor: m.color,
    profileImageUrl: m.profileImageUrl,
    orgAccessLevel: m.orgAccessLevel,
    branches: m.branches,
    permissions: m.permissions,
    _internalRole: m.internalRole,
  };
}

/**
 * The session of a signed-in user who has no business yet (a new owner right after sign-up):
 * business.businessId '' is the spec's "no merchant business" (withMerchant false), so the shell
 * shows its business-required state from the data alone.
 */
function withoutBusiness(claims: Claims): InitialResponse {
  return {
    result: [
      {
        user: {
          userId: claims.userId,
          businessId: '',
          userFirstName: '',
          userLastName: '',
          userEmail: claims.email,
          userPhoneNo: '',
          userColor: '',
          profileImageUrl: null,
          orgAccessLevel: 'member',
          branches: [],
          permissions: {},
          _internalRole: null,
        },
        business: {
          businessId: '',
          name: '',
          admins: [],
          bookitVersion: 'arabica',
          features: effectiveFeatures({}),
          country: 'MY',
          currency: 'myr',
          timeZone: 'Asia/Kuala_Lumpur',
        },
        branches: [],
      },
    ],
  };
}

/**
 * POST /initial (spec §7): the signed-in user, their business and its branches. It checks the
 * token itself: a user whose token names no business gets the no-business session; anyone else
 * must be a member of the token's business (403 auth.notAMember otherwise). With
 * `overwritingBusinessId` (spec §6 override) it answers that business instead, but only to a
 * provider admin whose request carries a valid, unexpired override token for exactly that
 * business (X-Business-Override); otherwise 403 'Invalid Business Override Token'.
 */
export function registerInitialRoute(app: FastifyInstance, db: Db, overrides: OverrideTokens): void {
  addRoute(app, { method: 'POST', url: '/initial', access: 'self', writes: false, body: initialSchema }, async (c): Promise<InitialResponse> => {
    const { req, body } = c;
    const claims = c.claims();
    if (body.businessId !== claims.businessId || body.userId !== claims.userId) {
      fail(403, 'The body does not match the signed-in user.', { businessId: 'auth.wrongBusiness' });
    }
    if (claims.businessId === '') return withoutBusiness(claims);
    const member = await loadMember(db, claims.businessId, claims.userId);
    if (member === null) fail(403, 'You are not a member of this business.', { userId: 'auth.notAMember' });
    refuseDeactivated(member);
    const caller = { ...claims, member };
    let businessId = caller.businessId;
    const overwriting = body.overwritingBusinessId;
    if (overwriting !== undefined && overwriting !== null && overwriting !== caller.businessId) {
      // Provider admins (internal roles) may view another business (spec §6 override).
      if (caller.member.internalRole === null) {
        fail(403, 'Invalid Business Override Token', { overwritingBusinessId: 'auth.invalidOverride' });
      }
      await requireOverrideGrant(req, overrides, overwriting, { invalidStatus: 403, field: 'overwritingBusinessId' });
      businessId = overwriting;
    }
    const businesses = await db.query<DbRow>('SELECT * FROM businesses WHERE id = $1', [businessId]);
    const b = businesses[0];
    if (b === undefined) return { result: [] };
    const admins = await db.query<{ id: string }>(
      `SELECT id FROM members WHERE business_id = $1 AND org_access_level = 'admin' AND deleted_at IS NULL ORDER BY id`,
      [businessId],
    );
    const branchRows = await db.query<DbRow>(
      'SELECT id, name, image_url FROM branches WHERE business_id = $1 AND deleted_at IS NULL ORDER BY name',
      [businessId],
    );
    const admin = isOrgAdmin(caller.member);
    const mine = new Set(caller.member.branches.map((x) => x.branchId));
    const branches: SessionBranch[] = branchRows
      .filter((r) => admin || mine.has(str(r.id)))
      .map((r) => ({ branchId: str(r.id), name: str(r.name), imageUrl: strOrNull(r.image_url) }));
    const business: SessionBusiness = {
      businessId,
      name: str(b.name),
      admins: admins.map((a) => ({ userId: a.id })),
      bookitVersion: str(b.bookit_version),
      features: effectiveFeatures(json<Record<string, boolean>>(b.features)),
      country: str(b.country),
      currency: str(b.currency),
      timeZone: str(b.time_zone),
    };
    return { result: [{ user: sessionUser(caller.member, businessId), business, branches }] };
  });
}
