import type { Queryable } from '@server/db/types';

/**
 * Multi-row INSERT in chunks. A column named `name:jsonb` takes a JSON string and casts it
 * (`$n::text::jsonb`), which both drivers handle the same way.
 */
export async function insertMany(
  q: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  chunk = 400,
): Promise<void> {
  const names = columns.map((c) => c.split(':')[0] ?? c);
  const casts = columns.map((c) => (c.endsWith(':jsonb') ? '::text::jsonb' : ''));
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    const params: unknown[] = [];
    const tuples = part.map((row) => {
      const slots = row.map((v, i) => {
        params.push(v);
        return `$${params.length}${casts[i] ?? ''}`;
      });
      return `(${slots.join(', ')})`;
    });
    await q.query(`INSERT INTO ${table} (${names.join(', ')}) VALUES ${tuples.join(', ')}`, params);
  }
}
