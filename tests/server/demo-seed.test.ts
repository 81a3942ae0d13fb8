import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerTag } from '@/lib/customers/tags';
import { holdingBalance, holdingStatus } from '@/lib/packages/balances';
import { pointsBalanceAt } from '@/lib/rewards/ledger';
import { toCustomer, type DbRow } from '@server/rows/mappers';
import { toPackageHolding, toPackageRedemption } from '@server/rows/package-mappers';
import { toPointMovement, toRewardProgram } from '@server/rows/reward-mappers';
import { toWebsiteSettings } from '@server/routes/website-settings';
import { isConsolidated } from '@/lib/einvoice/consolidation';
import { SUBMIT_QUEUE } from '@server/einvoice/job';
import { findJob } from '@server/jobs/queue';
import { toInvoice } from '@server/rows/invoice-mappers';
import { seedDemo } from '@server/seed/demo';
import { DEMO_IDS } from '@server/seed/team';
import { backends, openTestDb, type TestDb } from './helpers/backends';
import { startMyInvois, submitUntilValid } from './helpers/myinvois';

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
    // Earned ones (a refund's reversal is a row of its own, with the refund's id).
    const earned = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM sale_commissions WHERE business_id = $1 AND refund_id IS NULL', [DEMO_IDS.business]);
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

  it('has the e-invoices the server made: two months consolidated and a refund note of a later refund, validated by MyInvois', async () => {
    const docs = (await t.db.query<DbRow>('SELECT * FROM invoices WHERE business_id = $1 ORDER BY provisional_number', [DEMO_IDS.business]))
      .map(toInvoice)
      .filter((i) => isConsolidated(i.provisionalNumber));
    expect(docs.map((d) => [d.kind, d.provisionalNumber])).toEqual([
      ['invoice', 'CONSOLIDATED-2026-04'],
      ['invoice', 'CONSOLIDATED-2026-05'],
      ['creditNote', 'CONSOLIDATED-REFUND-2026-05-OF-2026-04'],
    ]);
    const [april, may, note] = docs;
    if (april === undefined || may === undefined || note === undefined) throw new Error('three documents');
    // Each month's document names every receipt of the month, has a line for each paid one and comes to what they came to.
    for (const [doc, month] of [[april, '2026-04'], [may, '2026-05']] as const) {
      const sold = await t.db.query<{ n: string; paid: string; total: string }>(
        `SELECT count(*)::text AS n, count(*) FILTER (WHERE s.total > 0)::text AS paid, sum(s.total)::text AS total FROM sales s JOIN branches b ON b.business_id = s.business_id AND b.id = s.branch_id
         WHERE s.business_id = $1 AND to_char(s.sold_at AT TIME ZONE b.time_zone, 'YYYY-MM') = $2`,
        [DEMO_IDS.business, month],
      );
      expect(doc.saleIds).toHaveLength(Number(sold[0]?.n));
      // A visit a package paid (nothing to pay) has no line.
      expect(doc.lines).toHaveLength(Number(sold[0]?.paid));
      expect(doc.totals.total).toBe(Number(sold[0]?.total));
      expect(doc.buyer.tin).toBe('EI00000000010');
    }
    // May's refund of an April receipt is credited to April's document, not netted out of May's.
    const refund = (await t.db.query<{ sale_id: string; amount: string }>('SELECT sale_id::text, amount::text FROM refunds WHERE business_id = $1', [DEMO_IDS.business]))[0];
    expect(refund).toBeDefined();
    expect(april.saleIds).toContain(refund?.sale_id);
    expect(note).toMatchObject({ creditedInvoiceId: april.id, saleIds: [refund?.sale_id], totals: { total: Number(refund?.amount) } });
    for (const d of docs) {
      expect(d.einvoice?.state).toBe('queued');
      expect(await findJob(t.db, SUBMIT_QUEUE, d.id)).toMatchObject({ state: 'queued' });
    }
    // The stack's job runner submits them; MyInvois (our sandbox, its clock just after the seed) validates them, the note after April's.
    const { sandbox, client } = await startMyInvois({ validationDelayMs: 0, now: () => new Date(now.getTime() + 5 * 60_000) });
    try {
      const stateOf = async (id: string) => {
        const row = (await t.db.query<DbRow>('SELECT * FROM invoices WHERE business_id = $1 AND id = $2', [DEMO_IDS.business, id]))[0];
        return row === undefined ? undefined : toInvoice(row).einvoice?.state;
      };
      await submitUntilValid(t.db, client, docs.map((d) => d.id), stateOf);
    } finally {
      await sandbox.app.close();
    }
  }, 60_000);
});
