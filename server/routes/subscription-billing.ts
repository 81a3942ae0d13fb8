import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { billReturnSchema, planChangeSchema, type BillOutcome, type PlanChangeAnswer, type SubscriptionBills } from '@/lib/schemas/subscription';
import { parseBillplzTime, redirectParams } from '@/lib/subscription/billplz';
import { isUpgrade, limitsExceeded, PLANS, type LimitKey } from '@/lib/subscription/plans';
import { expireOpenRenewals, findBill, listBills, settleBill } from '@server/billing/bills';
import type { Billing } from '@server/billing/config';
import { verifyBillplzSignature } from '@server/billing/signature';
import { readSubscription, usageOf, writeSubscription } from '@server/billing/store';
import { setAuditContext } from '@server/db/audit';
import { lockBusiness } from '@server/db/seq';
import type { Db } from '@server/db/types';
import type { Clock } from '@server/routes/self-auth';
import { fail, problem } from '@server/http/problem';
import { addRoute } from '@server/http/route';
import { sendWrite } from '@server/http/write-route';
import { str } from '@server/rows/convert';
import { ORG_ADMIN } from '@server/routes/checkout-access';
import { findDepositByBill, settleDepositBill } from '@server/routes/public-booking-deposits';

const bizParams = z.object({ businessId: z.uuid('validation.invalidId') });
const idParams = bizParams.extend({ id: z.uuid('validation.invalidId') });
const billParams = bizParams.extend({ billId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'subscription.errors.unknownBill') });

/** Billplz's callback (form-encoded, every value a string): the fields we check, and the rest signed with them. */
const callbackSchema = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'subscription.errors.unknownBill'),
    paid: z.enum(['true', 'false'], 'subscription.errors.badReturn'),
    amount: z.string().regex(/^\d{1,12}$/, 'subscription.errors.badAmount'),
    paid_at: z.string().max(64, 'validation.tooLong').optional(),
    x_signature: z.string().regex(/^[0-9a-f]{64}$/, 'subscription.errors.badSignature'),
  })
  .catchall(z.string('validation.invalidType').max(2000, 'validation.tooLong'));

/** Why a plan that is too small for what the business uses is refused (a downgrade). */
const TOO_SMALL: Record<LimitKey, string> = {
  seats: 'subscription.errors.tooManySeats',
  branches: 'subscription.errors.tooManyBranches',
  messages: 'subscription.errors.tooManyMessages',
};

/**
 * The subscription (issue 20): the plan on the delta feed (table subscriptions), the server's
 * usage counts, plan changes (a cheaper plan at once when the business fits in it; a dearer one
 * through a Billplz bill), and the gateway's callback and redirect, both signature-checked.
 */
