import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '@server/http/route-table';
import { backends } from './helpers/backends';
import { FX, USERS } from './helpers/fixture';
import { breakInput, breakage, checksum, garbageValue, sampleOf, type Json } from './helpers/garbage';
import { startHarness, type Harness } from './helpers/harness';
import { fillUrl } from './helpers/route-callers';
import { idToken } from './helpers/tokens';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Runs per route and part; `GARBAGE_RUNS` raises them for a long run. */
const RUNS = Number(process.env.GARBAGE_RUNS ?? 12);
const HANG_MS = 10_000;
/** A failure's seed and shrunk input, cut short (some inputs are 300 KB). */
function shortReport<T>(out: fc.RunDetails<T>): void {
  if (!out.failed) return;
  const input = JSON.stringify(out.counterexample)?.slice(0, 500);
  throw new Error(`seed ${out.seed}, path ${out.counterexamplePath ?? ''}, shrunk input ${input}: ${String(out.errorInstance).slice(0, 1500)}`);
}
const TEN_MB = `"${'x'.repeat(10 * 1024 * 1024)}"`;

/**
 * Garbage in, for every route of the live route table: inputs made from the route's declared
 * schemas, then broken (wrong types, missing fields, huge strings, deep nesting, unicode, numbers
 * out of range, extra keys) or not JSON at all, not JSON typed, 10 MB. Every answer is a 4xx
 * problem+json naming a field, none a 5xx, none hangs, and no table changes.
 */
