import { z } from 'zod';
import type { RowMeta } from '@/lib/api-types';
import { PLAN_IDS, type PlanId, type SubscriptionStatus, type Usage } from '@/lib/subscription/plans';
import type { BillKind, BillViewState } from '@/lib/subscription/renewal';

/** The business's subscription (table subscriptions, id = business id): its plan, state and renewal. Written by the server only. */
export interface SubscriptionRow extends RowMeta {
  plan: PlanId;
  status: SubscriptionStatus;
  renewsAt: string;
}

/** GET /b/{businessId}/subscription/usage: the server's counts against the plan, and when it counted. */
export interface SubscriptionUsage {
  usage: Usage;
  /** The calendar month (UTC, YYYY-MM) the messages count in. */
  month: string;
  countedAt: string;
}

/** The device's last known usage (cache table subscriptionUsage, id = business id). */
export interface SubscriptionUsageRow extends SubscriptionUsage {
  id: string;
}

/** POST /b/{businessId}/subscription/change: move to another plan. */
export const planChangeSchema = z.object({
  plan: z.enum(PLAN_IDS, 'subscription.errors.unknownPlan'),
});
export type PlanChangeInput = z.input<typeof planChangeSchema>;

/** The answer: the plan changed at once (a cheaper plan), or pay at the gateway's page first. */
export type PlanChangeAnswer = { kind: 'changed'; subscription: SubscriptionRow } | { kind: 'pay'; billId: string; url: string };

/** POST /b/{businessId}/subscription/bills/{billId}/return: the gateway's redirect parameters, checked by the server. */
export const billReturnSchema = z.object({
  paid: z.enum(['true', 'false'], 'subscription.errors.badReturn'),
  paidAt: z.string().max(64, 'validation.tooLong'),
  xSignature: z.string().regex(/^[0-9a-f]{64}$/, 'subscription.errors.badSignature'),
});
export type BillReturnInput = z.input<typeof billReturnSchema>;

/** A bill's stored state: due (not paid yet), paid, declined (the gateway said not paid; it can be tried again), expired (cancelled unpaid). */
export const BILL_STATES = ['due', 'paid', 'declined', 'expired'] as const;
export type BillState = (typeof BILL_STATES)[number];

/** What the payment callback page shows: the bill's outcome and the plan now in force. */
export interface BillOutcome {
  billId: string;
  /** paid; declined (the gateway said not paid); pending (no word from the gateway yet). */
  outcome: 'paid' | 'declined' | 'pending';
  plan: PlanId;
  subscription: SubscriptionRow;
}

/** A bill as GET /b/{businessId}/subscription/bills lists it (org admins only). Amount in sen. */
export interface SubscriptionBill {
  id: string;
  kind: BillKind;
  plan: PlanId;
  amount: number;
  currency: 'myr';
  state: BillViewState;
  createdAt: string;
  paidAt: string | null;
  /** The month it paid (or, for a renewal, will pay) for; null for an upgrade not paid yet (its month starts at payment). */
  periodStart: string | null;
  periodEnd: string | null;
  /** The gateway's page to pay it on (null for bills made before it was kept). */
  url: string | null;
}

/** The answer of GET /b/{businessId}/subscription/bills: newest first, and when the server answered. */
export interface SubscriptionBills {
  bills: SubscriptionBill[];
  fetchedAt: string;
}

/** The device's last known bills (cache table subscriptionBills, id = business id). */
export interface SubscriptionBillsRow extends SubscriptionBills {
  id: string;
}
