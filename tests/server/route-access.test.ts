import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '@server/http/route-table';
import { backends } from './helpers/backends';
import { PROVIDER_ADMIN, addProviderAdmin, providerAdminToken } from './helpers/extra-users';
import { FX, USERS } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';
import { caseMember, expiredToken, fillUrl, forgedToken, requirementCases, requirementsOf } from './helpers/route-callers';
import { idToken } from './helpers/tokens';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Every route of the live route table (app.routeTable, filled as routes register), whatever
 * area added it: the access rule it declares is what the API enforces, on PGlite and on
 * PostgreSQL. A body of `{}` is enough: access is decided before the input is read.
 */
describe.each(backends())('every route’s access rule on $name', (backend) => {
  let h: Harness;
  let routes: readonly RouteEntry[];
  let cases = 0;

  beforeAll(async () => {
    h = await startHarness(backend);
    await addProviderAdmin(h.db);
    routes = h.app.routeTable;
  }, 180_000);
  afterAll(async () => {
    console.info(`[route-access ${backend.name}] ${routes.length} routes, ${cases} cases`);
    await h.stop();
  });

  async function status(r: RouteEntry, o: { token?: string; userId?: string; businessId?: string; override?: string }): Promise<number> {
    const url = fillUrl(r.url, { businessId: o.businessId ?? FX.bizA, ...(o.userId === undefined ? {} : { userId: o.userId }) });
    const headers: Record<string, string> = {};
    if (o.token !== undefined) headers.authorization = `Bearer ${o.token}`;
    if (o.override !== undefined) headers['x-business-override'] = o.override;
    const body = r.method === 'GET' || r.method === 'DELETE' ? undefined : '{}';
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (r.method !== 'GET') headers['idempotency-key'] = crypto.randomUUID();
    const res = await h.app.inject({ method: r.method as Method, url, headers, ...(body === undefined ? {} : { payload: body }) });
    cases += 1;
    return res.statusCode;
  }

  const label = (r: RouteEntry): string => `${r.method} ${r.url}`;

  it('lists the routes with their rules', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.some((r) => r.url.startsWith('/b/:businessId/') && typeof r.access !== 'string')).toBe(true);
  });

  it('answers 401 without a token, with a forged one and with an expired one (every route that needs one)', async () => {
    const real = await idToken('ownerA');
    const forged = forgedToken(real);
    const expired = await expiredToken(real);
    for (const r of routes) {
      if (r.access === 'public') {
        expect(await status(r, {}), `${label(r)} is public`).not.toBe(401);
        continue;
      }
      expect(await status(r, {}), `${label(r)} without a token`).toBe(401);
      expect(await status(r, { token: forged }), `${label(r)} with a forged token`).toBe(401);
      expect(await status(r, { token: expired }), `${label(r)} with an expired token`).toBe(401);
    }
  });

  it('answers 403 to a member of another business and to a provider admin without a valid override', async () => {
    const other = await idToken('ownerB');
    const admin = await providerAdminToken();
    // A valid override token, but for the admin's own business, not the path's.
    const issued = await h.app.inject({
      method: 'POST',
      url: `/b/${FX.bizA}/overrideTokens`,
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ businessId: FX.bizA, perspective: 'org-admin' }),
    });
    expect(issued.statusCode).toBe(201);
    const ownToken = (JSON.parse(issued.body) as { token: string }).token;
    for (const r of routes.filter((x) => x.url.startsWith('/b/:businessId') && x.access !== 'public')) {
      expect(await status(r, { token: other, userId: USERS.ownerB.id }), `${label(r)} by another business`).toBe(403);
      expect(await status(r, { token: admin, userId: PROVIDER_ADMIN.id, businessId: FX.bizB }), `${label(r)} by a provider admin, no override`).toBe(403);
      expect(
        await status(r, { token: admin, userId: PROVIDER_ADMIN.id, businessId: FX.bizB, override: ownToken }),
        `${label(r)} by a provider admin with another business's override`,
      ).toBe(403);
    }
  });

  it('answers 403 one level below each requirement a route names, and lets the minimum through', async () => {
    for (const r of routes) {
      const reqs = requirementsOf(r.access);
      if (r.access === 'member') {
        const m = await caseMember(h.db, requirementCases({ pos: true }, true).below);
        expect(await status(r, { token: m.token, userId: m.id }), `${label(r)} by a member with no permissions`).not.toBe(403);
      }
      for (const req of reqs) {
        const c = requirementCases(req, reqs.length === 1);
        const below = await caseMember(h.db, c.below);
        const min = await caseMember(h.db, c.min);
        expect(await status(r, { token: below.token, userId: below.id }), `${label(r)} just below ${c.label}`).toBe(403);
        expect(await status(r, { token: min.token, userId: min.id }), `${label(r)} at ${c.label}`).not.toBe(403);
      }
    }
  });
});
