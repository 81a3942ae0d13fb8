import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './helpers/backends';
import { FX, USERS } from './helpers/fixture';
import { checksum, sampleOf, type Json } from './helpers/garbage';
import { startHarness, type Harness } from './helpers/harness';
import { fillUrl } from './helpers/route-callers';
import { idToken } from './helpers/tokens';
import { nulCharacterPath } from '@server/routes/parse';

type Method = 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Every string leaf of a sample, by path. */
function stringPaths(value: Json, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...path, String(i)]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  return [];
}

function withNul(value: Json, path: readonly string[]): Json {
  const [head, ...rest] = path;
  if (head === undefined) return `${String(value)}\u0000`;
  if (Array.isArray(value)) return value.map((v, i) => (String(i) === head ? withNul(v, rest) : v));
  if (value !== null && typeof value === 'object') return { ...value, [head]: withNul(value[head] ?? null, rest) };
  return value;
}

describe('a NUL character is found wherever it hides', () => {
  it('names the field of a string or key holding one', () => {
    expect(nulCharacterPath({ a: [{ b: 'ok' }, { c: 'x\u0000y' }] })).toBe('a.1.c');
    expect(nulCharacterPath({ 'k\u0000': 1 })).toBe('k');
    expect(nulCharacterPath('\u0000')).toBe('_');
    expect(nulCharacterPath({ a: ['\u202e', '<img src=x onerror=alert(1)>', 1, null] })).toBeNull();
  });
});

/**
 * PostgreSQL stores no U+0000 in text or jsonb, and a schema's free-text field accepts one: a name
 * typed (or pasted) with a NUL failed the write with a 500. For every write route of the live
 * table, each free-text field of a valid body with a NUL added is refused with a 400 naming that
 * field, and nothing changes.
 */
describe.each(backends())('NUL characters in free text, on every write route, on $name', (backend) => {
  let h: Harness;
  let token: string;
  let cases = 0;

  beforeAll(async () => {
    h = await startHarness(backend);
    token = await idToken('ownerA');
  }, 180_000);
  afterAll(async () => {
    console.info(`[route-nul ${backend.name}] ${cases} free-text fields with a NUL`);
    await h.stop();
  });

  it('answers 400 naming the field, never a 5xx, and changes nothing', async () => {
    const before = await checksum(h.db);
    for (const r of h.app.routeTable) {
      const schema = r.schemas.body;
      if (schema === undefined || r.method === 'GET') continue;
      const base = sampleOf(schema);
      for (const path of stringPaths(base)) {
        const body = withNul(base, path);
        if (!schema.safeParse(body).success) continue; // not free text (an id, an email, an enum)
        const res = await h.app.inject({
          method: r.method as Method,
          url: fillUrl(r.url, { businessId: FX.bizA, userId: USERS.ownerA.id }),
          headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID(), ...(r.access === 'public' ? {} : { authorization: `Bearer ${token}` }) },
          payload: JSON.stringify(body),
        });
        const what = `${r.method} ${r.url} ${path.join('.')}: ${res.body.slice(0, 300)}`;
        // The access rule is checked before the input (route-access.test.ts): a route the owner
        // may not call answers 403 whatever the body.
        if (res.statusCode === 403) continue;
        expect(res.statusCode, what).toBe(400);
        expect((JSON.parse(res.body) as { errors?: Record<string, string> }).errors, what).toEqual({ [path.length > 0 ? path.join('.') : '_']: 'validation.invalid' });
        cases += 1;
      }
    }
    expect(cases).toBeGreaterThan(10);
    expect(await checksum(h.db)).toEqual(before);
  }, 240_000);
});
