import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { BatchResponse, BatchResult } from '@/lib/api-types';
import type { Db } from '@server/db/types';
import { runBatch, runEntry } from '@server/http/batch-scope';
import { fail, problem } from '@server/http/problem';
import { addRoute } from '@server/http/route';

/** Most entries one batch takes; a device sends up to 100 (workers/sync/push.ts). */
export const BATCH_MAX_ENTRIES = 200;

/**
 * Marks the requests a batch makes to the API itself: the fault injection of the tests applies
 * to the batch as a whole, not to its entries. A random value per process, so no client can
 * send it.
 */
export const BATCH_ENTRY_HEADER = 'x-bookit-batch-entry';
export const BATCH_ENTRY_TOKEN = randomUUID();

const params = z.object({ businessId: z.uuid('validation.invalidId') });

const entrySchema = z.object({
  method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE']),
  path: z.string().min(1).max(500),
  body: z.json().nullable().default(null),
  idempotencyKey: z.uuid('validation.idempotencyKeyRequired'),
  /** The Idempotency-Key of an earlier entry this one needs (an edit of a row that entry creates). */
  dependsOn: z.uuid('validation.invalidId').optional(),
});

const batchSchema = z.object({
  entries: z.array(entrySchema).min(1, 'validation.required').max(BATCH_MAX_ENTRIES, 'validation.tooMany'),
});

/** Headers an entry's own request does not inherit from the batch. */
const NOT_INHERITED = new Set(['content-length', 'content-type', 'idempotency-key', 'transfer-encoding', 'connection', 'host']);

/** Whether the device must not send anything after an entry answered so: it tries again later. */
function mustRetry(status: number): boolean {
  return status >= 500 || status === 401 || status === 408 || status === 429;
}

/**
 * POST /b/{businessId}/batch: many outbox entries in one request, for a device flushing a long
 * queue. Each entry is run in order as its own request through this API (same routes, checks and
 * Idempotency-Key, so a replay answers the first answer whichever way it first came) and is
 * answered on its own: `results[i]` for `entries[i]`. An entry whose `dependsOn` names an entry
 * of this batch that was refused or held is not run and answers 424, so it stays held on the
 * device, as when sent alone. The batch stops at the first entry the device must retry (5xx,
 * 401, 408, 429): the entries after it get no result and are sent again later, in order.
 *
 * The batch runs in one transaction (batch-scope.ts), each entry under its own savepoint, and is
 * authenticated once: its entries act as the batch's caller. It commits before it answers, so
 * an answer lost after the commit is replayed entry by entry, and a failure before it applies
 * nothing.
 */
export function registerBatchRoute(app: FastifyInstance, db: Db): void {
  // Any member may send a batch: each entry passes its own route's rule as the batch's caller.
  const route = { method: 'POST', url: '/b/:businessId/batch', access: 'member', writes: true, params, body: batchSchema } as const;
  addRoute(app, route, async ({ req, params: { businessId }, body: { entries }, caller }): Promise<BatchResponse> => {
    const prefix = `/b/${businessId.toLowerCase()}/`;
    // The spec's own paths for a business's writes (§7: the business itself, team, branches, assets) live under /business/.
    const specPrefix = `/business/${businessId.toLowerCase()}/`;
    entries.forEach((entry, i) => {
      const path = entry.path.toLowerCase();
      const ofBusiness = path.startsWith(prefix) || path.startsWith(specPrefix) || path === specPrefix.slice(0, -1);
      if (!ofBusiness || path.startsWith(`${prefix}batch`) || path.includes('..')) {
        fail(400, 'Every entry must be a write of this business.', { [`entries.${i}.path`]: 'validation.invalidPath' });
      }
    });

    const headers = inheritedHeaders(req);
    const notApplied = new Set<string>();
    const results: BatchResult[] = [];
    const keys = entries.map((e) => e.idempotencyKey);
    await runBatch(db, { businessId, caller: caller(), keys }, async () => {
      for (const [i, entry] of entries.entries()) {
        if (entry.dependsOn !== undefined && notApplied.has(entry.dependsOn.toLowerCase())) {
          notApplied.add(entry.idempotencyKey.toLowerCase());
          results.push({ status: 424, body: problem(424, 'Not applied: an entry it depends on was refused.'), replayed: false });
          continue;
        }
        const res = await runEntry(
          i,
          () =>
            app.inject({
              method: entry.method,
              url: entry.path,
              headers: {
                ...headers,
                'idempotency-key': entry.idempotencyKey,
                [BATCH_ENTRY_HEADER]: BATCH_ENTRY_TOKEN,
                ...(entry.body === null ? {} : { 'content-type': 'application/json' }),
              },
              ...(entry.body === null ? {} : { payload: JSON.stringify(entry.body) }),
            }),
          (r) => r.statusCode >= 500,
        );
        results.push({ status: res.statusCode, body: parseBody(res.body), replayed: res.headers['idempotent-replayed'] === 'true' });
        if (res.statusCode >= 400) notApplied.add(entry.idempotencyKey.toLowerCase());
        if (mustRetry(res.statusCode)) break;
      }
    });
    return { results };
  });
}

/** The API answers JSON (or nothing); anything else is passed on as text, as a proxy would. */
function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    if (error instanceof SyntaxError) return text;
    throw error;
  }
}

function inheritedHeaders(req: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (NOT_INHERITED.has(name) || name === BATCH_ENTRY_HEADER) continue;
    if (typeof value === 'string') out[name] = value;
    else if (Array.isArray(value)) out[name] = value.join(', ');
  }
  return out;
}
