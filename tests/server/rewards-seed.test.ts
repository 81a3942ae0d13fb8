import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsBalanceAt } from '@/lib/rewards/ledger';
import { seedDemo } from '@server/seed/demo';
import { DEMO_IDS } from '@server/seed/team';
import type { DbRow } from '@server/rows/mappers';
import { toPointMovement, toRewardProgram } from '@server/rows/reward-mappers';
import { backends, openTestDb, type TestDb } from './helpers/backends';

describe.each(backends())('the demo reward points on $name', (backend) => {
  let t: TestDb;
  const now = new Date('2026-06-01T08:00:00Z');
  beforeAll(async () => {
    t = await openTestDb(backend);
    await seedDemo(t.db, now);
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('runs Glow Points, with earned and redeemed history matching the sales that made it', async () => {
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
});
