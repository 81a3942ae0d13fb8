import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerTag } from '@/lib/customers/tags';
import { holdingBalance, holdingStatus } from '@/lib/packages/balances';
import { pointsBalanceAt } from '@/lib/rewards/ledger';
import { toCustomer, type DbRow } from '@server/rows/mappers';
import { toPackageHolding, toPackageRedemption } from '@server/rows/package-mappers';
import { toPointMovement, toRewardProgram } from '@server/rows/reward-mappers';
import { toWebsiteSettings } from '@server/routes/website-settings';
import { seedDemo } from '@server/seed/demo';
import { DEMO_IDS } from '@server/seed/team';
import { backends, openTestDb, type TestDb } from './helpers/backends';

// The demo business a newcomer opens (server/seed/), seeded once per database: each area's
// demo data is lived-in and consistent with the rest.
describe.each(backends())('the demo business on $name', (backend) => {
  let t: TestDb;
  const now = new Date('2026-06-01T08:00:00Z');
  beforeAll(async () => {
    t = await openTestDb(backend);
    await seedDemo(t.db, now);
  }, 180_000);
  afterAll(async () => {
    await t.dispose();
  });

  it('customers have profiles and visit histories that give every tag', async () => {
    const rows = (await t.db.query<DbRow>('SELECT * FROM customers WHERE business_id = $1', [DEMO_IDS.business])).map(toCustomer);
    const tags = new Set(rows.map((c) => customerTag(c, now)));
    expect(tags).toEqual(new Set(['NEW', 'REGULAR', 'PAST']));
    expect(rows.filter((c) => c.birthday !== null).length).toBeGreaterThan(100);
    const withVisits = rows.filter((c) => c.visitsCount > 0);
    expect(withVisits.length).toBeGreaterThan(100);
    expect(withVisits.every((c) => c.totalSpent > 0 && c.lastVisitAt !== null)).toBe(true);
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

  it('runs the Glow Points programme, with earned and redeemed history matching the sales that made it', async () => {
    const programs = (await t.db.query<DbRow>('SELECT * FROM reward_programs WHERE business_id = $1', [DEMO_IDS.business])).map(toRewardProgram);
    expect(programs).toEqual([expect.objectContaining({ name: 'Glow Points', earnRates: { service: 1, product: 1, package: 0 }, pointValue: 5, expiryMonths: 12, active: true })]);
    const movements = (await t.db.query<DbRow>('SELECT * FROM point_movements WHERE business_id = $1', [DEMO_IDS.business])).map(toPointMovement);
    const redeemed = movements.filter((m) => m.kind === 'redeemed');
    expect(movements.filter((m) => m.kind === 'earned').length).toBeGreaterThan(50);
    expect(redeemed.length).toBeGreaterThan(3);
    // Each redemption is a points payment of its sale, for what the points are worth.
    const sales = await t.db.query<{ id: string; payments: { method: string; amount: number; points?: number }[]; total: string | number }>(
      'SELECT id, payments, total FROM sales WHERE business_id = $1 AND id = ANY($2::uuid[])',
      [DEMO_IDS.business, redeemed.map((m) => m.saleId)],
    );
    for (const sale of sales) {
      const points = sale.payments.find((p) => p.method === 'points');
      expect(points).toMatchObject({ points: 200, amount: 1000 });
      expect(sale.payments.reduce((s, p) => s + p.amount, 0)).toBe(Number(sale.total));
    }
    // Nobody holds fewer than zero points, and some regulars have points to spend now.
    const byCustomer = new Map<string, typeof movements>();
    for (const m of movements) byCustomer.set(m.customerId, [...(byCustomer.get(m.customerId) ?? []), m]);
    const balances = [...byCustomer.values()].map((ms) => pointsBalanceAt(ms, now.toISOString()));
    expect(Math.min(...balances)).toBeGreaterThanOrEqual(0);
    expect(balances.filter((b) => b >= 100).length).toBeGreaterThan(3);
  });

  it('has commission patterns and a commission for every staffed past sale line, each numbered into the feed once', async () => {
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

  it('has website policies and links set, and the audit log names who set them', async () => {
    const row = (await t.db.query<DbRow>('SELECT * FROM website_settings WHERE business_id = $1', [DEMO_IDS.business]))[0];
    expect(row).toBeDefined();
    const settings = toWebsiteSettings(row as DbRow);
    expect(settings.bookingPolicy.cancellationPolicy).toContain('24 hours');
    expect(settings.payment.depositMethods).toContain('fpx');
    expect(settings.appearance.primaryColour).toBe('#9C3A82');
    const log = await t.db.query<{ actor_id: string; entity: string }>('SELECT actor_id, entity FROM audit_log WHERE business_id = $1 ORDER BY id', [DEMO_IDS.business]);
    expect(log.map((e) => e.actor_id)).toEqual([DEMO_IDS.owner, DEMO_IDS.manager]);
    expect(log.every((e) => e.entity === 'website_settings')).toBe(true);
  });
});
