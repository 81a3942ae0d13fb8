import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangesResponse, CustomerRow } from '@/lib/api-types';
import type { SaleCreateInput } from '@/lib/checkout/sale-schema';
import type { AuditPage } from '@/lib/schemas/audit-log';
import type { WebsiteSettingsRow } from '@/lib/schemas/website-settings';
import { lockBusiness, nextSeq } from '@server/db/seq';
import { findJob } from '@server/jobs/queue';
import { createJobRunner } from '@server/jobs/runner';
import { planRetention, RETENTION_QUEUE, retentionHandlers } from '@server/privacy/retention-jobs';
import { backends } from './helpers/backends';
import { appointmentBody } from './helpers/appointment-body';
import { seedCatalogue } from './helpers/catalogue';
import { FX, USERS } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';
import { saleBody, serviceLine } from './helpers/sale-body';

const base = `/b/${FX.bizA}`;
const uuid = () => crypto.randomUUID();
const CUT = '11111111-1111-4111-8111-00000000c001';
const DEVICE = '11111111-1111-4111-8111-00000000d044';
const TILL = { id: DEVICE, prefix: 'A-DEV44' };
// 27 Nov 2026, 10:00 in Kuala Lumpur (UTC+8): with the default 24 months, 27 Nov 2024 (local) is the first day kept.
const NOW = new Date('2026-11-27T02:00:00.000Z');
const OLD = '2023-01-10T03:00:00.000Z';

const sale = (customerId: string, soldAt: string): SaleCreateInput => saleBody(TILL, [serviceLine(5_000)], { method: 'cash' }, { customerId, soldAt });

