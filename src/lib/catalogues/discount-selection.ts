import { basisPointsOf } from '@/lib/money';
import { allocate } from '@/lib/checkout/totals';
import type { DiscountRow } from '@/lib/schemas/discount';

/** The rule fields the selection reads. */
export type DiscountRule = Pick<
  DiscountRow,
  'id' | 'name' | 'type' | 'value' | 'scope' | 'itemIds' | 'categories' | 'startsOn' | 'endsOn' | 'days' | 'fromTime' | 'untilTime' | 'code' | 'stackable' | 'minSpend' | 'active'
>;

/** A cart line a discount may apply to (services, products, packages): its catalogue item, category and gross amount. */
export interface DiscountLine {
  id: string;
  itemId: string | null;
  category: string | null;
  amount: number;
}

/** When the sale happens, in the branch's local time. */
export interface DiscountMoment {
  /** 'yyyy-MM-dd' */
  day: string;
  /** 0 = Sunday. */
  weekday: number;
  /** 'HH:mm' */
  time: string;
}

export interface DiscountContext {
  lines: readonly DiscountLine[];
  moment: DiscountMoment;
  /** Codes the customer gave (any case). */
  codes: readonly string[];
}

/** The lines the rule can take money off: all for the whole cart, else the listed items or categories. */
export function eligibleLines(rule: DiscountRule, lines: readonly DiscountLine[]): DiscountLine[] {
  if (rule.scope === 'cart') return [...lines];
  if (rule.scope === 'items') return lines.filter((l) => l.itemId !== null && rule.itemIds.includes(l.itemId));
  return lines.filter((l) => l.category !== null && rule.categories.includes(l.category));
}

const total = (lines: readonly DiscountLine[]): number => lines.reduce((a, l) => a + l.amount, 0);

/** Whether the rule is on offer now: active, in its dates, days and hours, spend reached, code given, something to discount. */
export function discountApplies(rule: DiscountRule, ctx: DiscountContext): boolean {
  const { day, weekday, time } = ctx.moment;
  if (!rule.active) return false;
  if (rule.startsOn !== null && day < rule.startsOn) return false;
  if (rule.endsOn !== null && day > rule.endsOn) return false;
  if (rule.days.length > 0 && !rule.days.includes(weekday)) return false;
  if (rule.fromTime !== null && time < rule.fromTime) return false;
  if (rule.untilTime !== null && time >= rule.untilTime) return false;
  if (total(ctx.lines) < rule.minSpend) return false;
  if (rule.code !== null && !ctx.codes.some((c) => c.trim().toUpperCase() === rule.code)) return false;
  return total(eligibleLines(rule, ctx.lines)) > 0;
}

/** What the rule takes off the lines: a percentage of the eligible amount, or its amount at most that. */
export function discountAmount(rule: DiscountRule, lines: readonly DiscountLine[]): number {
  const base = total(eligibleLines(rule, lines));
  return rule.type === 'percent' ? basisPointsOf(base, Math.min(rule.value, 10_000)) : Math.min(rule.value, base);
}

export interface DiscountChoice {
  applied: DiscountRule[];
  /** Per line id, the sen taken off the line by item and category discounts. */
  lineDiscounts: Record<string, number>;
  /** Sen taken off the whole cart (after the line discounts). */
  cartDiscount: number;
  /** Per line id, the discount that took most off the line (the one its sale line records). */
  lineSources: Record<string, string>;
  /** The whole-cart discount that takes most off; null without one. */
  cartSource: string | null;
  total: number;
}

/** The id with the largest amount (the first on a tie); null when there is none. */
function largest(amounts: ReadonlyMap<string, number>): string | null {
  let best: string | null = null;
  let most = 0;
  for (const [id, amount] of amounts) {
    if (amount > most) {
      best = id;
      most = amount;
    }
  }
  return best;
}

/**
 * Spreads the applied discounts over the cart: item and category discounts onto their lines
 * (in proportion to the line amounts), whole-cart ones into one cart discount; nothing goes below
 * zero.
 */
export function spreadDiscounts(applied: readonly DiscountRule[], lines: readonly DiscountLine[]): DiscountChoice {
  const left = new Map(lines.map((l) => [l.id, l.amount]));
  const lineDiscounts: Record<string, number> = {};
  const byRule = new Map<string, Map<string, number>>();
  for (const rule of applied.filter((r) => r.scope !== 'cart')) {
    const eligible = eligibleLines(rule, lines);
    const shares = allocate(discountAmount(rule, lines), eligible.map((l) => l.amount));
    eligible.forEach((l, i) => {
      const off = Math.min(shares[i] ?? 0, left.get(l.id) ?? 0);
      left.set(l.id, (left.get(l.id) ?? 0) - off);
      lineDiscounts[l.id] = (lineDiscounts[l.id] ?? 0) + off;
      const taken = byRule.get(l.id) ?? new Map<string, number>();
      byRule.set(l.id, taken.set(rule.id, (taken.get(rule.id) ?? 0) + off));
    });
  }
  const lineSources: Record<string, string> = {};
  for (const [lineId, taken] of byRule) {
    const source = largest(taken);
    if (source !== null) lineSources[lineId] = source;
  }
  const remaining = [...left.values()].reduce((a, b) => a + b, 0);
  const cartRules = new Map(applied.filter((r) => r.scope === 'cart').map((r) => [r.id, discountAmount(r, lines)]));
  const cartWide = [...cartRules.values()].reduce((a, b) => a + b, 0);
  const cartDiscount = Math.min(cartWide, remaining);
  const lineTotal = Object.values(lineDiscounts).reduce((a, b) => a + b, 0);
  const cartSource = cartDiscount > 0 ? largest(cartRules) : null;
  return { applied: [...applied], lineDiscounts, cartDiscount, lineSources, cartSource, total: lineTotal + cartDiscount };
}

/**
 * The best combination the rules allow: every stackable discount on offer together, or one
 * discount that does not stack, whichever takes more off (the stackable set wins a tie). When the
 * customer gave a code that applies, only combinations that include it are considered.
 */
export function chooseDiscounts(rules: readonly DiscountRule[], ctx: DiscountContext): DiscountChoice {
  const offered = rules.filter((r) => discountApplies(r, ctx));
  const candidates: DiscountRule[][] = [];
  const stackable = offered.filter((r) => r.stackable);
  if (stackable.length > 0) candidates.push(stackable);
  for (const r of offered.filter((o) => !o.stackable)) candidates.push([r]);
  const withCode = candidates.filter((c) => c.some((r) => r.code !== null));
  const allowed = withCode.length > 0 ? withCode : candidates;
  let best: DiscountChoice = { applied: [], lineDiscounts: {}, cartDiscount: 0, lineSources: {}, cartSource: null, total: 0 };
  for (const c of allowed) {
    const choice = spreadDiscounts(c, ctx.lines);
    if (choice.total > best.total) best = choice;
  }
  return best;
}