describe.each(backends())('garbage in, on every route, on $name', (backend) => {
  let h: Harness;
  let token: string;
  let cases = 0;
  let skipped = 0;

  beforeAll(async () => {
    h = await startHarness(backend);
    token = await idToken('ownerA');
  }, 180_000);
  afterAll(async () => {
    console.info(`[route-garbage ${backend.name}] ${h.app.routeTable.length} routes, ${cases} broken requests (${skipped} generated inputs were still valid and skipped)`);
    await h.stop();
  });

  const values = { businessId: FX.bizA, userId: USERS.ownerA.id };

  async function send(r: RouteEntry, o: { url?: string; query?: Record<string, string>; payload?: string; contentType?: string }): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = {};
    if (r.access !== 'public') headers.authorization = `Bearer ${token}`;
    if (r.method !== 'GET') headers['idempotency-key'] = crypto.randomUUID();
    if (o.payload !== undefined) headers['content-type'] = o.contentType ?? 'application/json';
    const request = h.app.inject({
      method: r.method as Method,
      url: o.url ?? fillUrl(r.url, values),
      headers,
      ...(o.query === undefined ? {} : { query: o.query }),
      ...(o.payload === undefined ? {} : { payload: o.payload }),
    });
    let timer: NodeJS.Timeout | undefined;
    const hang = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${r.method} ${r.url} hung for ${HANG_MS} ms`)), HANG_MS);
    });
    try {
      return await Promise.race([request, hang]);
    } finally {
      clearTimeout(timer);
      cases += 1;
    }
  }

  function expectProblem(res: LightMyRequestResponse, what: string): void {
    expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
    expect(res.headers['content-type'], what).toMatch(/^application\/problem\+json/);
    const errors = (JSON.parse(res.body) as { errors?: Record<string, unknown> }).errors ?? {};
    expect(Object.keys(errors).length, `${what} names no field: ${res.body.slice(0, 300)}`).toBeGreaterThan(0);
    expect(Object.values(errors).every((v) => typeof v === 'string'), what).toBe(true);
  }

  /** JSON as the server will read it (undefined dropped, NaN as null). */
  const roundTrip = (v: Json): unknown => JSON.parse(JSON.stringify(v)) as unknown;

  async function breakBody(r: RouteEntry): Promise<void> {
    const schema = r.schemas.body;
    if (schema === undefined || r.method === 'GET') return;
    const base = sampleOf(schema);
    await fc.assert(
      fc.asyncProperty(breakage, async (b) => {
        const broken = breakInput(base, b);
        if (broken !== undefined && schema.safeParse(roundTrip(broken)).success) {
          skipped += 1;
          return;
        }
        const res = await send(r, broken === undefined ? {} : { payload: JSON.stringify(broken) });
        expectProblem(res, `${r.method} ${r.url} body ${JSON.stringify(broken)?.slice(0, 200)}`);
      }),
      { numRuns: RUNS, reporter: shortReport },
    );
  }

  async function breakParams(r: RouteEntry): Promise<void> {
    const schema = r.schemas.params;
    const names = [...r.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? '');
    if (schema === undefined || names.length === 0) return;
    const bad = fc.oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }), fc.constantFrom('x'.repeat(150), '..', '%00', '0', '-1', 'null'));
    await fc.assert(
      fc.asyncProperty(fc.nat(), bad, async (i, value) => {
        const name = names[i % names.length] ?? '';
        const filled = Object.fromEntries(names.map((n) => [n, n === 'businessId' ? FX.bizA : n === 'userId' ? USERS.ownerA.id : crypto.randomUUID()]));
        if (schema.safeParse({ ...filled, [name]: value }).success) {
          skipped += 1;
          return;
        }
        const url = r.url.replace(/:([A-Za-z]+)/g, (_, n: string) => encodeURIComponent(n === name ? value : (filled[n] ?? '')));
        const body = r.method === 'GET' || r.schemas.body === undefined ? {} : { payload: JSON.stringify(sampleOf(r.schemas.body)) };
        expectProblem(await send(r, { url, ...body }), `${r.method} ${url.slice(0, 200)}`);
      }),
      { numRuns: RUNS, reporter: shortReport },
    );
  }

  async function breakQuery(r: RouteEntry): Promise<void> {
    const schema = r.schemas.query;
    if (schema === undefined) return;
    const base = Object.fromEntries(Object.entries(sampleOf(schema) as Record<string, Json>).map(([k, v]) => [k, String(v)]));
    const keys = Object.keys((schema as unknown as { shape?: Record<string, unknown> }).shape ?? base);
    await fc.assert(
      fc.asyncProperty(fc.nat(), garbageValue, async (i, value) => {
        const key = keys[i % Math.max(1, keys.length)] ?? 'extra';
        const text = typeof value === 'string' ? value.slice(0, 5000) : JSON.stringify(value).slice(0, 5000);
        const query = { ...base, [key]: text };
        if (schema.safeParse(query).success) {
          skipped += 1;
          return;
        }
        expectProblem(await send(r, { query }), `${r.method} ${r.url}?${key}=${text.slice(0, 100)}`);
      }),
      { numRuns: RUNS, reporter: shortReport },
    );
  }

  async function breakTransport(r: RouteEntry): Promise<void> {
    if (r.method === 'GET') return;
    const what = `${r.method} ${r.url}`;
    expectProblem(await send(r, { payload: '{"not": "closed"' }), `${what} invalid JSON`);
    expectProblem(await send(r, { payload: '' }), `${what} empty JSON`);
    expectProblem(await send(r, { payload: 'firstName=x', contentType: 'application/x-www-form-urlencoded' }), `${what} form body`);
    expectProblem(await send(r, { payload: 'just text', contentType: 'text/plain' }), `${what} text body`);
    expectProblem(await send(r, { payload: TEN_MB }), `${what} 10 MB body`);
  }

  it('answers every broken request with a 4xx problem naming a field, and changes nothing', async () => {
    for (const r of h.app.routeTable) {
      const before = await checksum(h.db);
      await breakTransport(r);
      await breakParams(r);
      await breakQuery(r);
      await breakBody(r);
      expect(await checksum(h.db), `${r.method} ${r.url} changed the database`).toEqual(before);
    }
  }, 240_000);
});
