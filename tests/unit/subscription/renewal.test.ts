import { describe, expect, it } from 'vitest';
import { billViewState, canPayBill, GRACE_DAYS, graceDaysLeft, graceEndsAt, periodAfterPayment, renewalPeriod } from '@/lib/subscription/renewal';

const at = (s: string) => new Date(s);

describe('renewal and dunning', () => {
  it('ends the grace period GRACE_DAYS after the renewal date', () => {
    expect(GRACE_DAYS).toBe(7);
    expect(graceEndsAt(at('2026-01-31T02:00:00Z')).toISOString()).toBe('2026-02-07T02:00:00.000Z');
  });

  it('counts the grace days left, rounded up, never below zero', () => {
    const renews = at('2026-03-01T00:00:00Z');
    expect(graceDaysLeft(renews, renews)).toBe(7);
    expect(graceDaysLeft(renews, at('2026-03-07T12:00:00Z'))).toBe(1);
    expect(graceDaysLeft(renews, at('2026-03-08T00:00:00Z'))).toBe(0);
    expect(graceDaysLeft(renews, at('2026-04-01T00:00:00Z'))).toBe(0);
  });

  it('bills a renewal for the month from its date (the 31st ends on the month’s last day)', () => {
    expect(renewalPeriod(at('2026-01-31T04:00:00Z')).end.toISOString()).toBe('2026-02-28T04:00:00.000Z');
  });

  it('moves the current period on from its start when its renewal is paid, late or early', () => {
    const renewsAt = at('2026-05-10T00:00:00Z');
    const period = periodAfterPayment({ kind: 'renewal', periodStart: renewsAt, paidAt: at('2026-05-15T09:00:00Z') }, { status: 'past_due', renewsAt });
    expect(period.start.toISOString()).toBe('2026-05-10T00:00:00.000Z');
    expect(period.end.toISOString()).toBe('2026-06-10T00:00:00.000Z');
  });

  it('starts a month from payment for an upgrade, and for a renewal paid after cancellation or of another period', () => {
    const renewsAt = at('2026-05-10T00:00:00Z');
    const paidAt = at('2026-05-20T08:00:00Z');
    expect(periodAfterPayment({ kind: 'upgrade', periodStart: null, paidAt }, { status: 'active', renewsAt }).end.toISOString()).toBe('2026-06-20T08:00:00.000Z');
    expect(periodAfterPayment({ kind: 'renewal', periodStart: renewsAt, paidAt }, { status: 'cancelled', renewsAt }).start).toEqual(paidAt);
    expect(periodAfterPayment({ kind: 'renewal', periodStart: at('2026-04-10T00:00:00Z'), paidAt }, { status: 'past_due', renewsAt }).start).toEqual(paidAt);
  });

  it('names the stored states as the page shows them, and offers to pay only an open bill with a page', () => {
    expect(billViewState('due')).toBe('pending');
    expect(billViewState('paid')).toBe('paid');
    expect(billViewState('expired')).toBe('expired');
    expect(canPayBill({ state: 'pending', url: 'https://gw/bills/1' })).toBe(true);
    expect(canPayBill({ state: 'declined', url: 'https://gw/bills/1' })).toBe(true);
    expect(canPayBill({ state: 'paid', url: 'https://gw/bills/1' })).toBe(false);
    expect(canPayBill({ state: 'expired', url: 'https://gw/bills/1' })).toBe(false);
    expect(canPayBill({ state: 'pending', url: null })).toBe(false);
  });
});