describe.each(backends())('data retention on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
    await seedCatalogue(h.db, { services: [{ id: CUT, name: 'Haircut', price: 5_000, durationMinutes: 45 }] });
  });
  afterAll(async () => {
    await h.stop();
  });

  /** A customer made through the API, then dated back to `createdAt` (as if made then). */
  const customer = async (firstName: string, createdAt: string): Promise<string> => {
    const id = uuid();
    const body = { id, firstName, lastName: 'Tan', phone: '+60123456789', email: `${firstName.toLowerCase()}@example.test`, notes: 'Prefers mornings', birthday: '1990-04-01' };
    expect((await h.call('POST', `${base}/customers`, { as: 'ownerA', body })).status).toBe(201);
    await h.db.query('UPDATE customers SET created_at = $3 WHERE business_id = $1 AND id = $2', [FX.bizA, id, createdAt]);
    return id;
  };
  const feed = async (since: string): Promise<ChangesResponse> => {
    const r = await h.call('GET', `${base}/changes?since=${since}&limit=5000`, { as: 'ownerA' });
    expect(r.status).toBe(200);
    return r.json as ChangesResponse;
  };
  const customerRow = async (id: string) => (await h.db.query<{ first_name: string; phone: string; erased_at: unknown }>('SELECT first_name, phone, erased_at FROM customers WHERE business_id = $1 AND id = $2', [FX.bizA, id]))[0];

  it('erases exactly the customers past the period who hold nothing, through the queue, once', async () => {
    const oldWithSale = await customer('Siti', OLD);
    const oldSale = sale(oldWithSale, '2023-06-01T04:00:00.000Z');
    expect((await h.call('POST', `${base}/sales`, { as: 'ownerA', body: oldSale })).status).toBe(201);
    const oldNothing = await customer('Ali', OLD);
    const lastDayErased = await customer('Chong', '2024-11-26T15:59:00.000Z'); // 26 Nov 2024, 23:59 in Kuala Lumpur
    const firstDayKept = await customer('Devi', '2024-11-26T16:00:00.000Z'); // 27 Nov 2024, 00:00 there
    const recent = await customer('Ema', '2026-10-01T02:00:00.000Z');
    const recentSale = await customer('Farid', OLD);
    expect((await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sale(recentSale, '2026-09-01T04:00:00.000Z') })).status).toBe(201);
    const withCredit = await customer('Gita', OLD);
    expect((await h.call('POST', `${base}/customers/${withCredit}/credits`, { as: 'ownerA', body: { movementId: uuid(), delta: 5_000, reason: 'Goodwill', currency: 'myr' } })).status).toBe(201);
    await h.db.query('UPDATE credit_movements SET created_at = $3 WHERE business_id = $1 AND customer_id = $2', [FX.bizA, withCredit, OLD]);
    const withPoints = await customer('Hana', OLD);
    const expiredPoints = await customer('Kiki', OLD);
    await h.db.tx(async (q) => {
      await lockBusiness(q, FX.bizA);
      const insert = `INSERT INTO point_movements (business_id, id, seq, customer_id, kind, points, reason, occurred_at, expires_at) VALUES ($1, $2, $3, $4, $5, 120, 'Welcome', $6, $7)`;
      await q.query(insert, [FX.bizA, uuid(), await nextSeq(q, FX.bizA), withPoints, 'adjusted', OLD, null]);
      // Earned in 2023, lapsed in 2024: nothing held any more.
      await q.query(insert, [FX.bizA, uuid(), await nextSeq(q, FX.bizA), expiredPoints, 'earned', OLD, '2024-01-10T03:00:00.000Z']);
    });
    const booked = await customer('Ivan', OLD);
    const future = appointmentBody(CUT, USERS.ownerA.id, '2031-03-03T02:00:00.000Z', 45, { customerId: booked });
    expect((await h.call('POST', `${base}/appointments`, { as: 'ownerA', body: future })).status).toBe(201);
    const erased = [oldWithSale, oldNothing, lastDayErased, expiredPoints];
    const kept = [firstDayKept, recent, recentSale, withCredit, withPoints, booked];

    const before = (await feed('0')).cursor;
    // The hourly planner queues today's run (27 Nov in the business's zone); the runner takes it.
    await h.db.tx((q) => planRetention(q, NOW));
    expect(await findJob(h.db, RETENTION_QUEUE, `${FX.bizA}:2026-11-27`)).not.toBeNull();
    const runner = createJobRunner(h.db, retentionHandlers(() => NOW), { pollMs: 10 });
    expect(await runner.tick()).toBeGreaterThanOrEqual(1);
    expect((await findJob(h.db, RETENTION_QUEUE, `${FX.bizA}:2026-11-27`))?.state).toBe('done');

    for (const id of erased) expect(await customerRow(id)).toMatchObject({ first_name: '', phone: '' });
    for (const id of erased) expect((await customerRow(id))?.erased_at).not.toBeNull();
    for (const id of kept) expect(await customerRow(id)).toMatchObject({ phone: '+60123456789', erased_at: null });

    // Devices get the erased rows (and the run's figure) through the delta feed.
    const delivered = (await feed(before)).changes;
    const customers = delivered.filter((c) => c.table === 'customers');
    expect(customers.map((c) => c.id).sort()).toEqual([...erased].sort());
    for (const c of customers) {
      expect(c.op).toBe('put');
      if (c.op !== 'put') continue;
      expect(c.row).toMatchObject({ firstName: '', lastName: '', email: '', phone: '', notes: '', birthday: null, erasedAt: NOW.toISOString() });
    }
    const settings = delivered.find((c) => c.table === 'websiteSettings');
    expect(settings?.op === 'put' ? (settings.row as WebsiteSettingsRow).retentionRun : null).toEqual({ at: NOW.toISOString(), erased: 4 });
    expect(settings?.op === 'put' ? (settings.row as WebsiteSettingsRow).dataPrivacy.retentionMonths : null).toBe(24);

    // The audit log names the count; the customers' own entries no longer hold their personal data.
    const audit = (await h.call('GET', `${base}/auditLog?entity=customers`, { as: 'ownerA' })).json as AuditPage;
    expect(audit.items.find((e) => e.entityId === 'retention:2026-11-27')?.changes).toMatchObject({ erasedCustomers: { before: null, after: 4 } });
    const ownEntries = audit.items.filter((e) => erased.includes(e.entityId));
    expect(ownEntries.length).toBeGreaterThan(0);
    for (const e of ownEntries) expect(Object.keys(e.changes)).not.toContain('first_name');

    // The erased customer's sale is kept and still reads, naming the customer.
    const read = await h.call('GET', `${base}/sales/${oldSale.id}`, { as: 'ownerA' });
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ id: oldSale.id, customerId: oldWithSale, totals: { total: oldSale.totals.total } });
    const record = (await h.call('GET', `${base}/customers/${oldWithSale}`, { as: 'ownerA' })).json as CustomerRow;
    expect(record).toMatchObject({ firstName: '', erasedAt: NOW.toISOString() });

    // An edit made offline before the erasure is refused when it arrives: the personal data stays erased.
    const late = await h.call('PATCH', `${base}/customers/${oldNothing}`, { as: 'ownerA', body: { firstName: 'Ali', phone: '+60123456789' } });
    expect(late.status).toBe(409);
    expect(late.json).toMatchObject({ errors: { id: 'conflict.erased' } });
    expect(await customerRow(oldNothing)).toMatchObject({ first_name: '', phone: '' });

    // A second run (the job again, or a later one the same day) changes nothing.
    const after = (await feed(before)).cursor;
    await h.db.query(`UPDATE jobs SET state = 'queued', run_at = now() WHERE queue = $1`, [RETENTION_QUEUE]);
    expect(await runner.tick()).toBe(2); // business A's and business B's runs of 27 Nov
    expect((await feed(after)).changes).toEqual([]);
    const again = (await h.call('GET', `${base}/auditLog?entity=customers`, { as: 'ownerA' })).json as AuditPage;
    expect(again.items.filter((e) => e.entityId.startsWith('retention:'))).toHaveLength(1);
  });

  it('follows the months the business set', async () => {
    const tenMonths = await customer('Jun', '2026-01-05T02:00:00.000Z');
    const patched = await h.call('PATCH', `${base}/websiteSettings/${FX.bizA}`, { as: 'ownerA', body: { dataPrivacy: { privacyNotice: '', consentText: '', retentionMonths: 6 } } });
    expect(patched.status).toBe(200);
    const runner = createJobRunner(h.db, retentionHandlers(() => new Date('2026-11-28T02:00:00.000Z')), { pollMs: 10 });
    await h.db.tx((q) => planRetention(q, new Date('2026-11-28T02:00:00.000Z')));
    expect(await runner.tick()).toBe(2); // business A's run of 28 Nov and business B's
    expect((await customerRow(tenMonths))?.erased_at).not.toBeNull();
    // The business B has no settings row: the default 24 months, and its run is recorded all the same.
    const b = await h.call('GET', `/b/${FX.bizB}/websiteSettings/${FX.bizB}`, { as: 'ownerB' });
    expect(b.json).toMatchObject({ dataPrivacy: { retentionMonths: 24 }, retentionRun: { at: '2026-11-28T02:00:00.000Z', erased: 0 } });
  });
});
