import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RefundCreateInput, SaleCreateInput } from '@/lib/checkout/sale-schema';
import type { InvoiceRow } from '@/lib/invoices/rows';
import type { Buyer, InvoiceCreateInput } from '@/lib/invoices/schema';
import { CONSOLIDATE_QUEUE, consolidatedInvoiceId, consolidatedRefundNoteId, consolidationHandlers, planConsolidations } from '@server/einvoice/consolidate';
import { SUBMIT_QUEUE } from '@server/einvoice/job';
import { buildDocument } from '@/lib/einvoice/ubl';
import { findJob } from '@server/jobs/queue';
import { createJobRunner } from '@server/jobs/runner';
import { backends } from './helpers/backends';
import { startMyInvois, submitUntilValid } from './helpers/myinvois';
import { SALON_A_PROFILE } from '../einvoice-profile';
import { FX } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';
import { saleBody, serviceLine } from './helpers/sale-body';

const base = `/b/${FX.bizA}`;
const uuid = () => crypto.randomUUID();
const DEVICE = '11111111-1111-4111-8111-00000000d011';
const TILL = { id: DEVICE, prefix: 'A-DEV11' };
const RATES = { serviceChargeBp: 0, taxBp: 800, taxOnServices: true, taxOnProducts: false };
const BUYER: Buyer = {
  name: 'Aisyah Rahman', company: '', email: '', phone: '+60123456789', address: '1 Jalan Ampang, Kuala Lumpur',
  tin: 'IG12345678901', idType: 'NRIC', idValue: '900101145566', sstNumber: '',
};
// Kuala Lumpur is UTC+8: 31 Oct 20:00 UTC is already 1 November there.
const OCT = '2026-10-15T03:00:00.000Z';
const OCT_LAST_LOCAL = '2026-10-31T15:00:00.000Z';
const NOV_LOCAL = '2026-10-31T17:00:00.000Z';

const sale = (amount: number, soldAt: string, over: Partial<SaleCreateInput> = {}): SaleCreateInput => saleBody(TILL, [serviceLine(amount)], { rates: RATES }, { soldAt, ...over });

describe.each(backends())('the monthly consolidated e-invoice on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(async () => {
    await h.stop();
  });

  it('consolidates exactly the month’s B2C sales without their own e-invoice, once', async () => {
    expect((await h.call('PUT', `${base}/einvoiceProfiles/${FX.bizA}`, { as: 'ownerA', body: SALON_A_PROFILE })).status).toBe(200);
    const plain = [sale(8_500, OCT), sale(1_000_000 - 80_000, OCT_LAST_LOCAL)];
    const overLimit = sale(1_200_000, OCT, { buyer: BUYER });
    const invoiced = sale(20_000, OCT);
    const november = sale(4_500, NOV_LOCAL);
    for (const s of [...plain, overLimit, invoiced, november]) {
      expect((await h.call('POST', `${base}/sales`, { as: 'clerkA', body: s })).status).toBe(201);
    }
    // A customer asked for an e-invoice of one receipt: it has its own, made from the sale.
    const own: InvoiceCreateInput = {
      id: uuid(), branchId: FX.branchA, kind: 'invoice', state: 'issued', provisionalNumber: 'P-BR-EINV1-0001', customerId: null, buyer: BUYER,
      currency: 'myr', issueDate: '2026-10-15', dueDate: '2026-10-15',
      lines: [{ id: uuid(), kind: 'service', itemId: null, description: 'Cut', quantity: 1, unitPrice: 20_000, discountBp: 0, taxable: true }],
      discountBp: 0, taxBp: 800, notes: '', creditedInvoiceId: null, quotationId: null, saleIds: [invoiced.id], createdAt: OCT,
    };
    expect((await h.call('POST', `${base}/invoices`, { as: 'ownerA', body: own })).status).toBe(201);

    // 3 November in Kuala Lumpur: October's consolidation is due; the job runs it.
    const now = new Date('2026-11-03T02:00:00.000Z');
    await h.db.tx((q) => planConsolidations(q, now));
    expect(await findJob(h.db, CONSOLIDATE_QUEUE, `${FX.bizA}:2026-10`)).not.toBeNull();
    const runner = createJobRunner(h.db, consolidationHandlers(() => now), { pollMs: 10 });
    await runner.tick();
    const id = consolidatedInvoiceId(FX.bizA, '2026-10');
    const doc = (await h.call('GET', `${base}/invoices/${id}`, { as: 'ownerA' })).json as InvoiceRow;
    expect(doc).toMatchObject({ kind: 'invoice', state: 'issued', buyer: { tin: 'EI00000000010' } });
    expect([...doc.saleIds].sort()).toEqual(plain.map((s) => s.id).sort());
    expect(doc.lines.map((l) => [l.description, l.unitPrice])).toEqual(plain.map((s) => [`Receipt ${s.receiptNumber}`, s.totals.total - s.totals.tax]));
    expect(doc.totals.total).toBe(plain.reduce((sum, s) => sum + s.totals.total, 0));
    expect(doc.einvoice?.state).toBe('queued');
    expect(await findJob(h.db, SUBMIT_QUEUE, id)).not.toBeNull();

    // Again (a re-planned or re-run job): still the one document.
    await h.db.query(`UPDATE jobs SET state = 'queued', run_at = now() WHERE queue = $1`, [CONSOLIDATE_QUEUE]);
    await runner.tick();
    const docs = await h.db.query<{ id: string }>(`SELECT id FROM invoices WHERE business_id = $1 AND buyer->>'tin' = 'EI00000000010'`, [FX.bizA]);
    expect(docs.map((r) => r.id)).toEqual([id]);

    // Submitted to MyInvois (our sandbox, with its validation rules, its clock on 3 November too), it validates.
    const t0 = Date.now();
    const { sandbox, client } = await startMyInvois({ validationDelayMs: 20, now: () => new Date(now.getTime() + Date.now() - t0) });
    try {
      await submitUntilValid(h.db, client, [id], async (doc) => ((await h.call('GET', `${base}/invoices/${doc}`, { as: 'ownerA' })).json as InvoiceRow).einvoice?.state);
    } finally {
      await sandbox.app.close();
    }
  });

  it('plans nothing after the 7th', async () => {
    await h.db.tx((q) => planConsolidations(q, new Date('2026-12-08T02:00:00.000Z')));
    expect(await findJob(h.db, CONSOLIDATE_QUEUE, `${FX.bizA}:2026-11`)).toBeNull();
  });
});

