import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { addRoute } from '@server/http/route';
import { guardRouteTable } from '@server/http/route-table';

describe('the route table guard', () => {
  it('refuses, at registration, a route registered without an access rule', async () => {
    const app = Fastify();
    guardRouteTable(app);
    expect(() => app.get('/b/:businessId/unguarded', async () => ({ ok: true }))).toThrow(/declares no access rule/);
    await app.close();
  });

  it('refuses a raw route outside /b/ too, and lists the declared ones', async () => {
    const app = Fastify();
    guardRouteTable(app);
    addRoute(app, { method: 'GET', url: '/b/:businessId/things', access: { anyOf: [{ area: 'customers', level: 1 }] }, writes: false }, async () => []);
    expect(app.routeTable.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /b/:businessId/things']);
    expect(() => app.post('/anything', async () => ({}))).toThrow(/declares no access rule/);
    await app.close();
  });
});
