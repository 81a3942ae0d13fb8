import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangesResponse, Problem } from '@/lib/api-types';
import type { EinvoiceProfileInput } from '@/lib/einvoice/profile';
import type { InvoiceRow } from '@/lib/invoices/rows';
import type { InvoiceCreateInput } from '@/lib/invoices/schema';
import type { MyInvoisClient } from '@server/einvoice/client';
import { einvoiceHandlers } from '@server/einvoice/job';
import type { MyInvoisSandbox } from '@server/einvoice/sandbox';
import { findJob } from '@server/jobs/queue';
import { createJobRunner } from '@server/jobs/runner';
import { backends } from './helpers/backends';
import { startMyInvois } from './helpers/myinvois';
import { SALON_A_PROFILE } from '../einvoice-profile';
import { FX } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';

const base = `/b/${FX.bizA}`;
const uuid = () => crypto.randomUUID();
const HOUR = 3_600_000;

const until = async (check: () => Promise<boolean>, ms = 15_000): Promise<void> => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

const PROFILE: EinvoiceProfileInput = { ...SALON_A_PROFILE, email: 'billing@salon-a.example' };

let provisional = 0;
function invoice(over: Partial<InvoiceCreateInput> = {}): InvoiceCreateInput {
  provisional += 1;
  const now = new Date();
  return {
    id: uuid(),
    branchId: FX.branchA,
    kind: 'invoice',
    state: 'issued',
    provisionalNumber: `P-BR-EINV1-${String(provisional).padStart(4, '0')}`,
    customerId: null,
    buyer: { name: 'Aisyah Rahman', company: 'Seri Events Sdn Bhd', email: 'aisyah@seri.example', phone: '+60123456789', address: '1 Jalan Ampang, Kuala Lumpur', tin: 'C1234567890', idType: 'BRN', idValue: '202001012345', sstNumber: '' },
    currency: 'myr',
    issueDate: now.toISOString().slice(0, 10),
    dueDate: new Date(now.getTime() + 14 * 24 * HOUR).toISOString().slice(0, 10),
    lines: [{ id: uuid(), kind: 'service', itemId: null, description: 'Bridal party styling (6 guests)', quantity: 6, unitPrice: 25_000, discountBp: 0, taxable: true }],
    discountBp: 0,
    taxBp: 800,
    notes: '',
    creditedInvoiceId: null,
    quotationId: null,
    saleIds: [],
    createdAt: now.toISOString(),
    ...over,
  };
}

