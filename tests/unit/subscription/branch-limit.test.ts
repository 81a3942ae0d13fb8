import { describe, expect, it } from 'vitest';
import { ValidationError } from '@/data/errors';
import { saveBranch } from '@/data/mutations/branches';
import { emptyAvailability } from '@/lib/availability';
import { PLANS } from '@/lib/subscription/plans';
import { account, BUSINESS, freshDb } from '../data/helpers';

const now = () => new Date('2026-06-01T08:00:00.000Z');
const branch = (name: string) => ({
  id: crypto.randomUUID(), name, code: 'B1', phone: '', timeZone: 'Asia/Kuala_Lumpur', address1: '1 Jalan Telawi', address2: 'Level 1',
  city: 'Kuala Lumpur', postalCode: '59100', province: 'WP Kuala Lumpur', country: 'MY', openingHours: emptyAvailability(),
});

describe('a new branch over the plan', () => {
  it('is refused at the name before it is queued when the replica already holds the plan’s branches', async () => {
    const db = freshDb();
    await db.subscriptions.put({ id: BUSINESS, businessId: BUSINESS, updatedAt: now().toISOString(), version: 1, plan: 'free', status: 'active', renewsAt: '2026-07-01T00:00:00.000Z' });
    expect(PLANS.free.limits.branches).toBe(1);
    await saveBranch(branch('Bangsar'), { db, account, now });
    const error = await saveBranch(branch('Petaling Jaya'), { db, account, now }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual({ name: 'subscription.errors.branchLimit' });
    expect(await db.outbox.count()).toBe(1);
  });

  it('is queued on the default plan while there is room (the server has the last word)', async () => {
    const db = freshDb();
    await saveBranch(branch('Bangsar'), { db, account, now });
    await saveBranch(branch('Petaling Jaya'), { db, account, now });
    expect(await db.outbox.count()).toBe(2);
  });
});
