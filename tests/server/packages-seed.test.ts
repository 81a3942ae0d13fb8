import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdingBalance, holdingStatus } from '@/lib/packages/balances';
import { seedDemo } from '@server/seed/demo';
import { DEMO_IDS } from '@server/seed/team';
import type { DbRow } from '@server/rows/mappers';
import { toPackageHolding, toPackageRedemption } from '@server/rows/package-mappers';
import { backends, openTestDb, type TestDb } from './helpers/backends';

describe.each(backends())('the demo packages on $name', (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(backend);
    await seedDemo(t.db, new Date('2026-06-01T08:00:00Z'));
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('customers hold the packages they bought, some part used, none overdrawn', async () => {
    const holdings = (await t.db.query<DbRow>('SELECT * FROM package_holdings WHERE business_id = $1', [DEMO_IDS.business])).map(toPackageHolding);
    const ledger = (await t.db.query<DbRow>('SELECT * FROM package_redemptions WHERE business_id = $1', [DEMO_IDS.business])).map(toPackageRedemption);
    const packageLines = await t.db.query<{ n: string }>("SELECT count(*)::text AS n FROM sales, jsonb_array_elements(lines) l WHERE business_id = $1 AND l->>'kind' = 'package'", [DEMO_IDS.business]);
    expect(holdings).toHaveLength(Number(packageLines[0]?.n));
    const balances = holdings.map((h) => holdingBalance(h, ledger));
    const partUsed = balances.filter((b) => b.left > 0 && b.left < b.bought && holdingStatus(b, '2026-06-01') === 'active');
    expect(partUsed.length).toBeGreaterThanOrEqual(3);
    expect(balances.every((b) => b.items.every((i) => i.used <= i.item.sessions))).toBe(true);
    expect(ledger.every((m) => holdings.some((h) => h.id === m.holdingId && h.customerId === m.customerId))).toBe(true);
    // Each session used is a visit: a sale whose line the package paid.
    const visits = await t.db.query<{ n: string }>("SELECT count(*)::text AS n FROM sales WHERE business_id = $1 AND lines @> '[{\"kind\": \"service\"}]' AND lines::text LIKE '%packageHoldingId%'", [DEMO_IDS.business]);
    expect(Number(visits[0]?.n)).toBe(ledger.length);
  });
});
