import type { CommissionPatternRow } from '@/lib/commissions/rows';
import type { CommissionTier } from '@/lib/schemas/commission-pattern';

/** What the computation needs of a sale line. */
export interface CommissionLineInput {
  lineId: string;
  kind: string;
  /** The catalogue item's category ('' when none or unknown). */
  category: string;
  staffId: string | null;
  /** The line's net after discounts, in sen. */
  net: number;
  quantity: number;
}

export type PatternRule = Pick<CommissionPatternRow, 'id' | 'name' | 'itemKind' | 'category' | 'type' | 'value' | 'tiers' | 'memberIds' | 'active'>;

export interface EarnedCommission {
  lineId: string;
  memberId: string;
  patternId: string;
  salesAmount: number;
  amount: number;
}

const sameCategory = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** How closely a pattern fits a line: a category beats none, a kind beats "any"; -1 when it does not apply. */
function fit(p: PatternRule, line: CommissionLineInput): number {
  if (!p.active || line.staffId === null || !p.memberIds.includes(line.staffId)) return -1;
  if (line.kind !== 'service' && line.kind !== 'product') return -1;
  if (p.itemKind !== 'any' && p.itemKind !== line.kind) return -1;
  if (p.category !== '' && !sameCategory(p.category, line.category)) return -1;
  return (p.category !== '' ? 2 : 0) + (p.itemKind !== 'any' ? 1 : 0);
}

/** The pattern that pays for a line: the most specific one assigned to its staff member (ties by name, then id). */
export function patternFor(patterns: readonly PatternRule[], line: CommissionLineInput): PatternRule | null {
  let best: PatternRule | null = null;
  let bestFit = -1;
  for (const p of patterns) {
    const f = fit(p, line);
    if (f < 0) continue;
    const better = f > bestFit || (f === bestFit && best !== null && (p.name.localeCompare(best.name) < 0 || (p.name === best.name && p.id < best.id)));
    if (better) {
      best = p;
      bestFit = f;
    }
  }
  return best;
}

/** The value in force once the member has sold `sales` in the period: the highest tier reached, else the base value. */
export function valueAt(base: number, tiers: readonly CommissionTier[], sales: number): number {
  let value = base;
  for (const tier of tiers) if (sales >= tier.fromSales) value = tier.value;
  return value;
}

/** A line's commission: a percentage of its net (rounded to the sen), or a fixed amount per unit. */
export function commissionOf(p: Pick<PatternRule, 'type' | 'value' | 'tiers'>, line: Pick<CommissionLineInput, 'net' | 'quantity'>, salesInPeriod: number): number {
  const value = valueAt(p.value, p.tiers, salesInPeriod);
  if (p.type === 'amount') return value * line.quantity;
  return Math.round((Math.max(0, line.net) * value) / 10_000);
}

/**
 * The commissions a sale earns, line by line in order. `salesBefore` is each member's sales in the
 * period before this sale; a line's own net counts towards the tier it is paid at, and the next
 * line of the same member starts from there.
 */
export function commissionsOfSale(patterns: readonly PatternRule[], lines: readonly CommissionLineInput[], salesBefore: ReadonlyMap<string, number>): EarnedCommission[] {
  const sales = new Map(salesBefore);
  const out: EarnedCommission[] = [];
  for (const line of lines) {
    const p = patternFor(patterns, line);
    if (p === null || line.staffId === null) continue;
    const total = (sales.get(line.staffId) ?? 0) + Math.max(0, line.net);
    sales.set(line.staffId, total);
    out.push({ lineId: line.lineId, memberId: line.staffId, patternId: p.id, salesAmount: Math.max(0, line.net), amount: commissionOf(p, line, total) });
  }
  return out;
}

/** The calendar month (YYYY-MM) an instant falls in, in a time zone. */
export function periodOf(instant: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(new Date(instant));
  const year = parts.find((x) => x.type === 'year')?.value ?? '0000';
  const month = parts.find((x) => x.type === 'month')?.value ?? '01';
  return `${year}-${month}`;
}
