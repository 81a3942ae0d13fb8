import type { FastifyReply, FastifyRequest } from 'fastify';
import { setAuditContext, type AuditContext } from '@server/db/audit';
import type { Db } from '@server/db/types';
import { idempotencyKey, idempotentWrite, requestHash, type Outcome } from '@server/http/idempotency';
import { PROBLEM_TYPE } from '@server/http/problem';
import type { Queryable } from '@server/db/types';

/**
 * Runs a write under the request's Idempotency-Key and sends the (possibly replayed) answer.
 * Every row the write changes is recorded in `audit_log` (who, when, the fields before and after,
 * the key) by the audit trigger, in the same transaction (server/db/audit.ts).
 */
export async function sendWrite(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  businessId: string,
  work: (q: Queryable) => Promise<Outcome>,
): Promise<FastifyReply> {
  const key = idempotencyKey(req);
  const hash = requestHash(req.method, req.url.split('?')[0] ?? req.url, req.body);
  const path = req.url.split('?')[0] ?? req.url;
  const audit: AuditContext = { actorId: req.caller?.userId ?? null, email: req.caller?.email ?? null, key, method: req.method, path };
  const out = await idempotentWrite(db, { businessId, key, hash }, async (q) => {
    await setAuditContext(q, audit);
    return work(q);
  });
  if (out.replayed) reply.header('Idempotent-Replayed', 'true');
  reply.code(out.status);
  if (out.status === 204 || out.body === null || out.body === undefined) return reply.send();
  if (out.status >= 400) reply.type(PROBLEM_TYPE);
  return reply.send(out.body);
}
