import type { PlanId } from '@/lib/subscription/plans';
import { writeSubscription } from '@server/billing/store';
import type { Queryable } from '@server/db/types';

/**
 * A seeded business's plan (issue 20): the demo salon pays for Starter monthly, its renewal a
 * couple of weeks away, so the subscription page shows a lived-in month (seats and messages well used).
 */
export async function seedSubscription(q: Queryable, businessId: string, plan: PlanId, now: Date, renewsInDays: number): Promise<void> {
  await writeSubscription(q, businessId, { plan, status: 'active', renewsAt: new Date(now.getTime() + renewsInDays * 86_400_000) });
}
