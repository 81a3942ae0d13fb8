import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import type { MemberRow } from '@/lib/api-types';
import { memberInviteSchema, type JoinLinkData, type permissionsSchema } from '@/lib/schemas/member-invite';
import type { Db, Queryable } from '@server/db/types';
import { nextSeq } from '@server/db/seq';
import { limitRefusal } from '@server/billing/store';
import { isOrgAdmin, level, type LevelArea } from '@server/http/access';
import type { IdentitySettings } from '@server/http/auth';
import { fail, problem } from '@server/http/problem';
import { addRoute } from '@server/http/route';
import { sendWrite } from '@server/http/write-route';
import { str } from '@server/rows/convert';
import { toMember, type DbRow } from '@server/rows/mappers';
import {
  createInvitedUser,
  identityAdminClient,
  resetTemporaryPassword,
  temporaryPassword,
} from '@server/routes/identity-admin';

const bizParams = z.object({ businessId: z.uuid('validation.invalidId') });
const LEVEL_AREAS: readonly LevelArea[] = [
  'booking_self', 'booking_all', 'payment_self', 'payment', 'reporting_self', 'reporting', 'customers', 'catalogues', 'members',
];

/** Dev and test stacks answer the temporary password; production leaves it to Cognito's e-mail. */
export function exposeTemporaryPassword(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV !== 'production';
}

/** `/join?data=` + URI-encoded base64 of the JSON (URLSearchParams.get gives the base64 back). */
export function inviteLink(d: JoinLinkData): string {
  return `/join?data=${encodeURIComponent(Buffer.from(JSON.stringify(d), 'utf8').toString('base64'))}`;
}

/** A member who is not an org admin may grant at most their own levels, in their own branches. */
export function grantErrors(inviter: MemberRow, wanted: z.output<typeof permissionsSchema>, branchIds: string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (isOrgAdmin(inviter)) return errors;
  for (const area of LEVEL_AREAS) {
    const w = wanted[area];
    if (w !== undefined && w > level(inviter, area)) errors[`permissions.${area}`] = 'permissions.insufficient';
  }
  const unrestricted = Object.keys(inviter.permissions).length === 0;
  if (wanted.pos === true && !unrestricted && inviter.permissions.pos !== true) errors['permissions.pos'] = 'permissions.insufficient';
  if (wanted.commissions?.view_comms_value === true && !unrestricted && inviter.permissions.commissions?.view_comms_value !== true) {
    errors['permissions.commissions'] = 'permissions.insufficient';
  }
  const mine = new Set(inviter.branches.map((b) => b.branchId.toLowerCase()));
  if (branchIds.some((b) => !mine.has(b.toLowerCase()))) errors.branchIds = 'permissions.insufficient';
  return errors;
}

export async function liveBranchCount(q: Queryable, businessId: string, ids: string[]): Promise<number> {
  const rows = await q.query(
    `SELECT 1 FROM branches WHERE business_id = $1 AND deleted_at IS NULL
     AND id IN (SELECT (jsonb_array_elements_text($2::text::jsonb))::uuid)`,
    [businessId, JSON.stringify(ids)],
  );
  return rows.length;
}

/**
 * POST /b/{businessId}/members/invite (org admins, or members level ≥ 2): creates the member row
 * (seq'd, so it reaches every device through the delta feed) and the identity user with a
 * temporary password; answers 201 {member, inviteLink, temporaryPassword?}.
 */
export function registerMemberInviteRoute(app: FastifyInstance, db: Db, identity: IdentitySettings): void {
  const client = identityAdminClient(identity);
  const route = {
    method: 'POST', url: '/b/:businessId/members/invite', access: { anyOf: [{ area: 'members', level: 2 }] }, writes: true, params: bizParams, body: memberInviteSchema,
  } as const;
  addRoute(app, route, async (c) => {
    const { req, reply, body } = c;
    const { businessId } = c.params;
    const caller = c.caller();
    const branchIds = [...new Set(body.branchIds.map((b) => b.toLowerCase()))];
    const refused = grantErrors(caller.member, body.permissions, branchIds);
    if (Object.keys(refused).length > 0) fail(403, 'You cannot grant more than you have.', refused);

    return sendWrite(db, req, reply, businessId, async (q) => {
      if ((await liveBranchCount(q, businessId, branchIds)) !== branchIds.length) {
        return { status: 400, body: problem(400, 'A branch does not exist in this business.', { branchIds: 'validation.unknownBranch' }) };
      }
      const taken = await q.query(
        'SELECT 1 FROM members WHERE business_id = $1 AND lower(email) = $2 AND deleted_at IS NULL',
        [businessId, body.email],
      );
      const emailTaken = problem(409, 'Someone with this e-mail already has an account.', { email: 'conflict.emailExists' });
      if (taken.length > 0) return { status: 409, body: emailTaken };
      // One more seat must fit in the plan (issue 20), checked under the lock with the insert.
      const full = await limitRefusal(q, businessId, 'seats', 'email');
      if (full !== null) return full;
      const business = await q.query<DbRow>('SELECT name FROM businesses WHERE id = $1', [businessId]);

      const password = temporaryPassword();
      const expose = exposeTemporaryPassword();
      let userId = uuidv7();
      const made = await createInvitedUser(client, identity.userPoolId, {
        email: body.email, businessId, userId, password, suppressEmail: expose,
      });
      if (made.kind === 'exists') {
        // Only an unfinished invite of this business whose member row never committed is reused.
        const orphan = made.pendingInviteUserId;
        const rowExists = orphan !== null && (await q.query('SELECT 1 FROM members WHERE business_id = $1 AND id::text = $2', [businessId, orphan])).length > 0;
        if (orphan === null || rowExists) return { status: 409, body: emailTaken };
        userId = orphan;
        await resetTemporaryPassword(client, identity.userPoolId, body.email, password);
      }

      const seq = await nextSeq(q, businessId);
      const rows = await q.query<DbRow>(
        `INSERT INTO members (business_id, id, seq, first_name, last_name, email, phone, org_access_level, branches, permissions, invited_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'member', $8::text::jsonb, $9::text::jsonb, now()) RETURNING *`,
        [
          businessId, userId, seq, body.firstName, body.lastName, body.email, body.phone,
          JSON.stringify(branchIds.map((branchId) => ({ branchId, serviceTeam: true }))), JSON.stringify(body.permissions),
        ],
      );
      const row = rows[0];
      if (row === undefined) throw new Error('INSERT returned nothing');
      const link = inviteLink({
        email: body.email, phone: body.phone, firstName: body.firstName, lastName: body.lastName,
        businessName: str(business[0]?.name ?? ''),
      });
      return {
        status: 201,
        body: { member: toMember(row), inviteLink: link, ...(expose ? { temporaryPassword: password } : {}) },
      };
    });
  });
}
