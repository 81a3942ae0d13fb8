import type { FastifyInstance } from 'fastify';
import { auditQuerySchema, type AuditEntry, type AuditPage } from '@/lib/schemas/audit-log';
import { z } from 'zod';
import type { Db } from '@server/db/types';
import { addRoute } from '@server/http/route';
import { iso, num, str, strOrNull } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';
import { ORG_ADMIN } from '@server/routes/checkout-access';

const bizParams = z.object({ businessId: z.uuid('validation.invalidId') });

/** Entries per page: the screen loads more by passing the last id as `before`. */
const PAGE = 50;

function toEntry(r: DbRow): AuditEntry {
  return {
    id: num(r.id),
    at: iso(r.at),
    actorId: strOrNull(r.actor_id),
    actorEmail: strOrNull(r.actor_email),
    method: strOrNull(r.method),
    path: strOrNull(r.path),
    entity: str(r.entity),
    entityId: str(r.entity_id),
    op: str(r.op) as AuditEntry['op'],
    changes: r.changes as AuditEntry['changes'],
  };
}

/**
 * The audit log (issue 20, spec §6: org admins only): who changed what and when, newest first,
 * filtered by person, area (table) and day range, paged by id.
 */
export function registerAuditLogRoute(app: FastifyInstance, db: Db): void {
  const route = { method: 'GET', url: '/b/:businessId/auditLog', access: ORG_ADMIN, writes: false, params: bizParams, query: auditQuerySchema } as const;
  addRoute(app, route, async ({ params, query }): Promise<AuditPage> => {
    const where = ['business_id = $1'];
    const args: unknown[] = [params.businessId];
    const add = (sql: string, value: unknown) => {
      args.push(value);
      where.push(sql.replace('?', `$${args.length}`));
    };
    if (query.actorId !== undefined) add('actor_id = ?', query.actorId);
    if (query.entity !== undefined) add('entity = ?', query.entity);
    if (query.from !== undefined) add('at >= ?::timestamptz', query.from);
    if (query.to !== undefined) add('at < ?::timestamptz', query.to);
    if (query.before !== undefined) add('id < ?', query.before);
    const rows = await db.query<DbRow>(`SELECT * FROM audit_log WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT ${PAGE + 1}`, args);
    const items = rows.slice(0, PAGE).map(toEntry);
    return { items, nextBefore: rows.length > PAGE ? (items[items.length - 1]?.id ?? null) : null };
  });
}
