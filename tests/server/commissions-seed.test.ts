import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@server/seed/demo';
import { DEMO_IDS } from '@server/seed/team';
import { backends, openTestDb, type TestDb } from './helpers/backends';

describe.each(backends())('the demo commissions on $name', (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(backend);
    await seedDemo(t.db, new Date('2026-06-01T08:00:00Z'));
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('has patterns and a commission for every staffed past sale line, each numbered into the feed once', async () => {
    const patterns = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM commission_patterns WHERE business_id = $1', [DEMO_IDS.business]);
    expect(Number(patterns[0]?.n)).toBeGreaterThanOrEqual(3);
    const lines = await t.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM sales s, jsonb_array_elements(s.lines) l WHERE s.business_id = $1 AND l->>'staffId' IS NOT NULL AND l->>'kind' = 'service'`,
      [DEMO_IDS.business],
    );
    const earned = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM sale_commissions WHERE business_id = $1', [DEMO_IDS.business]);
    expect(Number(earned[0]?.n)).toBe(Number(lines[0]?.n));
    expect(Number(earned[0]?.n)).toBeGreaterThan(0);
    const seqs = await t.db.query<{ dup: string }>(
      `SELECT count(*)::text AS dup FROM (SELECT seq FROM sale_commissions WHERE business_id = $1 UNION ALL SELECT seq FROM sales WHERE business_id = $1 UNION ALL SELECT seq FROM commission_patterns WHERE business_id = $1) s GROUP BY seq HAVING count(*) > 1`,
      [DEMO_IDS.business],
    );
    expect(seqs).toEqual([]);
  });
});