describe.each(backends())('MyInvois e-invoicing on $name', (backend) => {
  let h: Harness;
  let sandbox: MyInvoisSandbox;
  let client: MyInvoisClient;
  /** The API's clock and the sandbox's, moved by the cancellation tests. */
  let apiShift = 0;
  let sandboxShift = 0;
  beforeAll(async () => {
    h = await startHarness(backend, { clock: () => new Date(Date.now() + apiShift) });
    ({ sandbox, client } = await startMyInvois({ validationDelayMs: 50, now: () => new Date(Date.now() + sandboxShift) }));
    expect((await h.call('PUT', `${base}/einvoiceProfiles/${FX.bizA}`, { as: 'ownerA', body: PROFILE })).status).toBe(200);
  });
  afterAll(async () => {
    await sandbox.app.close();
    await h.stop();
  });

  const read = async (id: string): Promise<InvoiceRow> => (await h.call('GET', `${base}/invoices/${id}`, { as: 'ownerA' })).json as InvoiceRow;
  /** Runs the e-invoice jobs (with `c` as MyInvois) until the document's e-invoice settles. */
  async function runUntil(id: string, settled: (r: InvoiceRow) => boolean, c: MyInvoisClient = client): Promise<InvoiceRow> {
    const runner = createJobRunner(h.db, einvoiceHandlers(c, { pollMs: 20 }), { pollMs: 10, backoffBaseMs: 20, backoffCapMs: 40 });
    runner.start();
    try {
      await until(async () => settled(await read(id)));
    } finally {
      await runner.stop();
    }
    return read(id);
  }

  it('keeps the tax identity with field reasons for bad formats, written by org admins only', async () => {
    const bad = await h.call('PUT', `${base}/einvoiceProfiles/${FX.bizA}`, {
      as: 'ownerA',
      body: { ...PROFILE, tin: '12345', msicCode: '9602', sstNumber: 'SST1', idValue: '1234', address: { ...PROFILE.address, postcode: '5510', state: '18' } },
    });
    expect(bad.status).toBe(400);
    expect((bad.json as Problem).errors).toMatchObject({
      tin: 'einvoice.errors.tin', msicCode: 'einvoice.errors.msicCode', sstNumber: 'einvoice.errors.sstNumber',
      'address.postcode': 'einvoice.errors.postcode', 'address.state': 'einvoice.errors.state',
    });
    expect((await h.call('PUT', `${base}/einvoiceProfiles/${FX.bizA}`, { as: 'clerkA', body: PROFILE })).status).toBe(403);
    expect((await h.call('PUT', `${base}/einvoiceProfiles/${FX.bizA}`, { as: 'ownerB', body: PROFILE })).status).toBe(403);
    const got = (await h.call('GET', `${base}/einvoiceProfiles/${FX.bizA}`, { as: 'clerkA' })).json as EinvoiceProfileInput;
    expect(got).toMatchObject({ tin: 'C2584563200', msicCode: '96020' });
    const feed = (await h.call('GET', `${base}/changes?since=0&limit=5000`, { as: 'clerkA' })).json as ChangesResponse;
    expect(feed.changes.some((c) => c.table === 'einvoiceProfiles' && c.id === FX.bizA)).toBe(true);
  });

  it('queues an issued invoice, submits it, and stores its uuid, long id and validation link', async () => {
    const doc = invoice();
    const created = (await h.call('POST', `${base}/invoices`, { as: 'ownerA', body: doc })).json as InvoiceRow;
    expect(created.einvoice?.state).toBe('queued');
    const draft = invoice({ state: 'draft' });
    expect(((await h.call('POST', `${base}/invoices`, { as: 'ownerA', body: draft })).json as InvoiceRow).einvoice).toBeNull();
    const issued = await h.call('POST', `${base}/invoices/${draft.id}/issue`, { as: 'ownerA', body: { issuedAt: new Date().toISOString() } });
    expect((issued.json as InvoiceRow).einvoice?.state).toBe('queued');
    const done = await runUntil(doc.id, (r) => r.einvoice?.state === 'valid');
    expect(done.einvoice).toMatchObject({ state: 'valid', errors: [] });
    expect(done.einvoice?.uuid).toMatch(/^[A-Z0-9]{26}$/);
    expect(done.einvoice?.validationUrl).toBe(`${client.config.portalBase}/${done.einvoice?.uuid ?? ''}/share/${done.einvoice?.longId ?? ''}`);
    expect(sandbox.submissions().filter((s) => s.codeNumbers.includes(done.number ?? ''))).toHaveLength(1);
    const feed = (await h.call('GET', `${base}/changes?since=0&limit=5000`, { as: 'ownerA' })).json as ChangesResponse;
    const change = feed.changes.find((c) => c.table === 'invoices' && c.id === doc.id);
    expect(change?.op === 'put' && change.table === 'invoices' ? change.row.einvoice?.state : null).toBe('valid');
  });

  it('queues only on issue: a payment on an invoice issued before e-invoicing was on queues nothing', async () => {
    const before = invoice();
    await h.db.query(`UPDATE einvoice_profiles SET profile = jsonb_set(profile, '{enabled}', 'false') WHERE business_id = $1`, [FX.bizA]);
    await h.call('POST', `${base}/invoices`, { as: 'ownerA', body: before });
    await h.db.query(`UPDATE einvoice_profiles SET profile = jsonb_set(profile, '{enabled}', 'true') WHERE business_id = $1`, [FX.bizA]);
    const pay = { paymentId: uuid(), method: 'cash', amount: 100, reference: '', paidAt: new Date().toISOString() };
    expect(((await h.call('POST', `${base}/invoices/${before.id}/payments`, { as: 'ownerA', body: pay })).json as InvoiceRow).einvoice).toBeNull();
    expect(await findJob(h.db, 'einvoice.submit', before.id)).toBeNull();
  });

  it('submits once when the worker dies after MyInvois took the document but before its answer was kept', async () => {
    const doc = invoice();
    await h.call('POST', `${base}/invoices`, { as: 'ownerA', body: doc });
    let killed = 0;
    const dying: MyInvoisClient = {
      ...client,
      submit: async (docs, tin) => {
        await client.submit(docs, tin);
        killed += 1;
        // The process dies here: the submission reached MyInvois, its answer is lost.
        throw new Error('worker killed mid-submission');
      },
    };
    const done = await runUntil(doc.id, (r) => r.einvoice?.state === 'valid', dying);
    expect(killed).toBe(1);
    expect(sandbox.submissions().filter((s) => s.codeNumbers.includes(done.number ?? ''))).toHaveLength(1);
    expect((await findJob(h.db, 'einvoice.submit', doc.id))?.state).toBe('done');
  });

  it('lands an invalid document as Invalid with MyInvois\u2019s reasons', async () => {
    const badTin = invoice({ buyer: { ...invoice().buyer, tin: 'X123' } });
    await h.call('POST', `${base}/invoices`, { as: 'ownerA', body: badTin });
    const invalid = await runUntil(badTin.id, (r) => r.einvoice?.state === 'invalid');
    expect(invalid.einvoice?.errors).toContainEqual(expect.objectContaining({
      code: 'InvalidFormat', target: 'Invoice.AccountingCustomerParty.Party.PartyIdentification.ID[TIN]', source: 'myinvois',
    }));
    // Issued offline four days ago and synced now: past MyInvois's 72-hour issue window.
    const old = invoice({ createdAt: new Date(Date.now() - 96 * HOUR).toISOString() });
    await h.call('POST', `${base}/invoices`, { as: 'ownerA', body: old });
    const late = await runUntil(old.id, (r) => r.einvoice?.state === 'invalid');
    expect(late.einvoice?.errors.map((e) => e.code)).toEqual(['IssueTimeOutOfRange']);
  });

  it('cancels within 72 hours of validation and refuses after, with the reason', async () => {
    const doc = invoice();
    await h.call('POST', `${base}/invoices`, { as: 'ownerA', body: doc });
    await runUntil(doc.id, (r) => r.einvoice?.state === 'valid');
    const cancel = (id: string, as: 'ownerA' | 'clerkA' = 'ownerA') =>
      h.call('POST', `${base}/invoices/${id}/einvoice-cancel`, { as, body: { reason: 'Wrong buyer', requestedAt: new Date().toISOString() } });
    expect((await cancel(doc.id, 'clerkA')).status).toBe(403);
    expect(((await cancel(doc.id)).json as InvoiceRow).einvoice?.state).toBe('cancelRequested');
    const cancelled = await runUntil(doc.id, (r) => r.einvoice?.state === 'cancelled');
    expect(cancelled.einvoice).toMatchObject({ cancelReason: 'Wrong buyer', cancelError: null });

    const late = invoice();
    await h.call('POST', `${base}/invoices`, { as: 'ownerA', body: late });
    await runUntil(late.id, (r) => r.einvoice?.state === 'valid');
    try {
      apiShift = 72 * HOUR + 1_000;
      const refused = await cancel(late.id);
      expect(refused.status).toBe(409);
      expect((refused.json as Problem).errors).toEqual({ state: 'einvoice.errors.cancelWindow' });
      // A request that passed our check but reached MyInvois after the window: its refusal is kept.
      apiShift = 0;
      sandboxShift = 72 * HOUR + 1_000;
      expect((await cancel(late.id)).status).toBe(200);
      const kept = await runUntil(late.id, (r) => r.einvoice?.state === 'valid' && r.einvoice.cancelError !== null);
      expect(kept.einvoice?.cancelError).toMatch(/72 hours/);
    } finally {
      apiShift = 0;
      sandboxShift = 0;
    }
  });
});
