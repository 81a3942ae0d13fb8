import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MemberBranch } from '@/lib/api-types';
import { branchSchema } from '@/lib/schemas/branch';
import type { Db, Queryable } from '@server/db/types';
import { nextSeq } from '@server/db/seq';
import { limitRefusal } from '@server/billing/store';
import { isOrgAdmin } from '@server/http/access';
import type { Outcome } from '@server/http/idempotency';
import { fail, problem } from '@server/http/problem';
import { addRoute } from '@server/http/route';
import { sendWrite } from '@server/http/write-route';
import { json } from '@server/rows/convert';
import { toBranch, type DbRow } from '@server/rows/mappers';

const bizParams = z.object({ businessId: z.uuid('validation.invalidId') });
const branchParams = z.object({ businessId: z.uuid('validation.invalidId'), branchId: z.uuid('validation.invalidId') });

const COLUMNS = [
  ['name', 'name'],
  ['code', 'code'],
  ['phone', 'phone'],
  ['timeZone', 'time_zone'],
  ['address1', 'address1'],
  ['address2', 'address2'],
  ['city', 'city'],
  ['postalCode', 'postal_code'],
  ['province', 'province'],
  ['country', 'country'],
  ['imageUrl', 'image_url'],
  ['openingHours', 'opening_hours'],
] as const;

async function findBranch(q: Queryable, businessId: string, id: string): Promise<DbRow | undefined> {
  return (await q.query<DbRow>('SELECT * FROM branches WHERE business_id = $1 AND id = $2', [businessId, id]))[0];
}

/** Why a branch cannot go: future appointments or an open shift (with that reason), or it is the last. */
async function deleteRefusal(q: Queryable, businessId: string, branchId: string): Promise<Outcome | null> {
  const future = await q.query(
    `SELECT 1 FROM appointments WHERE business_id = $1 AND branch_id = $2 AND deleted_at IS NULL
     AND status <> 'CANCELLED' AND start_at > now() LIMIT 1`,
    [businessId, branchId],
  );
  if (future.length > 0) {
    return { status: 409, body: problem(409, 'The branch has future appointments.', { branchId: 'branches.errors.futureAppointments' }) };
  }
  const open = await q.query(`SELECT 1 FROM shifts WHERE business_id = $1 AND branch_id = $2 AND status = 'open' AND deleted_at IS NULL LIMIT 1`, [
    businessId,
    branchId,
  ]);
  if (open.length > 0) return { status: 409, body: problem(409, 'The branch has an open shift.', { branchId: 'branches.errors.openShift' }) };
  const others = await q.query('SELECT 1 FROM branches WHERE business_id = $1 AND id <> $2 AND deleted_at IS NULL LIMIT 1', [businessId, branchId]);
  if (others.length === 0) return { status: 409, body: problem(409, 'A business keeps at least one branch.', { branchId: 'branches.errors.lastBranch' }) };
  return null;
}

/** Takes the branch off every member who had it (their rows go out through the feed). */
async function unassign(q: Queryable, businessId: string, branchId: string): Promise<void> {
  const rows = await q.query<DbRow>(
    `SELECT id, branches, working_hours FROM members WHERE business_id = $1 AND deleted_at IS NULL
     AND (branches @> $2::text::jsonb OR working_hours ? $3)`,
    [businessId, JSON.stringify([{ branchId }]), branchId],
  );
  for (const r of rows) {
    const branches = json<MemberBranch[]>(r.branches).filter((b) => b.branchId !== branchId);
    const { [branchId]: _removed, ...hours } = json<Record<string, unknown>>(r.working_hours);
    const seq = await nextSeq(q, businessId);
    await q.query(
      `UPDATE members SET branches = $3::text::jsonb, working_hours = $4::text::jsonb, version = version + 1, updated_at = now(), seq = $5
       WHERE business_id = $1 AND id = $2`,
      [businessId, r.id, JSON.stringify(branches), JSON.stringify(hours), seq],
    );
  }
}

/**
 * The spec's branch calls (§7): `GET /business/{businessId}/branches/{branchId}` (any member),
 * `PUT /business/{businessId}/branches` (create: org admins; change: branch admins of that
 * branch), `DELETE /business/{businessId}/branches/{branchId}` (org admins; refused while the
 * branch has future appointments or an open shift). Every change goes out through the feed.
 */
