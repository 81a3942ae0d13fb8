import { describe, expect, inject, it } from 'vitest';
import { migrate } from '@server/db/migrate';
import { MIGRATIONS } from '@server/db/migrations';
import { openPglite } from '@server/db/pglite-db';
import { openPostgres } from '@server/db/postgres-db';
import { dropSchema, uniqueSchema } from './helpers/backends';

describe('migrations', () => {
  it('apply once on PGlite and are a no-op the second time', async () => {
    const db = await openPglite(undefined, 'mig');
    try {
      expect(await migrate(db)).toEqual(MIGRATIONS.map((m) => m.id));
      expect(await migrate(db)).toEqual([]);
      const rows = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM schema_migrations');
      expect(Number(rows[0]?.n)).toBe(MIGRATIONS.length);
    } finally {
      await db.close();
    }
  });

  const pgUrl = inject('pgUrl');
  it.skipIf(pgUrl === null)('are safe when several instances start at once on PostgreSQL', async () => {
    const url = pgUrl ?? '';
    const schema = uniqueSchema('mig');
    const instances = Array.from({ length: 4 }, () => openPostgres(url, schema, 2));
    try {
      const applied = await Promise.all(instances.map((db) => migrate(db)));
      const nonEmpty = applied.filter((a) => a.length > 0);
      expect(nonEmpty).toEqual([MIGRATIONS.map((m) => m.id)]);
      const [first] = instances;
      if (first === undefined) throw new Error('no instance');
      expect(await migrate(first)).toEqual([]);
      const rows = await first.query<{ n: string }>('SELECT count(*)::text AS n FROM schema_migrations');
      expect(Number(rows[0]?.n)).toBe(MIGRATIONS.length);
    } finally {
      await Promise.all(instances.map((db) => db.close()));
      await dropSchema(url, schema);
    }
  });
});