export function registerSubscriptionBillingRoutes(app: FastifyInstance, db: Db, clock: Clock, billing: Billing | undefined): void {
  // The row itself (the replica's row refresh asks it after a discarded change).
  addRoute(app, { method: 'GET', url: '/b/:businessId/subscriptions/:id', access: 'member', writes: false, params: idParams }, async ({ params }) => {
    if (params.id !== params.businessId) fail(404, 'No such subscription.');
    return readSubscription(db, params.businessId);
  });

  addRoute(app, { method: 'GET', url: '/b/:businessId/subscription/usage', access: 'member', writes: false, params: bizParams }, async ({ params }) =>
    usageOf(db, params.businessId, clock()),
  );

  // The bills (upgrades and renewals): the business's payments, for org admins (spec §6: Business settings).
  addRoute(app, { method: 'GET', url: '/b/:businessId/subscription/bills', access: ORG_ADMIN, writes: false, params: bizParams }, async ({ params }) => {
    const answer: SubscriptionBills = { bills: await listBills(db, params.businessId), fetchedAt: clock().toISOString() };
    return answer;
  });

  const changeRoute = { method: 'POST', url: '/b/:businessId/subscription/change', access: ORG_ADMIN, writes: true, params: bizParams, body: planChangeSchema } as const;
  addRoute(app, changeRoute, async ({ req, reply, params, body, caller }) => {
    const { businessId } = params;
    const me = caller();
    return sendWrite(db, req, reply, businessId, async (q) => {
      const current = await readSubscription(q, businessId);
      if (body.plan === current.plan) return { status: 409, body: problem(409, 'The business is on this plan already.', { plan: 'subscription.errors.samePlan' }) };
      if (!isUpgrade(current.plan, body.plan)) {
        const { usage } = await usageOf(q, businessId, clock());
        const over = limitsExceeded(body.plan, usage)[0];
        if (over !== undefined) return { status: 409, body: problem(409, `The business uses more ${over} than the ${body.plan} plan allows.`, { plan: TOO_SMALL[over] }) };
        // Free has nothing to pay: a past-due subscription moved to it is settled.
        const status = body.plan === 'free' ? 'active' : current.status;
        if (body.plan === 'free') await expireOpenRenewals(q, businessId);
        const subscription = await writeSubscription(q, businessId, { plan: body.plan, status, renewsAt: new Date(current.renewsAt) });
        const answer: PlanChangeAnswer = { kind: 'changed', subscription };
        return { status: 200, body: answer };
      }
      if (billing === undefined) return { status: 503, body: problem(503, 'Payments are not configured on this server.', { plan: 'subscription.errors.paymentsUnavailable' }) };
      const business = await q.query<{ name: string }>('SELECT name FROM businesses WHERE id = $1', [businessId]);
      const plan = PLANS[body.plan];
      const bill = await billing.client.createBill({
        email: me.email,
        name: str(business[0]?.name ?? 'Bookit business').slice(0, 255),
        amount: plan.priceSen,
        description: `Bookit ${plan.id} plan, one month`,
        callbackUrl: billing.callbackUrl,
        redirectUrl: billing.redirectUrl,
        reference1Label: 'Business',
        reference1: businessId,
      });
      await q.query('INSERT INTO subscription_bills (business_id, id, plan, amount, created_by, url) VALUES ($1, $2, $3, $4, $5, $6)', [businessId, bill.id, plan.id, plan.priceSen, me.userId, bill.url]);
      const answer: PlanChangeAnswer = { kind: 'pay', billId: bill.id, url: bill.url };
      return { status: 200, body: answer };
    });
  });

  // The payer's browser back from the gateway (/payment/callback forwards billplz[...] here).
  const returnRoute = { method: 'POST', url: '/b/:businessId/subscription/bills/:billId/return', access: ORG_ADMIN, writes: true, params: billParams, body: billReturnSchema } as const;
  addRoute(app, returnRoute, async ({ req, reply, params, body }) => {
    const { businessId, billId } = params;
    if (billing === undefined) fail(503, 'Payments are not configured on this server.', { billId: 'subscription.errors.paymentsUnavailable' });
    const signed = redirectParams({ id: billId, paid: body.paid, paidAt: body.paidAt });
    if (!verifyBillplzSignature(signed, body.xSignature, billing.client.config.xSignatureKey)) {
      fail(400, 'The payment gateway’s signature does not match.', { xSignature: 'subscription.errors.badSignature' });
    }
    return sendWrite(db, req, reply, businessId, async (q) => {
      const bill = await findBill(q, billId);
      if (bill === undefined || bill.business_id !== businessId) return { status: 404, body: problem(404, 'No such bill.', { billId: 'subscription.errors.unknownBill' }) };
      // A signed "paid" settles now (the callback may come later); "not paid" may still turn paid (FPX), so only the callback declines.
      const state = body.paid === 'true' ? await settleBill(q, billId, { paid: true, at: parseBillplzTime(body.paidAt) ?? clock() }) : bill.state;
      const subscription = await readSubscription(q, businessId);
      // An expired bill (the subscription was cancelled unpaid) not paid now is as good as declined.
      const outcome: BillOutcome = { billId, outcome: state === 'due' ? 'pending' : state === 'expired' ? 'declined' : state, plan: subscription.plan, subscription };
      return { status: 200, body: outcome };
    });
  });

  // Billplz's server-to-server callback: form-encoded, signed; the only way a bill is declined.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_req, text, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(text))));
    });
    addRoute(scope, { method: 'POST', url: '/billplz/callback', access: 'public', writes: true, body: callbackSchema }, async ({ body, reply }) => {
      if (billing === undefined) fail(503, 'Payments are not configured on this server.', { id: 'subscription.errors.paymentsUnavailable' });
      const { x_signature: signature, ...fields } = body;
      const signed = Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string'));
      if (!verifyBillplzSignature(signed, signature, billing.client.config.xSignatureKey)) {
        fail(400, 'The payment gateway’s signature does not match.', { x_signature: 'subscription.errors.badSignature' });
      }
      const found = await findBill(db, body.id);
      if (found === undefined) {
        // Not a plan's bill: an online booking's deposit (the same collection and callback).
        const deposit = await findDepositByBill(db, body.id);
        if (deposit === undefined) fail(404, 'No such bill.', { id: 'subscription.errors.unknownBill' });
        if (Number(body.amount) !== deposit.amount) fail(400, 'The amount is not the bill’s.', { amount: 'subscription.errors.badAmount' });
        if (body.paid === 'true') await settleDepositBill(db, deposit, parseBillplzTime(body.paid_at ?? '') ?? clock(), '/billplz/callback');
        return reply.code(200).send({ ok: true });
      }
      if (Number(body.amount) !== Number(found.amount)) fail(400, 'The amount is not the bill’s.', { amount: 'subscription.errors.badAmount' });
      await db.tx(async (q) => {
        await lockBusiness(q, found.business_id);
        await setAuditContext(q, { actorId: found.created_by, email: null, key: null, method: 'POST', path: '/billplz/callback' });
        await settleBill(q, found.id, body.paid === 'true' ? { paid: true, at: parseBillplzTime(body.paid_at ?? '') ?? clock() } : { paid: false });
      });
      return reply.code(200).send({ ok: true });
    });
  });
}