export function registerBranchRoutes(app: FastifyInstance, db: Db): void {
  // The spec's path, and the one the replica's generic row refresh (after a discarded change) asks.
  for (const url of ['/business/:businessId/branches/:branchId', '/b/:businessId/branches/:branchId']) {
    addRoute(app, { method: 'GET', url, access: 'member', writes: false, params: branchParams }, async ({ params }) => {
      const row = await findBranch(db, params.businessId, params.branchId);
      if (row === undefined || row.deleted_at !== null) fail(404, 'No such branch.');
      return toBranch(row);
    });
  }

  addRoute(
    app,
    { method: 'PUT', url: '/business/:businessId/branches', access: { anyOf: [{ branchAdmin: true }] }, writes: true, params: bizParams, body: branchSchema },
    async ({ req, reply, params, body, caller }) => {
      const { businessId } = params;
      const me = caller().member;
      return sendWrite(db, req, reply, businessId, async (q): Promise<Outcome> => {
        const existing = await findBranch(q, businessId, body.id);
        if (existing?.deleted_at !== null && existing !== undefined) {
          return { status: 409, body: problem(409, 'This branch was deleted.', { id: 'conflict.deleted' }) };
        }
        if (existing === undefined && !isOrgAdmin(me)) {
          return { status: 403, body: problem(403, 'Only an org admin may open a branch.', { orgAdmin: 'permissions.insufficient' }) };
        }
        if (existing !== undefined && !isOrgAdmin(me) && !me.branches.some((b) => b.branchId.toLowerCase() === body.id.toLowerCase())) {
          return { status: 403, body: problem(403, 'This is not one of your branches.', { branchId: 'permissions.insufficient' }) };
        }
        if (existing === undefined) {
          // A new branch must fit in the plan (issue 20); offline, the refusal lands in Sync issues.
          const full = await limitRefusal(q, businessId, 'branches', 'name');
          if (full !== null) return full;
        }
        const values = COLUMNS.map(([field]) => (field === 'openingHours' ? JSON.stringify(body.openingHours) : body[field]));
        const seq = await nextSeq(q, businessId);
        const cast = (i: number) => `$${i + 4}${COLUMNS[i]?.[0] === 'openingHours' ? '::text::jsonb' : ''}`;
        const rows =
          existing === undefined
            ? await q.query<DbRow>(
                `INSERT INTO branches (business_id, id, seq, ${COLUMNS.map(([, c]) => c).join(', ')})
                 VALUES ($1, $2, $3, ${COLUMNS.map((_, i) => cast(i)).join(', ')}) RETURNING *`,
                [businessId, body.id, seq, ...values],
              )
            : await q.query<DbRow>(
                `UPDATE branches SET ${COLUMNS.map(([, c], i) => `${c} = ${cast(i)}`).join(', ')}, version = version + 1, updated_at = now(), seq = $3
                 WHERE business_id = $1 AND id = $2 RETURNING *`,
                [businessId, body.id, seq, ...values],
              );
        const row = rows[0];
        if (row === undefined) throw new Error('branch write returned nothing');
        return { status: existing === undefined ? 201 : 200, body: toBranch(row) };
      });
    },
  );

  addRoute(
    app,
    { method: 'DELETE', url: '/business/:businessId/branches/:branchId', access: { anyOf: [{ orgAdmin: true }] }, writes: true, params: branchParams },
    async ({ req, reply, params }) => {
      const { businessId, branchId } = params;
      return sendWrite(db, req, reply, businessId, async (q): Promise<Outcome> => {
        const existing = await findBranch(q, businessId, branchId);
        if (existing === undefined) return { status: 404, body: problem(404, 'No such branch.') };
        if (existing.deleted_at !== null) return { status: 204, body: null };
        const refusal = await deleteRefusal(q, businessId, branchId);
        if (refusal !== null) return refusal;
        await unassign(q, businessId, branchId);
        const seq = await nextSeq(q, businessId);
        await q.query('UPDATE branches SET deleted_at = now(), version = version + 1, updated_at = now(), seq = $3 WHERE business_id = $1 AND id = $2', [
          businessId,
          branchId,
          seq,
        ]);
        return { status: 204, body: null };
      });
    },
  );
}
