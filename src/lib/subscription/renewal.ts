import { nextRenewal, type SubscriptionStatus } from '@/lib/subscription/plans';

/**
 * Renewal and dunning of a paid plan (issue 20): at `renewsAt` the server bills the next month
 * and the subscription is past due until that bill is paid; GRACE_DAYS after `renewsAt` an unpaid
 * subscription is cancelled and the business is on Free (nothing is deleted). The same constants
 * on the server (the jobs) and the device (the past-due banner).
 */
export const GRACE_DAYS = 7;
const DAY_MS = 86_400_000;

/** When a subscription unpaid since `renewsAt` is cancelled. */
export function graceEndsAt(renewsAt: Date): Date {
  return new Date(renewsAt.getTime() + GRACE_DAYS * DAY_MS);
}

/** Whole days left (rounded up, never below 0) before a past-due subscription is cancelled. */
export function graceDaysLeft(renewsAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((graceEndsAt(renewsAt).getTime() - now.getTime()) / DAY_MS));
}

/** The month a renewal bill pays for: from the renewal date to the next one. */
export function renewalPeriod(start: Date): { start: Date; end: Date } {
  return { start, end: nextRenewal(start) };
}

/**
 * What paying a bill does to the subscription. A renewal bill of the subscription's current
 * period (not cancelled) moves the period on by a month from its start, whenever it is paid; any
 * other paid bill (an upgrade, or a renewal paid after the subscription was cancelled) starts a
 * month from the payment.
 */
export function periodAfterPayment(
  bill: { kind: BillKind; periodStart: Date | null; paidAt: Date },
  current: { status: SubscriptionStatus; renewsAt: Date },
): { start: Date; end: Date } {
  if (bill.kind === 'renewal' && bill.periodStart !== null && current.status !== 'cancelled' && bill.periodStart.getTime() === current.renewsAt.getTime()) {
    return renewalPeriod(bill.periodStart);
  }
  return renewalPeriod(bill.paidAt);
}

export const BILL_KINDS = ['upgrade', 'renewal'] as const;
export type BillKind = (typeof BILL_KINDS)[number];

/** A bill as the subscription page lists it. */
export const BILL_VIEW_STATES = ['paid', 'pending', 'declined', 'expired'] as const;
export type BillViewState = (typeof BILL_VIEW_STATES)[number];

/** The stored state (due, paid, declined, expired) as the page names it: due is pending. */
export function billViewState(state: string): BillViewState {
  return state === 'due' ? 'pending' : (BILL_VIEW_STATES.find((s) => s === state) ?? 'pending');
}

/** Whether a bill can still be paid at the gateway: not paid, not expired (a declined attempt may be tried again), and it has a payment page. */
export function canPayBill(bill: { state: BillViewState; url: string | null }): boolean {
  return (bill.state === 'pending' || bill.state === 'declined') && bill.url !== null && bill.url !== '';
}
