import type { RowMeta } from '@/lib/api-types';

/** Driver-neutral conversions: pg and PGlite disagree on bigint and timestamp types. */
export function iso(v: unknown): string {
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'string') return new Date(v).toISOString();
  throw new Error(`Expected a timestamp, got ${typeof v}`);
}

export function num(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint' || typeof v === 'string') return Number(v);
  throw new Error(`Expected a number, got ${typeof v}`);
}

export function str(v: unknown): string {
  if (typeof v === 'string') return v;
  throw new Error(`Expected a string, got ${typeof v}`);
}

export function isoOrNull(v: unknown): string | null {
  return v === null || v === undefined ? null : iso(v);
}

export function strOrNull(v: unknown): string | null {
  return v === null || v === undefined ? null : str(v);
}

/** jsonb comes back parsed from both drivers; a string means someone stored JSON text. */
export function json<T>(v: unknown): T {
  return (typeof v === 'string' ? JSON.parse(v) : v) as T;
}

/** The four columns every replicated row carries (spec's RowMeta), read driver-neutrally. */
export function rowMetaOf(r: Record<string, unknown>): RowMeta {
  return { id: str(r.id), businessId: str(r.business_id), updatedAt: iso(r.updated_at), version: num(r.version) };
}
