import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerTag } from '@/lib/customers/tags';
import { seedDemo } from '@server/seed/demo';
import { DEMO_IDS } from '@server/seed/team';
import { toCustomer, type DbRow } from '@server/rows/mappers';
import { backends, openTestDb, type TestDb } from './helpers/backends';

describe.each(backends())('the demo customers on $name', (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(backend);
    await seedDemo(t.db, new Date('2026-06-01T08:00:00Z'));
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('have profiles and visit histories that give every tag', async () => {
    const rows = (await t.db.query<DbRow>('SELECT * FROM customers WHERE business_id = $1', [DEMO_IDS.business])).map(toCustomer);
    const now = new Date('2026-06-01T08:00:00Z');
    const tags = new Set(rows.map((c) => customerTag(c, now)));
    expect(tags).toEqual(new Set(['NEW', 'REGULAR', 'PAST']));
    expect(rows.filter((c) => c.birthday !== null).length).toBeGreaterThan(100);
    const withVisits = rows.filter((c) => c.visitsCount > 0);
    expect(withVisits.length).toBeGreaterThan(100);
    expect(withVisits.every((c) => c.totalSpent > 0 && c.lastVisitAt !== null)).toBe(true);
  });
});
