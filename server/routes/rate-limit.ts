import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Problem } from '@/lib/api-types';
import { PROBLEM_TYPE } from '@server/http/problem';

/**
 * A fixed-window counter per client IP, in memory (one API instance; a fleet behind a load
 * balancer would put this in the balancer or a shared store). Old windows are swept lazily.
 */
export class RateLimiter {
  private readonly hits = new Map<string, { windowStart: number; count: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit; answers the seconds to wait when over the limit, else 0. */
  hit(key: string): number {
    const t = this.now();
    if (this.hits.size > 10_000) this.sweep(t);
    const cur = this.hits.get(key);
    if (cur === undefined || t - cur.windowStart >= this.windowMs) {
      this.hits.set(key, { windowStart: t, count: 1 });
      return 0;
    }
    cur.count += 1;
    if (cur.count <= this.max) return 0;
    return Math.max(1, Math.ceil((cur.windowStart + this.windowMs - t) / 1000));
  }

  private sweep(t: number): void {
    for (const [k, v] of this.hits) if (t - v.windowStart >= this.windowMs) this.hits.delete(k);
  }
}

/** An onRequest hook: 429 problem with Retry-After once the caller's IP is over the limit. */
export function limitByIp(limiter: RateLimiter) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const wait = limiter.hit(req.ip);
    if (wait === 0) return undefined;
    const p: Problem = {
      status: 429,
      title: 'Too Many Requests',
      detail: `Too many requests from this address; try again in ${wait} s.`,
      errors: { _: 'errors.rateLimited' },
    };
    return reply.code(429).header('Retry-After', String(wait)).type(PROBLEM_TYPE).send(p);
  };
}

/** An onRequest hook: 413 problem when Content-Length announces more than `maxBytes`. */
export function limitBodySize(maxBytes: number) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const len = Number(req.headers['content-length'] ?? '0');
    if (!(len > maxBytes)) return undefined;
    const p: Problem = {
      status: 413,
      title: 'Payload Too Large',
      detail: `The body may hold at most ${maxBytes} bytes.`,
      errors: { body: 'validation.bodyTooLarge' },
    };
    return reply.code(413).type(PROBLEM_TYPE).send(p);
  };
}
