import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseOr400, problem, sendProblem } from '@server/http/problem';

/**
 * Fault injection for the sync-engine tests. Registered only when the stack is started with
 * faults on (env BOOKIT_FAULTS=1); never in a normal run. Applies to write methods only.
 */
const faultKinds = ['drop-after-commit', '500', 'reset', 'delay'] as const;
type FaultKind = (typeof faultKinds)[number];

const faultsSchema = z.object({
  rate: z.number().min(0).max(1),
  kinds: z.array(z.enum(faultKinds)).default([]),
  delayMs: z.number().int().min(0).max(60_000).default(0),
});
type Faults = z.output<typeof faultsSchema>;

const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

function pick(f: Faults): FaultKind | null {
  if (f.kinds.length === 0 || f.rate <= 0 || Math.random() >= f.rate) return null;
  return f.kinds[Math.floor(Math.random() * f.kinds.length)] ?? null;
}

function isFaultable(req: FastifyRequest): boolean {
  return WRITE_METHODS.has(req.method) && req.url.startsWith('/b/');
}

export function registerFaults(app: FastifyInstance): void {
  let faults: Faults = { rate: 0, kinds: [], delayMs: 0 };
  const dropped = new WeakSet<FastifyRequest>();

  app.post('/__faults', async (req, reply) => {
    faults = parseOr400(faultsSchema, req.body);
    return reply.send(faults);
  });

  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
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
