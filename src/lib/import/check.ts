import { mapRow, type ColumnMapping } from './mapping';

/**
 * Row checks of an import, for any kind of record: each row is turned into a value (or refused
 * with a reason per field), then compared with the rows before it (duplicate within the file) and
 * with the records the device already holds (matching an existing one), by the keys the kind
 * names (e.g. phone and e-mail for customers).
 */

/** `line` is the row's line in the file (the header is line 1). */
export type RowVerdict<T> =
  | { kind: 'valid'; line: number; value: T }
  | { kind: 'invalid'; line: number; errors: Record<string, string> }
  | { kind: 'duplicate'; line: number; value: T; firstLine: number }
  | { kind: 'existing'; line: number; value: T; existingId: string };

export type RowParse<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

export interface ImportKind<K extends string, T> {
  /** One mapped row → its value, or field → i18n key of each problem. */
  parse: (record: Record<K, string>) => RowParse<T>;
  /** Keys that identify the same record (e.g. `phone:+60123456789`, `email:a@b.my`); none when unknown. */
  keysOf: (value: T) => string[];
}

/** One row parsed, before it is compared with others. */
export interface ParsedRow<T> {
  line: number;
  result: RowParse<T>;
}

/** Parses rows `from`..`to` (exclusive); call it chunk by chunk to keep the page responsive. */
export function parseRows<K extends string, T>(kind: ImportKind<K, T>, rows: readonly (readonly string[])[], mapping: ColumnMapping<K>, from = 0, to = rows.length): ParsedRow<T>[] {
  const out: ParsedRow<T>[] = [];
  for (let i = from; i < Math.min(to, rows.length); i++) out.push({ line: i + 2, result: kind.parse(mapRow(rows[i] ?? [], mapping)) });
  return out;
}

/** Every key of the parsed rows, to look up among the records already held. */
export function keysOfRows<T>(kind: Pick<ImportKind<string, T>, 'keysOf'>, parsed: readonly ParsedRow<T>[]): string[] {
  const keys = new Set<string>();
  for (const row of parsed) if (row.result.ok) for (const key of kind.keysOf(row.result.value)) keys.add(key);
  return [...keys];
}

/**
 * The verdict of each row: invalid as parsed; a duplicate when a valid row above shares a key
 * with it (the first one stays); matching an existing record (key → its id) otherwise; else valid.
 */
export function classifyRows<T>(kind: Pick<ImportKind<string, T>, 'keysOf'>, parsed: readonly ParsedRow<T>[], existing: ReadonlyMap<string, string>): RowVerdict<T>[] {
  const seen = new Map<string, number>();
  return parsed.map(({ line, result }): RowVerdict<T> => {
    if (!result.ok) return { kind: 'invalid', line, errors: result.errors };
    const keys = kind.keysOf(result.value);
    const firstLine = keys.map((k) => seen.get(k)).find((l) => l !== undefined);
    if (firstLine !== undefined) return { kind: 'duplicate', line, value: result.value, firstLine };
    for (const key of keys) seen.set(key, line);
    const existingId = keys.map((k) => existing.get(k)).find((id) => id !== undefined);
    if (existingId !== undefined) return { kind: 'existing', line, value: result.value, existingId };
    return { kind: 'valid', line, value: result.value };
  });
}

export interface ImportCounts {
  total: number;
  valid: number;
  invalid: number;
  duplicate: number;
  existing: number;
}

export function countVerdicts(verdicts: readonly RowVerdict<unknown>[]): ImportCounts {
  const counts: ImportCounts = { total: verdicts.length, valid: 0, invalid: 0, duplicate: 0, existing: 0 };
  for (const v of verdicts) counts[v.kind] += 1;
  return counts;
}
