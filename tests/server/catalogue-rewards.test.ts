import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '@/lib/api-types';
import type { CartLine } from '@/lib/checkout/sale-schema';
import { computeTotals, finalTotals } from '@/lib/checkout/totals';
import { salePointsMovementId, type PointMovementRow } from '@/lib/rewards/movements';
import type { RewardProgramRow } from '@/lib/schemas/reward-program';
import { backends } from './helpers/backends';
import { signInCatalogueMembers } from './helpers/catalogue';
import { FX } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';

const programs = `/b/${FX.bizA}/rewardPrograms`;
const RATES = { serviceChargeBp: 0, taxBp: 0, taxOnServices: true, taxOnProducts: false };

interface PointsAnswer {
  balance: number;
  movements: PointMovementRow[];
}

describe.each(backends())('reward programs and points on $name', (backend) => {
  let h: Harness;
  let viewer: string;
  let editor: string;
  let serviceId: string;
  let customerId: string;
  let glowId: string;

  /** A sale of one RM 120 cut to the customer; `points` redeems that many (5 sen each) and the card pays the rest. */
  function saleOf(points = 0, customer: string | null = customerId) {
    const lines: CartLine[] = [{ id: crypto.randomUUID(), kind: 'service', itemId: serviceId, name: 'Cut', unitPrice: 12_000, quantity: 1, staffId: null, discount: null, note: '', voucherCode: null }];
    const totals = finalTotals(computeTotals({ lines, cartDiscount: null, tip: 0, rates: RATES }), 0);
    const value = points * 5;
    return {
      id: crypto.randomUUID(), branchId: FX.branchA, deviceId: crypto.randomUUID(), shiftId: null, receiptNumber: `A-RW-${crypto.randomUUID().slice(0, 8)}`, customerId: customer, currency: 'myr',
      lines, cartDiscount: null, rates: RATES, totals,
      payments: [
        { id: crypto.randomUUID(), method: 'card', amount: totals.total - value, tendered: null, reference: 'APPR1' },
        ...(points > 0 ? [{ id: crypto.randomUUID(), method: 'points', amount: value, tendered: null, reference: String(points), points }] : []),
      ],
      note: '', soldAt: new Date().toISOString(),
    };
  }
  const pointsOf = async (id = customerId) => (await h.call('GET', `/b/${FX.bizA}/customers/${id}/points`, { as: 'ownerA' })).json as PointsAnswer;
  const glowBody = (id: string) => ({ id, name: ' Glow Points ', earnRates: { service: 1, product: 1, package: 0 }, pointValue: 5, minRedeem: 100, expiryMonths: 12 });

  beforeAll(async () => {
    h = await startHarness(backend);
    ({ viewer, editor } = await signInCatalogueMembers(h.db, 'f7'));
    await h.db.query(`UPDATE businesses SET features = features || '{"rewardPts": true}'::jsonb WHERE id = $1`, [FX.bizA]);
    serviceId = crypto.randomUUID();
    customerId = crypto.randomUUID();
    expect((await h.call('POST', `/b/${FX.bizA}/services`, { as: 'ownerA', body: { id: serviceId, name: 'Cut', durationMinutes: 45, price: 12_000 } })).status).toBe(201);
    expect((await h.call('POST', `/b/${FX.bizA}/customers`, { as: 'ownerA', body: { id: customerId, firstName: 'Nur', phone: '+60123456711' } })).status).toBe(201);
  });
  afterAll(async () => {
    await h.stop();
  });

  it('creates a program with defaults, patches it, and carries it on the feed', async () => {
    glowId = crypto.randomUUID();
    const created = await h.call('POST', programs, { token: editor, body: glowBody(glowId) });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      id: glowId, name: 'Glow Points', earnRates: { service: 1, product: 1, package: 0 }, scope: 'all', itemIds: [], categories: [], pointValue: 5, minRedeem: 100, expiryMonths: 12, active: true, version: 1,
    });
    const patched = await h.call('PATCH', `${programs}/${glowId}`, { token: editor, body: { minRedeem: 50, expiryMonths: null } });
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject({ minRedeem: 50, expiryMonths: null, version: 2 });
    expect((await h.call('GET', `${programs}/${glowId}`, { token: viewer })).json).toEqual(patched.json);
    const feed = await h.call('GET', `/b/${FX.bizA}/changes?since=0&tables=rewardPrograms`, { as: 'clerkA' });
    expect((feed.json as { changes: { id: string; row?: RewardProgramRow }[] }).changes.find((c) => c.id === glowId)?.row).toEqual(patched.json);
    expect((await h.call('PATCH', `${programs}/${glowId}`, { as: 'ownerA', body: { minRedeem: 100, expiryMonths: 12 } })).status).toBe(200);
  });

  it('keeps one active program: a second one or a restore while another is active is refused at the field', async () => {
    const second = crypto.randomUUID();
    const refused = await h.call('POST', programs, { as: 'ownerA', body: glowBody(second) });
    expect(refused.status).toBe(409);
    expect((refused.json as Problem).errors).toEqual({ active: 'catalogues.rewards.oneActive' });
    expect((await h.call('POST', programs, { as: 'ownerA', body: { ...glowBody(second), name: 'Spring Points', active: false } })).status).toBe(201);
    const restore = await h.call('PATCH', `${programs}/${second}`, { as: 'ownerA', body: { active: true } });
    expect(restore.status).toBe(409);
    expect((restore.json as Problem).errors).toEqual({ active: 'catalogues.rewards.oneActive' });
    // Editing the archived one is fine; deleting it (nothing earned under it) too.
    expect((await h.call('PATCH', `${programs}/${second}`, { as: 'ownerA', body: { name: 'Spring' } })).status).toBe(200);
    expect((await h.call('DELETE', `${programs}/${second}`, { as: 'ownerA' })).status).toBe(204);
  });

  it('checks access by catalogue level, and answers bad input with field keys', async () => {
    const id = crypto.randomUUID();
    expect((await h.call('GET', programs, { as: 'nobodyA' })).status).toBe(403);
    expect((await h.call('POST', programs, { token: viewer, body: { ...glowBody(id), active: false } })).status).toBe(403);
    expect((await h.call('POST', programs, { as: 'ownerB', body: { ...glowBody(id), active: false } })).status).toBe(403);
    expect((await h.call('PATCH', `${programs}/${glowId}`, { token: viewer, body: { minRedeem: 1 } })).status).toBe(403);
    expect((await h.call('DELETE', `${programs}/${glowId}`, { token: editor })).status).toBe(403);
    const bad = await h.call('POST', programs, {
      as: 'ownerA',
      body: { id, name: '', earnRates: { service: -1, product: 1.234, package: 0 }, pointValue: 0, minRedeem: 1.5, expiryMonths: 0, scope: 'nearby' },
    });
    expect(bad.status).toBe(400);
    expect((bad.json as Problem).errors).toMatchObject({
      name: 'catalogues.validation.nameRequired',
      'earnRates.service': 'catalogues.validation.notNegative',
      'earnRates.product': 'catalogues.rewards.twoDecimals',
      pointValue: 'catalogues.rewards.pointValueRequired',
      minRedeem: 'catalogues.rewards.wholePoints',
      expiryMonths: 'catalogues.rewards.expiryRange',
      scope: 'catalogues.rewards.invalidScope',
    });
    const none = await h.call('POST', programs, { as: 'ownerA', body: { ...glowBody(id), active: false, earnRates: { service: 0, product: 0, package: 0 } } });
    expect((none.json as Problem).errors).toEqual({ earnRates: 'catalogues.rewards.ratesRequired' });
    const broken = await h.call('PATCH', `${programs}/${glowId}`, { as: 'ownerA', body: { scope: 'items' } });
    expect(broken.status).toBe(400);
    expect((broken.json as Problem).errors).toEqual({ itemIds: 'catalogues.rewards.itemsRequired' });
  });

  it('earns a sale’s points in its own transaction, exactly once however often the sale is replayed', async () => {
    const sale = saleOf();
    const key = crypto.randomUUID();
    expect((await h.call('POST', `/b/${FX.bizA}/sales`, { as: 'clerkA', key, body: sale })).status).toBe(201);
    expect((await h.call('POST', `/b/${FX.bizA}/sales`, { as: 'clerkA', key, body: sale })).status).toBe(201);
    // The same sale under another key (a second device's retry) answers the stored sale.
    expect((await h.call('POST', `/b/${FX.bizA}/sales`, { as: 'clerkA', body: sale })).status).toBe(200);
    const points = await pointsOf();
    expect(points.balance).toBe(120);
    expect(points.movements).toHaveLength(1);
    expect(points.movements[0]).toMatchObject({ id: salePointsMovementId(sale.id, 'earned'), kind: 'earned', points: 120, saleId: sale.id, programId: glowId });
    expect(points.movements[0]?.expiresAt?.slice(0, 4)).toBe(String(new Date().getUTCFullYear() + 1));
    const feed = await h.call('GET', `/b/${FX.bizA}/changes?since=0&tables=pointMovements`, { as: 'clerkA' });
    expect((feed.json as { changes: { id: string }[] }).changes.filter((c) => c.id === salePointsMovementId(sale.id, 'earned'))).toHaveLength(1);
    // No customer, no points.
    expect((await h.call('POST', `/b/${FX.bizA}/sales`, { as: 'clerkA', body: saleOf(0, null) })).status).toBe(201);
    expect((await pointsOf()).movements).toHaveLength(1);
  });

  it('keeps the device’s figure (what the receipt printed) and flags a different one for review', async () => {
    const sale = { ...saleOf(), pointsEarned: 150 };
    expect((await h.call('POST', `/b/${FX.bizA}/sales`, { as: 'clerkA', body: sale })).status).toBe(201);
    expect((await pointsOf()).balance).toBe(270);
    const [row] = await h.db.query<{ anomalies: unknown }>('SELECT anomalies FROM sales WHERE business_id = $1 AND id = $2', [FX.bizA, sale.id]);
    expect(row?.anomalies).toEqual(['points_mismatch']);
  });

  it('redeems points in a sale; over the balance, under the minimum or without a customer is refused', async () => {
    const over = await h.call('POST', `/b/${FX.bizA}/sales`, { as: 'clerkA', body: saleOf(300) });
    expect(over.status).toBe(409);
    expect((over.json as Problem).errors).toEqual({ 'payments.1.points': 'checkout.points.overBalance' });
    const few = await h.call('POST', `/b/${FX.bizA}/sales`, { as: 'clerkA', body: saleOf(50) });
    expect(few.status).toBe(400);
    expect((few.json as Problem).errors).toEqual({ 'payments.1.points': 'checkout.points.belowMinimum' });
    const anonymous = await h.call('POST', `/b/${FX.bizA}/sales`, { as: 'clerkA', body: saleOf(100, null) });
    expect((anonymous.json as Problem).errors).toEqual({ 'payments.1.points': 'checkout.points.needsCustomer' });
    const wrongValue = saleOf(100);
    const points = wrongValue.payments[1];
    if (points === undefined) throw new Error('a points payment');
    points.amount = 600;
    const first = wrongValue.payments[0];
    if (first === undefined) throw new Error('a card payment');
    first.amount -= 100;
    expect(((await h.call('POST', `/b/${FX.bizA}/sales`, { as: 'clerkA', body: wrongValue })).json as Problem).errors).toEqual({ 'payments.1.points': 'checkout.points.valueMismatch' });
    const before = (await pointsOf()).balance;
    const sale = saleOf(200);
    expect((await h.call('POST', `/b/${FX.bizA}/sales`, { as: 'clerkA', body: sale })).status).toBe(201);
    const after = await pointsOf();
    // 200 redeemed; RM 110 of the RM 120 paid by card earns 110.
    expect(after.balance).toBe(before - 200 + 110);
    expect(after.movements.filter((m) => m.saleId === sale.id).map((m) => [m.kind, m.points]).sort()).toEqual([['earned', 110], ['redeemed', -200]]);
    expect((await h.call('DELETE', `${programs}/${glowId}`, { as: 'ownerA' })).status).toBe(409);
  });

  it('a refund takes back its share of the points the sale earned and gives back its share of those it redeemed, once', async () => {
    const sale = saleOf(100);
    expect((await h.call('POST', `/b/${FX.bizA}/sales`, { as: 'clerkA', body: sale })).status).toBe(201);
    const before = (await pointsOf()).balance;
    const refund = (amount: number) => ({
      id: crypto.randomUUID(), saleId: sale.id, kind: 'refund', amount, method: 'card', reason: 'Unhappy with the cut', restock: [], deviceId: crypto.randomUUID(), shiftId: null,
      refundedAt: new Date().toISOString(),
    });
    // Half the sale: 57 of the 115 earned (RM 115 paid by card) taken back, 50 of the 100 redeemed given back.
    const half = refund(6_000);
    const key = crypto.randomUUID();
    expect((await h.call('POST', `/b/${FX.bizA}/refunds`, { as: 'ownerA', key, body: half })).status).toBe(201);
    expect((await h.call('POST', `/b/${FX.bizA}/refunds`, { as: 'ownerA', key, body: half })).status).toBe(201);
    expect((await h.call('POST', `/b/${FX.bizA}/refunds`, { as: 'ownerA', body: half })).status).toBe(200);
    const after = await pointsOf();
    expect(after.balance).toBe(before - 57 + 50);
    expect(after.movements.filter((m) => m.kind === 'refunded' && m.saleId === sale.id).map((m) => m.points).sort((a, b) => a - b)).toEqual([-57, 50]);
  });

  it('adjusts points by hand with a reason (customers Full), never below zero', async () => {
    const body = (points: number, reason = 'Birthday treat') => ({ id: crypto.randomUUID(), customerId, points, reason, occurredAt: new Date().toISOString() });
    expect((await h.call('POST', `/b/${FX.bizA}/pointMovements`, { as: 'clerkA', body: body(50) })).status).toBe(403);
    expect((await h.call('POST', `/b/${FX.bizA}/pointMovements`, { as: 'nobodyA', body: body(50) })).status).toBe(403);
    const before = (await pointsOf()).balance;
    const added = await h.call('POST', `/b/${FX.bizA}/pointMovements`, { as: 'ownerA', body: body(50) });
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({ kind: 'adjusted', points: 50, reason: 'Birthday treat', saleId: null, expiresAt: null });
    expect((await pointsOf()).balance).toBe(before + 50);
    const over = await h.call('POST', `/b/${FX.bizA}/pointMovements`, { as: 'ownerA', body: body(-(before + 51)) });
    expect(over.status).toBe(409);
    expect((over.json as Problem).errors).toEqual({ points: 'customers.points.overBalance' });
    const bad = await h.call('POST', `/b/${FX.bizA}/pointMovements`, { as: 'ownerA', body: { ...body(0, ''), customerId: 'nobody' } });
    expect(bad.status).toBe(400);
    expect((bad.json as Problem).errors).toMatchObject({ points: 'customers.points.nonZero', reason: 'validation.reasonRequired', customerId: 'validation.invalidId' });
    const unknown = await h.call('POST', `/b/${FX.bizA}/pointMovements`, { as: 'ownerA', body: { ...body(5), customerId: crypto.randomUUID() } });
    expect((unknown.json as Problem).errors).toEqual({ customerId: 'customers.points.unknownCustomer' });
    expect((await h.call('GET', `/b/${FX.bizA}/customers/${customerId}/points`, { as: 'nobodyA' })).status).toBe(403);
    expect((await h.call('GET', `/b/${FX.bizA}/customers/${customerId}/points`, { as: 'viewerA' })).status).toBe(200);
  });

  it('earns nothing with the rewardPts flag off', async () => {
    await h.db.query(`UPDATE businesses SET features = features || '{"rewardPts": false}'::jsonb WHERE id = $1`, [FX.bizA]);
    const before = (await pointsOf()).balance;
    expect((await h.call('POST', `/b/${FX.bizA}/sales`, { as: 'clerkA', body: saleOf() })).status).toBe(201);
    expect((await pointsOf()).balance).toBe(before);
    await h.db.query(`UPDATE businesses SET features = features || '{"rewardPts": true}'::jsonb WHERE id = $1`, [FX.bizA]);
  });
});
