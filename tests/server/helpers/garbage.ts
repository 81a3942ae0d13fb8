import fc from 'fast-check';
import { z } from 'zod';
import type { Db } from '@server/db/types';

/** The subset of JSON Schema that z.toJSONSchema writes for our schemas. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
}

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

function stringSample(s: JsonSchema): string {
  switch (s.format) {
    case 'uuid':
      return crypto.randomUUID();
    case 'email':
      return 'garbage.test@example.com';
    case 'date-time':
      return new Date().toISOString();
    case 'date':
      return '2026-01-01';
    default:
      return 'x'.repeat(Math.max(1, s.minLength ?? 1));
  }
}

function sample(s: JsonSchema): Json {
  if ('const' in s) return s.const as Json;
  if (s.enum !== undefined) return (s.enum[0] ?? null) as Json;
  const alternatives = s.anyOf ?? s.oneOf ?? s.allOf;
  if (alternatives !== undefined) return sample(alternatives.find((a) => a.type !== 'null') ?? alternatives[0] ?? {});
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object':
      return Object.fromEntries((s.required ?? []).map((k) => [k, sample(s.properties?.[k] ?? {})]));
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items ?? {}));
    case 'string':
      return stringSample(s);
    case 'number':
    case 'integer':
      return s.minimum ?? (s.exclusiveMinimum === undefined ? 1 : s.exclusiveMinimum + 1);
    case 'boolean':
      return false;
    default:
      return null;
  }
}

/** A plausible valid input of a schema: the starting point the breakages are applied to. */
export function sampleOf(schema: z.ZodType): Json {
  return sample(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
}

function nested(depth: number): Json {
  let v: Json = 'bottom';
  for (let i = 0; i < depth; i++) v = i % 2 === 0 ? [v] : { deeper: v };
  return v;
}

/** Values that break a field: wrong types, huge and odd strings, numbers out of range, depth. */
export const garbageValue: fc.Arbitrary<Json> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -1, 0, 2 ** 31, 0.5),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', '😀'.repeat(5000), 'x'.repeat(300_000), '<script>alert(1)</script>', "'; DROP TABLE customers; --"),
  fc.constant(nested(3_000)),
  fc.array(fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }) as fc.Arbitrary<Json>, { maxKeys: 3 }),
);

export interface Breakage {
  op: 'replace' | 'delete' | 'extra';
  at: number;
  key: string;
  value: Json;
}

export const breakage: fc.Arbitrary<Breakage> = fc.record({
  op: fc.constantFrom('replace', 'delete', 'extra'),
  at: fc.nat(),
  key: fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'extra')),
  value: garbageValue,
});

type Path = (string | number)[];

function paths(v: Json, at: Path = []): Path[] {
  const out: Path[] = [at];
  if (Array.isArray(v)) v.forEach((x, i) => out.push(...paths(x, [...at, i])));
  else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) out.push(...paths(x, [...at, k]));
  return out;
}

/** The sample with one breakage applied (undefined: no body at all). */
export function breakInput(base: Json, b: Breakage): Json | undefined {
  const all = paths(base);
  const path = all[b.at % all.length] ?? [];
  if (path.length === 0) return b.op === 'delete' ? undefined : b.op === 'replace' ? b.value : withKey(base, b);
  const copy = structuredClone(base);
  const parentPath = path.slice(0, -1);
  const last = path[path.length - 1] as string | number;
  let parent: Json = copy;
  for (const p of parentPath) parent = (parent as Record<string | number, Json>)[p] as Json;
  const holder = parent as Record<string | number, Json>;
  if (b.op === 'delete') {
    if (Array.isArray(holder)) holder.splice(Number(last), 1);
    else delete holder[last];
  } else if (b.op === 'replace') holder[last] = b.value;
  else holder[last] = withKey(holder[last] as Json, b);
  return copy;
}

function withKey(v: Json, b: Breakage): Json {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return b.value;
  const out: Record<string, Json> = { ...v };
  Object.defineProperty(out, b.key, { value: b.value, enumerable: true, configurable: true, writable: true });
  return out;
}

/** Every table's row count and a checksum of its rows, to prove a request changed nothing. */
export async function checksum(db: Db): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE' ORDER BY 1`,
    [db.schema],
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const rows = await db.query<{ n: string; h: string | null }>(
      `SELECT count(*)::text AS n, md5(string_agg(md5(t::text), '' ORDER BY md5(t::text))) AS h FROM "${db.schema}"."${name}" t`,
    );
    out[name] = `${rows[0]?.n ?? '?'}:${rows[0]?.h ?? ''}`;
  }
  return out;
}
