import { computeTotals } from '@/lib/checkout/totals';
import { commissionsOfSale, periodOf, type CommissionLineInput, type PatternRule } from '@/lib/commissions/compute';
import type { Queryable } from '@server/db/types';
import { insertMany } from '@server/db/insert-many';
import { nextSeq } from '@server/db/seq';
import type { SeedSale } from '@server/seed/customer-history';
import { Prng } from '@server/seed/prng';

const ZONE = 'Asia/Kuala_Lumpur';

/** The demo salon's commission patterns: hair by monthly tiers, beauty at a flat rate, retail per item. */
function demoPatterns(r: Prng, staffIds: readonly string[]): PatternRule[] {
  const [first = '', second = '', ...rest] = staffIds;
  return [
    { id: r.uuid(), name: 'Stylists: hair services', itemKind: 'service', category: 'Hair', type: 'percent', value: 1000, tiers: [{ fromSales: 300_000, value: 1200 }, { fromSales: 600_000, value: 1500 }], memberIds: [first, second].filter(Boolean), active: true },
    { id: r.uuid(), name: 'Therapists: face, nails and body', itemKind: 'service', category: '', type: 'percent', value: 800, tiers: [], memberIds: [...staffIds], active: true },
    { id: r.uuid(), name: 'Retail products', itemKind: 'product', category: '', type: 'amount', value: 300, tiers: [], memberIds: [...staffIds], active: true },
    { id: r.uuid(), name: 'Trainee incentive (old)', itemKind: 'any', category: '', type: 'percent', value: 500, tiers: [], memberIds: rest.slice(0, 1), active: false },
  ];
}

/**
 * Commission patterns, and what the demo's past sales earned under them, computed as the sale
 * route does (month by month in the branch's time zone, oldest sale first).
 */
export async function seedCommissions(
  q: Queryable,
  businessId: string,
  staffIds: readonly string[],
  categories: ReadonlyMap<string, string>,
  history: readonly SeedSale[],
): Promise<void> {
  const patterns = demoPatterns(new Prng(16_016), staffIds);
  const sales = new Map<string, number>();
  const earned: unknown[][] = [];
  for (const s of [...history].sort((a, b) => a.soldAt.getTime() - b.soldAt.getTime())) {
    const soldAt = s.soldAt.toISOString();
    const period = periodOf(soldAt, ZONE);
    const nets = computeTotals({ lines: s.lines, cartDiscount: null, tip: 0, rates: s.rates }).lines;
    const lines: CommissionLineInput[] = s.lines.map((l, i) => ({
      lineId: l.id, kind: l.kind, category: l.itemId === null ? '' : (categories.get(l.itemId) ?? ''), staffId: l.staffId, net: nets[i]?.net ?? 0, quantity: l.quantity,
    }));
    const before = new Map([...sales].filter(([k]) => k.startsWith(`${period}:`)).map(([k, v]) => [k.slice(period.length + 1), v]));
    for (const c of commissionsOfSale(patterns, lines, before)) {
      sales.set(`${period}:${c.memberId}`, (sales.get(`${period}:${c.memberId}`) ?? 0) + c.salesAmount);
      earned.push([c.lineId, s.id, c.lineId, c.memberId, c.patternId, c.salesAmount, c.amount, period, soldAt]);
    }
  }
  let seq = await nextSeq(q, businessId, patterns.length + earned.length);
  await insertMany(
    q,
    'commission_patterns',
    ['business_id', 'id', 'seq', 'name', 'item_kind', 'category', 'type', 'value', 'tiers:jsonb', 'member_ids:jsonb', 'active'],
    patterns.map((p) => [businessId, p.id, seq++, p.name, p.itemKind, p.category, p.type, p.value, JSON.stringify(p.tiers), JSON.stringify(p.memberIds), p.active]),
  );
  await insertMany(
    q,
    'sale_commissions',
    ['business_id', 'seq', 'id', 'sale_id', 'line_id', 'member_id', 'pattern_id', 'sales_amount', 'amount', 'period', 'sold_at'],
    earned.map((row) => [businessId, seq++, ...row]),
  );
}
