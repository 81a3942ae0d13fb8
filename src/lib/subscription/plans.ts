/**
 * The subscription plans (issue 20, spec §3 usage meter, §9 thresholds): the same constants on the
 * server (limits enforced, prices billed) and the device (meters, plan comparison). Prices are
 * monthly, in sen (myr minor unit).
 */
export const PLAN_IDS = ['free', 'starter', 'pro'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** What a plan allows: staff seats (members not removed or deactivated), branches, WhatsApp messages per calendar month. */
export interface PlanLimits {
  seats: number;
  branches: number;
  messages: number;
}
export type LimitKey = keyof PlanLimits;
export const LIMIT_KEYS: readonly LimitKey[] = ['seats', 'branches', 'messages'];

export interface Plan {
  id: PlanId;
  /** Monthly price in sen. */
  priceSen: number;
  currency: 'myr';
  limits: PlanLimits;
}

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  free: { id: 'free', priceSen: 0, currency: 'myr', limits: { seats: 3, branches: 1, messages: 100 } },
  starter: { id: 'starter', priceSen: 12_900, currency: 'myr', limits: { seats: 20, branches: 5, messages: 2_000 } },
  pro: { id: 'pro', priceSen: 29_900, currency: 'myr', limits: { seats: 100, branches: 20, messages: 20_000 } },
};

/** The plan of a business that has no subscription row yet (a new business starts on Starter; the demo is on it). */
export const DEFAULT_PLAN: PlanId = 'starter';

export function isPlanId(value: string): value is PlanId {
  return (PLAN_IDS as readonly string[]).includes(value);
}

/** Moving to `to` costs money: a higher price than `from` (paid through the gateway before it applies). */
export function isUpgrade(from: PlanId, to: PlanId): boolean {
  return PLANS[to].priceSen > PLANS[from].priceSen;
}

/** What a business counts against its plan's limits. */
export type Usage = PlanLimits;

/** The limits `usage` already exceeds on `plan` (a downgrade to it is refused for these). */
export function limitsExceeded(plan: PlanId, usage: Usage): LimitKey[] {
  const limits = PLANS[plan].limits;
  return LIMIT_KEYS.filter((k) => usage[k] > limits[k]);
}

/** Whether one more of `key` fits in the plan (inviting a member, opening a branch, sending a message). */
export function hasRoomFor(plan: PlanId, key: LimitKey, current: number): boolean {
  return current < PLANS[plan].limits[key];
}

/** The renewal date one calendar month after `from` (the 31st becomes the month's last day). */
export function nextRenewal(from: Date): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + 1);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** The calendar month (UTC, `YYYY-MM`) messages count in, as the WhatsApp usage meter counts them. */
export function usageMonth(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** What choosing `to` means from `from`: nothing, paying for more, or moving to less at once. */
export type PlanMove = 'current' | 'upgrade' | 'downgrade';
export function planMove(from: PlanId, to: PlanId): PlanMove {
  if (from === to) return 'current';
  return isUpgrade(from, to) ? 'upgrade' : 'downgrade';
}

/** Usage as last counted, read now: messages count per calendar month, so a count from an earlier month is 0 now. */
export function usageAsOf(counted: { usage: Usage; month: string }, now: Date): Usage {
  return counted.month === usageMonth(now) ? counted.usage : { ...counted.usage, messages: 0 };
}