describe.each(backends())('refunds in the consolidated documents on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(async () => {
    await h.stop();
  });

  const refund = (s: SaleCreateInput, amount: number, refundedAt: string): RefundCreateInput => ({
    id: uuid(), saleId: s.id, kind: 'refund', amount, method: 'card', reason: 'Unhappy with the colour', restock: [], deviceId: DEVICE, shiftId: null, refundedAt,
  });
  const invoice = async (id: string): Promise<InvoiceRow> => (await h.call('GET', `${base}/invoices/${id}`, { as: 'ownerA' })).json as InvoiceRow;

  it('nets the month’s refunds, reports a later month’s refund of a consolidated sale in a refund note, and submits each once', async () => {
    expect((await h.call('PUT', `${base}/einvoiceProfiles/${FX.bizA}`, { as: 'ownerA', body: SALON_A_PROFILE })).status).toBe(200);
    // October: RM 100 + 8% SST, RM 50 + SST, RM 20 + SST; November: RM 30 + SST.
    const [a, b, c] = [sale(10_000, OCT), sale(5_000, OCT), sale(2_000, OCT_LAST_LOCAL)] as [SaleCreateInput, SaleCreateInput, SaleCreateInput];
    const d = sale(3_000, NOV_LOCAL);
    for (const s of [a, b, c, d]) expect((await h.call('POST', `${base}/sales`, { as: 'clerkA', body: s })).status).toBe(201);
    expect([a.totals.total, b.totals.total, c.totals.total, d.totals.total]).toEqual([10_800, 5_400, 2_160, 3_240]);
    // Half of b back in October (the same month), half of a back in November (a later month).
    // The server records a refund at its own time (`updated_at`); here, when each was made.
    const refundAt = async (r: RefundCreateInput, recordedAt: string): Promise<void> => {
      expect((await h.call('POST', `${base}/refunds`, { as: 'ownerA', body: r })).status).toBe(201);
      await h.db.query('UPDATE refunds SET updated_at = $3 WHERE business_id = $1 AND id = $2', [FX.bizA, r.id, recordedAt]);
    };
    await refundAt(refund(b, 2_700, '2026-10-20T04:00:00.000Z'), '2026-10-20T04:00:05.000Z');
    await refundAt(refund(a, 5_400, '2026-11-10T04:00:00.000Z'), '2026-11-10T04:00:05.000Z');

    let clock = new Date('2026-11-03T02:00:00.000Z');
    const t0 = Date.now();
    let shift = clock.getTime() - t0;
    const { sandbox, client } = await startMyInvois({ validationDelayMs: 20, now: () => new Date(Date.now() + shift) });
    const consolidator = createJobRunner(h.db, consolidationHandlers(() => clock), { pollMs: 10 });
    const submitAll = (ids: string[]): Promise<void> => submitUntilValid(h.db, client, ids, async (id) => (await invoice(id)).einvoice?.state);
    try {
      // 3 November: October's consolidated e-invoice, b netted of its October refund; a's November refund is not in it.
      await h.db.tx((q) => planConsolidations(q, clock));
      await consolidator.tick();
      const octId = consolidatedInvoiceId(FX.bizA, '2026-10');
      const oct = await invoice(octId);
      expect(oct.lines.map((l) => [l.description, l.unitPrice])).toEqual([
        [`Receipt ${a.receiptNumber}`, 10_000], [`Receipt ${b.receiptNumber}`, 2_500], [`Receipt ${c.receiptNumber}`, 2_000],
      ]);
      expect(oct.totals).toMatchObject({ tax: 800 + 200 + 160, total: 10_800 + 2_700 + 2_160 });
      await submitAll([octId]);
      const octUuid = (await invoice(octId)).einvoice?.uuid;
      expect(octUuid).toBeTruthy();

      // A refund of c made offline on 31 October reaches the server on 4 November, after October was consolidated.
      await refundAt(refund(c, 1_080, '2026-10-31T14:00:00.000Z'), '2026-11-04T02:00:00.000Z');

      // 2 December: November's consolidated e-invoice (d only) and its refund note for a and c, correcting October's.
      clock = new Date('2026-12-02T02:00:00.000Z');
      shift = clock.getTime() - Date.now();
      await h.db.tx((q) => planConsolidations(q, clock));
      await consolidator.tick();
      const novId = consolidatedInvoiceId(FX.bizA, '2026-11');
      const noteId = consolidatedRefundNoteId(FX.bizA, '2026-11', octId);
      const nov = await invoice(novId);
      expect(nov.lines.map((l) => [l.description, l.unitPrice])).toEqual([[`Receipt ${d.receiptNumber}`, 3_000]]);
      expect(nov.totals.total).toBe(3_240);
      const note = await invoice(noteId);
      expect(note).toMatchObject({ kind: 'creditNote', state: 'issued', creditedInvoiceId: octId, provisionalNumber: 'CONSOLIDATED-REFUND-2026-11-OF-2026-10', saleIds: [a.id, c.id] });
      expect(note.lines.map((l) => [l.description, l.unitPrice, l.taxable])).toEqual([
        [`Refund of receipt ${a.receiptNumber}`, 5_000, true], [`Refund of receipt ${c.receiptNumber}`, 1_000, true],
      ]);
      expect(note.totals).toMatchObject({ tax: 400 + 80, total: 5_400 + 1_080 });
      await submitAll([novId, noteId]);

      // What MyInvois holds: a refund note (04) referring to October's consolidated e-invoice, its totals the refund's.
      const noteUuid = (await invoice(noteId)).einvoice?.uuid ?? '';
      const details = await client.getDocumentDetails(noteUuid, SALON_A_PROFILE.tin);
      expect(details).toMatchObject({ typeName: 'Refund Note', status: 'Valid', totalPayableAmount: 64.8 });
      expect(sandbox.submissions().flatMap((x) => x.codeNumbers)).toHaveLength(3);

      // Again (a re-planned or re-run job, a restarted submitter): nothing new is made, nothing submitted twice.
      await h.db.query(`UPDATE jobs SET state = 'queued', run_at = now() WHERE queue = $1`, [CONSOLIDATE_QUEUE]);
      await consolidator.tick();
      await consolidator.tick();
      const docs = await h.db.query<{ id: string }>(`SELECT id FROM invoices WHERE business_id = $1 AND buyer->>'tin' = 'EI00000000010' ORDER BY id`, [FX.bizA]);
      expect(docs.map((r) => r.id)).toEqual([octId, novId, noteId].sort());
      await submitAll([octId, novId, noteId]);
      expect(sandbox.submissions().flatMap((x) => x.codeNumbers)).toHaveLength(3);
    } finally {
      await sandbox.app.close();
    }
  });

  it('is refused by MyInvois (the sandbox) when the document it refers to is not a Valid document of the issuer', async () => {
    const { sandbox, client } = await startMyInvois({ validationDelayMs: 10 });
    try {
      const doc = buildDocument({
        type: 'refundNote', number: 'CN-HQ-000099', issuedAt: new Date(), currency: 'myr', supplier: SALON_A_PROFILE, buyer: BUYER,
        lines: [{ id: uuid(), kind: 'free', itemId: null, description: 'Refund of receipt A-1', quantity: 1, unitPrice: 5_000, discountBp: 0, taxable: true }],
        discountBp: 0, taxBp: 800, original: { number: 'INV-HQ-000001', uuid: 'NOSUCHDOCUMENT0000000000AB' }, consolidated: true,
      });
      const answer = await client.submit([{ codeNumber: 'CN-HQ-000099', json: JSON.stringify(doc) }], SALON_A_PROFILE.tin);
      const uuid0 = answer.acceptedDocuments[0]?.uuid ?? '';
      await expect.poll(async () => (await client.getDocumentDetails(uuid0, SALON_A_PROFILE.tin)).status, { timeout: 5_000 }).toBe('Invalid');
      const steps = (await client.getDocumentDetails(uuid0, SALON_A_PROFILE.tin)).validationResults?.validationSteps ?? [];
      expect(steps.find((x) => x.status === 'Invalid')?.error?.innerError?.[0]).toMatchObject({ errorCode: 'InvalidReference', propertyPath: 'Invoice.BillingReference[0].InvoiceDocumentReference.UUID' });
    } finally {
      await sandbox.app.close();
    }
  });
});

