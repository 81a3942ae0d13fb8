import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { InitialResponse, MemberRow, SessionBranch, SessionBusiness, SessionUser } from '@/lib/api-types';
import type { Db } from '@server/db/types';
import { isOrgAdmin } from '@server/http/access';
import { callerOf } from '@server/http/caller';
import { fail, parseOr400 } from '@server/http/problem';
import { json, str, strOrNull } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';
import { effectiveFeatures } from '@server/routes/features';

const initialSchema = z.object({
  businessId: z.uuid('validation.invalidId'),
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

/** POST /initial (spec §7): the signed-in user, their business and its branches. */
export function registerInitialRoute(app: FastifyInstance, db: Db): void {
  app.post('/initial', async (req): Promise<InitialResponse> => {
    const caller = callerOf(req);
    const body = parseOr400(initialSchema, req.body);
    if (body.businessId !== caller.businessId || body.userId !== caller.userId) {
      fail(403, 'The body does not match the signed-in user.', { businessId: 'auth.wrongBusiness' });
    }
    let businessId = caller.businessId;
    const overwriting = body.overwritingBusinessId;
    if (overwriting !== undefined && overwriting !== null && overwriting !== caller.businessId) {
      // Provider admins (internal roles) may view another business (spec §6 override).
      if (caller.member.internalRole === null) {
        fail(403, 'Invalid Business Override Token', { overwritingBusinessId: 'auth.invalidOverride' });
      }
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
