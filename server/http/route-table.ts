import type { FastifyInstance, RouteOptions } from 'fastify';
import type { RouteAccess, RouteSchemas } from '@server/http/route';

/** One registered route as the generic suites see it (tests/server/routes-*.test.ts). */
export interface RouteEntry {
  method: string;
  url: string;
  access: RouteAccess;
  schemas: RouteSchemas;
  writes: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on this API, with its declared rule: the live route table. */
    routeTable: readonly RouteEntry[];
  }
}

/** Methods Fastify and its plugins add on their own (HEAD of a GET, CORS preflight). */
const DERIVED = new Set(['HEAD', 'OPTIONS']);

function methodsOf(r: RouteOptions): string[] {
  return (Array.isArray(r.method) ? r.method : [r.method]).map((m) => String(m).toUpperCase());
}

/**
 * Makes registering a route without a declared access rule fail at start: every route goes
 * through addRoute (route.ts), which declares it. Install before any route is registered; the
 * routes registered after it are listed in `app.routeTable`.
 */
export function guardRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (r) => {
    const methods = methodsOf(r).filter((m) => !DERIVED.has(m));
    if (methods.length === 0) return;
    const access = r.config?.access;
    if (access === undefined) {
      throw new Error(`Route ${methods.join(',')} ${r.url} declares no access rule: register it with addRoute (server/http/route.ts).`);
    }
    for (const method of methods) {
      table.push({ method, url: r.url, access, schemas: r.config?.schemas ?? {}, writes: r.config?.writes === true });
    }
  });
}
