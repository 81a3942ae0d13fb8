import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { problem, sendProblem } from '@server/http/problem';
import { addRoute } from '@server/http/route';
import { BATCH_ENTRY_HEADER, BATCH_ENTRY_TOKEN } from '@server/routes/batch';

/**
 * Fault injection for the sync-engine tests. Registered only when the stack is started with
 * faults on (env BOOKIT_FAULTS=1); never in a normal run. The random faults apply to writes under
 * /b/ only. `expireTokensIssuedBefore` (epoch seconds) answers 401 to every authenticated request
 * whose identity token was issued before that second, as the server does with an expired token,
 * so tests can prove the app refreshes its token and delivers.
 */
const faultKinds = ['drop-after-commit', '500', 'reset', 'delay'] as const;
type FaultKind = (typeof faultKinds)[number];

const faultsSchema = z.object({
  rate: z.number().min(0).max(1),
  kinds: z.array(z.enum(faultKinds)).default([]),
  delayMs: z.number().int().min(0).max(60_000).default(0),
  expireTokensIssuedBefore: z.number().int().min(0).nullable().default(null),
});
type Faults = z.output<typeof faultsSchema>;

const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

function pick(f: Faults): FaultKind | null {
  if (f.kinds.length === 0 || f.rate <= 0 || Math.random() >= f.rate) return null;
  return f.kinds[Math.floor(Math.random() * f.kinds.length)] ?? null;
}

/** Writes under /b/; a batch's entries are not (the batch request itself is). */
function isFaultable(req: FastifyRequest): boolean {
  return WRITE_METHODS.has(req.method) && req.url.startsWith('/b/') && req.headers[BATCH_ENTRY_HEADER] !== BATCH_ENTRY_TOKEN;
}

/** The `iat` claim of a bearer token, read without verifying (the auth hook verifies later). */
export function tokenIssuedAt(authorization: string | undefined): number | null {
  const token = typeof authorization === 'string' ? /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] : undefined;
  const payload = token?.split('.')[1];
  if (payload === undefined) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iat?: unknown };
    return typeof claims.iat === 'number' ? claims.iat : null;
  } catch (error) {
    if (error instanceof SyntaxError) return null; // not a JWT: the auth hook answers 401 itself
    throw error;
  }
}

export function registerFaults(app: FastifyInstance): void {
  let faults: Faults = { rate: 0, kinds: [], delayMs: 0, expireTokensIssuedBefore: null };
  const dropped = new WeakSet<FastifyRequest>();

  addRoute(app, { method: 'POST', url: '/__faults', access: 'public', writes: false, body: faultsSchema }, async ({ reply, body }) => {
    faults = body;
    return reply.send(faults);
  });

  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const cutoff = faults.expireTokensIssuedBefore;
    if (cutoff !== null && req.method !== 'OPTIONS') {
      const issuedAt = tokenIssuedAt(req.headers.authorization);
      if (issuedAt !== null && issuedAt < cutoff) return sendProblem(reply, problem(401, 'The token has expired.'));
    }
    if (!isFaultable(req)) return;
    const kind = pick(faults);
    if (kind === null) return;
    req.log.info({ fault: kind }, 'injecting fault');
    if (kind === 'delay') await new Promise((r) => setTimeout(r, faults.delayMs));
    else if (kind === '500') return sendProblem(reply, problem(500, 'Injected fault.'));
    else if (kind === 'reset') {
      reply.hijack();
      req.raw.socket.destroy();
      return reply;
    } else dropped.add(req);
    return undefined;
  });

  // After the handler committed: destroy the socket instead of answering.
  app.addHook('onSend', async (req, reply, payload) => {
    if (dropped.has(req) && reply.statusCode < 500) {
      req.log.info({ fault: 'drop-after-commit' }, 'dropping the answer after commit');
      req.raw.socket.destroy();
    }
    return payload;
  });
}
