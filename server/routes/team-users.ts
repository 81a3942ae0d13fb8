import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MemberRow } from '@/lib/api-types';
import { memberPutSchema, type MemberData } from '@/lib/schemas/member';
import type { Db, Queryable } from '@server/db/types';
import { nextSeq } from '@server/db/seq';
import { limitRefusal } from '@server/billing/store';
import { can, isOrgAdmin } from '@server/http/access';
import type { IdentitySettings } from '@server/http/auth';
import { fail, problem } from '@server/http/problem';
import { addRoute } from '@server/http/route';
import { sendWrite } from '@server/http/write-route';
import type { Outcome } from '@server/http/idempotency';
import { toMember, type DbRow } from '@server/rows/mappers';
import { identityAdminClient, setIdentityEnabled } from '@server/routes/identity-admin';
import { grantErrors, liveBranchCount } from '@server/routes/member-invite';
import { refusedMemberFields } from '@/lib/team/member-edit-rules';

const bizParams = z.object({ businessId: z.uuid('validation.invalidId') });
const userParams = z.object({ businessId: z.uuid('validation.invalidId'), userId: z.uuid('validation.invalidId') });

/** Wire field → column for the plain fields; JSON ones are cast from text. */
const COLUMNS = {
  firstName: 'first_name',
  lastName: 'last_name',
  phone: 'phone',
  color: 'color',
  profileImageUrl: 'profile_image_url',
  orgAccessLevel: 'org_access_level',
  branches: 'branches',
  workingHours: 'working_hours',
  timeOff: 'time_off',
  permissions: 'permissions',
  locale: 'locale',
  notificationPrefs: 'notification_prefs',
} as const satisfies Partial<Record<keyof MemberData, string>>;
type ColumnField = keyof typeof COLUMNS;
const JSON_FIELDS: ReadonlySet<ColumnField> = new Set(['branches', 'workingHours', 'timeOff', 'permissions', 'notificationPrefs']);

/** Fields only an org admin may change on someone, and nobody on themselves. */
const RIGHTS_FIELDS = ['permissions', 'orgAccessLevel', 'status', 'branches'] as const;

async function findMember(q: Queryable, businessId: string, id: string): Promise<DbRow | undefined> {
  return (await q.query<DbRow>('SELECT * FROM members WHERE business_id = $1 AND id = $2', [businessId, id]))[0];
}

