import { describe, expect, it } from 'vitest';
import { hasPlanLimit, isPlanLimit, limitReasonBefore } from '@/lib/subscription/limits';
import { hasRoomFor, isUpgrade, limitsExceeded, nextRenewal, planMove, PLANS, usageAsOf, usageMonth } from '@/lib/subscription/plans';
import { usageBarPercent, usageLevel } from '@/lib/usage-meter';

describe('plans', () => {
  it('prices each plan above the one below it, with limits that only grow', () => {
    expect(PLANS.free.priceSen).toBe(0);
    expect(PLANS.starter.priceSen).toBeLessThan(PLANS.pro.priceSen);
    for (const k of ['seats', 'branches', 'messages'] as const) {
      expect(PLANS.free.limits[k]).toBeLessThan(PLANS.starter.limits[k]);
      expect(PLANS.starter.limits[k]).toBeLessThan(PLANS.pro.limits[k]);
    }
  });

  it('tells an upgrade (paid first) from a downgrade (at once)', () => {
    expect(isUpgrade('starter', 'pro')).toBe(true);
    expect(isUpgrade('pro', 'free')).toBe(false);
    expect(planMove('starter', 'starter')).toBe('current');
    expect(planMove('free', 'starter')).toBe('upgrade');
    expect(planMove('pro', 'starter')).toBe('downgrade');
  });

  it('has room until the limit is reached, and names the limits a smaller plan cannot hold', () => {
    expect(hasRoomFor('starter', 'seats', PLANS.starter.limits.seats - 1)).toBe(true);
    expect(hasRoomFor('starter', 'seats', PLANS.starter.limits.seats)).toBe(false);
    expect(limitsExceeded('free', { seats: 7, branches: 2, messages: 50 })).toEqual(['seats', 'branches']);
    expect(limitsExceeded('starter', PLANS.starter.limits)).toEqual([]);
  });

  it('renews a calendar month later, the 31st on the month’s last day', () => {
    expect(nextRenewal(new Date('2026-03-15T04:00:00.000Z')).toISOString()).toBe('2026-04-15T04:00:00.000Z');
    expect(nextRenewal(new Date('2026-01-31T10:00:00.000Z')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(nextRenewal(new Date('2026-12-31T10:00:00.000Z')).toISOString()).toBe('2027-01-31T10:00:00.000Z');
  });

  it('reads a count from an earlier month as no messages yet this month', () => {
    const counted = { usage: { seats: 7, branches: 2, messages: 640 }, month: '2026-10' };
    expect(usageMonth(new Date('2026-10-31T23:59:00.000Z'))).toBe('2026-10');
    expect(usageAsOf(counted, new Date('2026-10-20T00:00:00.000Z')).messages).toBe(640);
    expect(usageAsOf(counted, new Date('2026-11-01T00:00:00.000Z'))).toEqual({ seats: 7, branches: 2, messages: 0 });
  });

  it('knows the plan-limit reasons, and gives one before sending when the replica is already full', () => {
    expect(isPlanLimit('subscription.errors.branchLimit')).toBe(true);
    expect(isPlanLimit('conflict.emailExists')).toBe(false);
    expect(hasPlanLimit({ name: 'subscription.errors.branchLimit' })).toBe(true);
    expect(hasPlanLimit(undefined)).toBe(false);
    expect(limitReasonBefore('free', 'branches', 1)).toBe('subscription.errors.branchLimit');
    expect(limitReasonBefore('starter', 'branches', 2)).toBeNull();
  });

  it('colours the meters by spec §9 against a plan’s limit (69% success, 70% warning, 90% danger, capped)', () => {
    const limit = PLANS.starter.limits.messages;
    expect(usageLevel(limit * 0.69, limit)).toBe('success');
    expect(usageLevel(limit * 0.7, limit)).toBe('warning');
    expect(usageLevel(limit * 0.9, limit)).toBe('danger');
    expect(usageBarPercent(limit + 1, limit)).toBe(100);
  });
});
