import type { FastifyInstance } from 'fastify';
import { subscriptionActionSchema } from '@/lib/schemas/member-invite';
import type { Db } from '@server/db/types';
import { setAuditContext } from '@server/db/audit';
import { lockBusiness, nextSeq } from '@server/db/seq';
import { UUID } from '@server/http/auth';
import { fail } from '@server/http/problem';
import { addRoute } from '@server/http/route';

/**
 * POST /subscription/actions {action: 'join-with-code', userEmail} (spec §4 join confirm): an
 * invited member who has signed in records that they joined. Needs a valid token but no member
 * check up front; the member is the one of the token's business with the token's e-mail.
 * Answering again after joining is fine (the first joined_at stays).
 */
function notInvited(): never {
  fail(404, 'No invitation for this e-mail in this business.', { userEmail: 'auth.noInvitation' });
}

export function registerSubscriptionRoute(app: FastifyInstance, db: Db): void {
  // Signed in, not yet a member: the invited user joining (the member is found below).
  const route = { method: 'POST', url: '/subscription/actions', access: 'self', writes: true, body: subscriptionActionSchema } as const;
  addRoute(app, route, async ({ body, claims: claimsFn }) => {
    const claims = claimsFn();
    const email = claims.email.trim().toLowerCase();
    if (body.userEmail !== email) fail(403, 'The e-mail is not the signed-in user’s.', { userEmail: 'auth.wrongUser' });
    if (!UUID.test(claims.businessId)) notInvited();
    await db.tx(async (q) => {
      await lockBusiness(q, claims.businessId);
      const rows = await q.query<{ id: string; joined: boolean }>(
        `SELECT id, joined_at IS NOT NULL AS joined FROM members
         WHERE business_id = $1 AND lower(email) = $2 AND deleted_at IS NULL ORDER BY id LIMIT 1`,
        [claims.businessId, email],
      );
      const m = rows[0];
      if (m === undefined) notInvited();
      if (m.joined) return;
      // Joining is the member's own write: recorded in the audit log like the others.
      await setAuditContext(q, { actorId: m.id, email, key: null, method: 'POST', path: '/subscription/actions' });
      const seq = await nextSeq(q, claims.businessId);
      await q.query(
        `UPDATE members SET joined_at = now(), version = version + 1, updated_at = now(), seq = $3
         WHERE business_id = $1 AND id = $2`,
        [claims.businessId, m.id, seq],
      );
    });
    return { result: { status: 'joined' } };
  });
}