/** Whether another active org admin would remain if `userId` stopped being one. */
async function anotherAdmin(q: Queryable, businessId: string, userId: string): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM members WHERE business_id = $1 AND id <> $2 AND org_access_level = 'admin'
     AND deleted_at IS NULL AND deactivated_at IS NULL LIMIT 1`,
    [businessId, userId],
  );
  return rows.length > 0;
}

/** 403 unless the caller may change these things on this member (spec §6, and never escalate). */
function checkRights(caller: MemberRow, target: MemberRow, data: MemberData, operation: 'update' | 'delete'): void {
  const changesRights = operation === 'delete' || RIGHTS_FIELDS.some((f) => data[f] !== undefined);
  if (changesRights && caller.id.toLowerCase() === target.id.toLowerCase()) {
    fail(403, 'You cannot change your own rights, deactivate or delete yourself.', { userId: 'team.errors.self' });
  }
  if (operation === 'delete' && !can(caller, 'members', 3)) {
    fail(403, 'This needs the members permission at level 3.', { members: 'permissions.insufficient' });
  }
  if (!isOrgAdmin(caller) && (isOrgAdmin(target) || data.orgAccessLevel !== undefined)) {
    fail(403, 'Only an org admin may change an org admin.', { orgAccessLevel: 'permissions.insufficient' });
  }
  const branchIds = (data.branches ?? []).map((b) => b.branchId.toLowerCase());
  const refused = grantErrors(caller, data.permissions ?? {}, branchIds);
  if (Object.keys(refused).length > 0) fail(403, 'You cannot grant more than you have.', refused);
}

async function invalidBranches(q: Queryable, businessId: string, data: MemberData): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const assigned = [...new Set((data.branches ?? []).map((b) => b.branchId.toLowerCase()))];
  if (assigned.length !== (data.branches ?? []).length) errors.branches = 'validation.duplicate';
  else if ((await liveBranchCount(q, businessId, assigned)) !== assigned.length) errors.branches = 'validation.unknownBranch';
  const hours = Object.keys(data.workingHours ?? {}).map((b) => b.toLowerCase());
  if ((await liveBranchCount(q, businessId, hours)) !== hours.length) errors.workingHours = 'validation.unknownBranch';
  return errors;
}

/**
 * The spec's team calls (§7): `GET /business/{businessId}/users` (members ≥ 1) and
 * `PUT /business/{businessId}/users/{userId}` with `{data, options: {operation}}` (members ≥ 2;
 * delete ≥ 3; any member on their own profile, language and notification choices, which nobody
 * else may change: src/lib/team/member-edit-rules.ts). Deactivating disables the identity user
 * and the API refuses their tokens from the next request on; delete is a soft delete (history
 * keeps their name). Every change is seq'd, so it reaches every device through the delta feed.
 */
export function registerTeamUserRoutes(app: FastifyInstance, db: Db, identity: IdentitySettings): void {
  const client = identityAdminClient(identity);

  addRoute(
    app,
    { method: 'GET', url: '/business/:businessId/users', access: { anyOf: [{ area: 'members', level: 1 }] }, writes: false, params: bizParams },
    async ({ params }) => {
      const rows = await db.query<DbRow>(
        `SELECT * FROM members WHERE business_id = $1 AND deleted_at IS NULL ORDER BY lower(first_name), lower(last_name), id`,
        [params.businessId],
      );
      return rows.map(toMember);
    },
  );

  // One member as the feed carries it (every member reads the team): a device restores it after
  // discarding a refused change (workers/sync/refresh-row.ts).
  addRoute(
    app,
    { method: 'GET', url: '/b/:businessId/members/:userId', access: 'member', writes: false, params: userParams },
    async ({ params }) => {
      const row = await findMember(db, params.businessId, params.userId);
      if (row === undefined || row.deleted_at !== null) fail(404, 'No such team member.');
      return toMember(row);
    },
  );

  addRoute(
    app,
    {
      method: 'PUT',
      url: '/business/:businessId/users/:userId',
      access: 'member',
      writes: true,
      params: userParams,
      body: memberPutSchema,
    },
    async ({ req, reply, params, body, caller }) => {
      const { businessId, userId } = params;
      const { data, options } = body;
      const me = caller().member;
      const isSelf = me.id.toLowerCase() === userId.toLowerCase();
      const managesTeam = can(me, 'members', 2);
      if (!isSelf && !managesTeam) fail(403, 'This needs members at level 2.', { members: 'permissions.insufficient' });
      return sendWrite(db, req, reply, businessId, async (q): Promise<Outcome> => {
        const existing = await findMember(q, businessId, userId);
        if (existing === undefined) return { status: 404, body: problem(404, 'No such team member.') };
        if (existing.deleted_at !== null) {
          if (options.operation === 'delete') return { status: 204, body: null };
          return { status: 409, body: problem(409, 'This team member was deleted.', { id: 'conflict.deleted' }) };
        }
        const target = toMember(existing);
        checkRights(me, target, data, options.operation);
        const given = Object.keys(data).filter((f) => data[f as keyof MemberData] !== undefined);
        const refused = refusedMemberFields({ isSelf, managesTeam, fields: given });
        if (Object.keys(refused).length > 0) fail(403, 'You may not change these fields of this member.', refused);
        const branchErrors = await invalidBranches(q, businessId, data);
        if (Object.keys(branchErrors).length > 0) return { status: 400, body: problem(400, 'A branch does not exist in this business.', branchErrors) };

        const losesAdmin =
          isOrgAdmin(target) &&
          (options.operation === 'delete' || data.status === 'deactivated' || data.orgAccessLevel === 'member');
        if (losesAdmin && target.internalRole === null && !(await anotherAdmin(q, businessId, userId))) {
          return { status: 409, body: problem(409, 'The business needs another org admin first.', { orgAccessLevel: 'team.errors.lastAdmin' }) };
        }

        // Reactivating a member takes a seat again (issue 20: the plan's seats are enforced here).
        if (data.status === 'active' && target.status === 'deactivated') {
          const full = await limitRefusal(q, businessId, 'seats', 'status');
          if (full !== null) return full;
        }
        const seq = await nextSeq(q, businessId);
        if (options.operation === 'delete') {
          await setIdentityEnabled(client, identity.userPoolId, target.email, false);
          await q.query(
            `UPDATE members SET deleted_at = now(), deactivated_at = coalesce(deactivated_at, now()), version = version + 1, updated_at = now(), seq = $3
             WHERE business_id = $1 AND id = $2`,
            [businessId, userId, seq],
          );
          return { status: 204, body: null };
        }

        const fields = (Object.keys(COLUMNS) as ColumnField[]).filter((f) => data[f] !== undefined);
        const sets = fields.map((f, i) => `${COLUMNS[f]} = $${i + 4}${JSON_FIELDS.has(f) ? '::text::jsonb' : ''}`);
        const values = fields.map((f) => (JSON_FIELDS.has(f) ? JSON.stringify(data[f]) : (data[f] as string | null)));
        if (data.status !== undefined && data.status !== target.status && !(data.status === 'active' && target.status === 'invited')) {
          await setIdentityEnabled(client, identity.userPoolId, target.email, data.status === 'active');
          sets.push(data.status === 'deactivated' ? 'deactivated_at = now()' : 'deactivated_at = NULL');
        }
        const rows = await q.query<DbRow>(
          `UPDATE members SET ${[...sets, 'version = version + 1', 'updated_at = now()', 'seq = $3'].join(', ')}
           WHERE business_id = $1 AND id = $2 RETURNING *`,
          [businessId, userId, seq, ...values],
        );
        const row = rows[0];
        if (row === undefined) throw new Error('UPDATE returned nothing');
        return { status: 200, body: toMember(row) };
      });
    },
  );
}
