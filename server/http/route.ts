import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import type { MemberRow, PermissionLevel } from '@/lib/api-types';
import { can, canSeeCommissionValues, isOrgAdmin, type LevelArea } from '@server/http/access';
import type { Caller, Claims } from '@server/http/auth';
import { callerOf, claimsOf } from '@server/http/caller';
import { fail } from '@server/http/problem';
import { parseInput } from '@server/routes/parse';

/**
 * One thing a caller may hold that lets them use a route (spec §6). `area`/`level`: the
 * permission area at that level or above; the others are the spec's named roles and flags.
 */
export type Requirement =
  | { area: LevelArea; level: PermissionLevel }
  | { pos: true }
  | { orgAdmin: true }
  | { branchAdmin: true }
  | { viewCommissionValues: true }
  | { providerAdmin: true };

/**
 * Who may call a route, declared with it (never only inside the handler):
 * - 'public': no token needed (the route rate-limits itself where it must);
 * - 'self': a verified token, of any business or none, no member row needed (calls made before
 *   membership: /initial, joining, help); the handler reads it with `claims()`;
 * - 'member': any member of the path's business;
 * - { anyOf }: a member holding at least one of the requirements. Finer rules (own records only)
 *   stay in the handler, on top of this.
 */
export type RouteAccess = 'public' | 'self' | 'member' | { anyOf: readonly Requirement[] };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's access rule (route.ts); required for every route under /b/:businessId. */
    access?: RouteAccess;
    /** The route's input schemas: validated after the access check, listed for generic tests. */
    schemas?: RouteSchemas;
    /** Whether the route changes data (runs under an Idempotency-Key, recorded in the audit log). */
    writes?: boolean;
  }
}

/** Spec §6: branch admin = org admin, or members level ≥ 2 (as src/lib/access.ts). */
function isBranchAdmin(m: MemberRow): boolean {
  return isOrgAdmin(m) || can(m, 'members', 2);
}

function holds(m: MemberRow, r: Requirement): boolean {
  if ('area' in r) return can(m, r.area, r.level);
  if ('pos' in r) return isOrgAdmin(m) || Object.keys(m.permissions).length === 0 || m.permissions.pos === true;
  if ('orgAdmin' in r) return isOrgAdmin(m);
  if ('branchAdmin' in r) return isBranchAdmin(m);
  if ('providerAdmin' in r) return m.internalRole !== null;
  return canSeeCommissionValues(m);
}

function describe(r: Requirement): string {
  if ('area' in r) return `${r.area} at level ${r.level}`;
  return Object.keys(r)[0] ?? 'a permission';
}

/** Throws 403 unless the caller meets the route's access rule. Used by the API's preHandler. */
export function enforceAccess(req: FastifyRequest, access: RouteAccess): void {
  if (access === 'public' || access === 'self' || access === 'member') return;
  const caller = callerOf(req);
  if (access.anyOf.some((r) => holds(caller.member, r))) return;
  const first = access.anyOf[0];
  const area = first === undefined ? '_' : 'area' in first ? first.area : 'providerAdmin' in first ? 'internalRole' : describe(first);
  fail(403, `This needs ${access.anyOf.map(describe).join(' or ')}.`, { [area]: 'permissions.insufficient' });
}

/** Validates the declared schemas (400 with field-level keys); run after authentication. */
export function enforceSchemas(req: FastifyRequest, schemas: RouteSchemas): void {
  if (schemas.params !== undefined) parseInput(schemas.params, req.params, 'path');
  if (schemas.query !== undefined) parseInput(schemas.query, req.query, 'query');
  if (schemas.body !== undefined) parseInput(schemas.body, req.body, 'body');
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteContext<P, Q, B> {
  req: FastifyRequest;
  reply: FastifyReply;
  params: P;
  query: Q;
  body: B;
  /** The authenticated member; throws 401 on 'public' and 'self' routes (there is none). */
  caller: () => Caller;
  /** The verified token of a 'self' route; throws 401 elsewhere. */
  claims: () => Claims;
}

export interface RouteSpec<P extends z.ZodType | undefined, Q extends z.ZodType | undefined, B extends z.ZodType | undefined> {
  method: HttpMethod;
  url: string;
  access: RouteAccess;
  writes: boolean;
  params?: P;
  query?: Q;
  body?: B;
  bodyLimit?: number;
  /** Hooks that run before the body is read (rate and size limits of public routes). */
  onRequest?: readonly onRequestHookHandler[];
}

/**
 * Registers a route with its access rule, schemas and write flag as data, and hands the handler
 * its parsed input. Every new route goes through here, so the guard cannot be forgotten and one
 * test can enumerate every route's rule (tests/server/routes-*.test.ts).
 */
export function addRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(
  app: FastifyInstance,
  spec: RouteSpec<P, Q, B>,
  handler: (ctx: RouteContext<Out<P>, Out<Q>, Out<B>>) => Promise<unknown>,
): void {
  const schemas: RouteSchemas = {};
  if (spec.params !== undefined) schemas.params = spec.params;
  if (spec.query !== undefined) schemas.query = spec.query;
  if (spec.body !== undefined) schemas.body = spec.body;
  app.route({
    method: spec.method,
    url: spec.url,
    ...(spec.bodyLimit !== undefined ? { bodyLimit: spec.bodyLimit } : {}),
    ...(spec.onRequest !== undefined ? { onRequest: [...spec.onRequest] } : {}),
    config: { access: spec.access, schemas, writes: spec.writes },
    handler: async (req, reply) => {
      // A route without a schema for a part gets undefined for it (Out<undefined>).
      const parse = (schema: z.ZodType | undefined, input: unknown, what: string): unknown =>
        schema === undefined ? undefined : parseInput(schema, input, what);
      return handler({
        req,
        reply,
        params: parse(spec.params, req.params, 'path') as Out<P>,
        query: parse(spec.query, req.query, 'query') as Out<Q>,
        body: parse(spec.body, req.body, 'body') as Out<B>,
        caller: () => callerOf(req),
        claims: () => claimsOf(req),
      });
    },
  });
}
