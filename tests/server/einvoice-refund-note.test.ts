import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangesResponse } from '@/lib/api-types';
import type { RefundCreateInput, SaleCreateInput } from '@/lib/checkout/sale-schema';
import type { InvoiceRow } from '@/lib/invoices/rows';
import type { Buyer } from '@/lib/invoices/schema';
import { SUBMIT_QUEUE } from '@server/einvoice/job';
import { refundNoteId } from '@server/einvoice/refund-note';
import { findJob } from '@server/jobs/queue';
import { backends } from './helpers/backends';
import { startMyInvois, submitUntilValid } from './helpers/myinvois';
import { SALON_A_PROFILE } from '../einvoice-profile';
import { FX } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';
import { saleBody, serviceLine } from './helpers/sale-body';

const base = `/b/${FX.bizA}`;
const uuid = () => crypto.randomUUID();
const DEVICE = '11111111-1111-4111-8111-00000000d012';
const TILL = { id: DEVICE, prefix: 'A-DEV12' };
const RATES = { serviceChargeBp: 0, taxBp: 800, taxOnServices: true, taxOnProducts: false };
const BUYER: Buyer = {
  name: 'Aisyah Rahman', company: '', email: '', phone: '+60123456789', address: '1 Jalan Ampang, Kuala Lumpur',
  tin: 'IG12345678901', idType: 'NRIC', idValue: '900101145566', sstNumber: '',
};

interface SentDocument {
  codeNumber: string;
  type: string;
  reference: { ID: string; UUID: string } | null;
  payable: number;
}

describe.each(backends())('the refund note of a sale’s own e-invoice on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(async () => {
    await h.stop();
  });

  const invoice = async (id: string): Promise<InvoiceRow> => (await h.call('GET', `${base}/invoices/${id}`, { as: 'ownerA' })).json as InvoiceRow;
  const notesOf = async (invoiceId: string): Promise<string[]> =>
    (await h.db.query<{ id: string }>(`SELECT id FROM invoices WHERE business_id = $1 AND credited_invoice_id = $2 ORDER BY created_at`, [FX.bizA, invoiceId])).map((r) => r.id);
  const refund = (s: SaleCreateInput, amount: number): RefundCreateInput => ({
    id: uuid(), saleId: s.id, kind: 'refund', amount, method: 'card', reason: 'One service not done', restock: [], deviceId: DEVICE, shiftId: null, refundedAt: new Date().toISOString(),
  });

  it('makes one refund note (04) per refund, with the refunded amount only, referring to the sale’s e-invoice, submitted once', async () => {
    expect((await h.call('PUT', `${base}/einvoiceProfiles/${FX.bizA}`, { as: 'ownerA', body: SALON_A_PROFILE })).status).toBe(200);
    // RM 8,000 + RM 4,000 + 8 % SST: RM 12,960, over the limit, so its own e-invoice.
    const s: SaleCreateInput = saleBody(TILL, [serviceLine(800_000, { name: 'Bridal package' }), serviceLine(400_000, { name: 'Bridesmaids' })], { rates: RATES }, { buyer: BUYER });
    expect(s.totals.total).toBe(1_296_000);
    expect((await h.call('POST', `${base}/sales`, { as: 'clerkA', body: s })).status).toBe(201);
    const [originalId] = (await h.db.query<{ id: string }>(`SELECT id FROM invoices WHERE business_id = $1 AND sale_ids @> $2::text::jsonb`, [FX.bizA, JSON.stringify([s.id])])).map((r) => r.id);
    if (originalId === undefined) throw new Error('the sale has no e-invoice');

    // A quarter back (RM 3,240: RM 3,000 and RM 240 SST), sent twice by a device that lost the answer.
    const r1 = refund(s, 324_000);
    expect((await h.call('POST', `${base}/refunds`, { as: 'ownerA', body: r1 })).status).toBe(201);
    expect((await h.call('POST', `${base}/refunds`, { as: 'ownerA', body: r1 })).status).toBe(200);
    expect(await notesOf(originalId)).toEqual([refundNoteId(FX.bizA, r1.id)]);
    const note = await invoice(refundNoteId(FX.bizA, r1.id));
    expect(note).toMatchObject({ kind: 'creditNote', state: 'issued', creditedInvoiceId: originalId, saleIds: [s.id], buyer: { tin: BUYER.tin }, provisionalNumber: expect.stringMatching(new RegExp(`^REFUND-${s.receiptNumber}-`)) as unknown });
    expect(note.lines.map((l) => [l.description, l.unitPrice, l.taxable])).toEqual([
      [expect.stringContaining('Bridal package') as unknown, 200_000, true], [expect.stringContaining('Bridesmaids') as unknown, 100_000, true],
    ]);
    expect(note.totals).toMatchObject({ tax: 24_000, total: 324_000 });
    expect(note.einvoice?.state).toBe('queued');
    expect(await findJob(h.db, SUBMIT_QUEUE, note.id)).not.toBeNull();
    // On the replica of whoever may see invoices (payment, spec §6), not of a cashier without it.
    const feed = async (as: 'ownerA' | 'clerkA') => ((await h.call('GET', `${base}/changes?since=0&tables=invoices`, { as })).json as ChangesResponse).changes;
    expect((await feed('ownerA')).some((c) => c.op === 'put' && c.table === 'invoices' && c.row.id === note.id && c.row.creditedInvoiceId === originalId)).toBe(true);
    expect((await feed('clerkA')).some((c) => c.table === 'invoices' && c.id === note.id)).toBe(false);

    // The rest back later: a second note, the rest before SST and the rest of the SST, so the notes add up to the e-invoice.
    const r2 = refund(s, 1_296_000 - 324_000);
    expect((await h.call('POST', `${base}/refunds`, { as: 'ownerA', body: r2 })).status).toBe(201);
    const second = await invoice(refundNoteId(FX.bizA, r2.id));
    expect(second.totals).toMatchObject({ tax: 96_000 - 24_000, total: 1_296_000 - 324_000 });
    expect(await notesOf(originalId)).toHaveLength(2);

    const sent: SentDocument[] = [];
    const { sandbox, client } = await startMyInvois({ validationDelayMs: 20 }, (s) => s.app.addHook('preHandler', async (req) => {
      if (req.method !== 'POST' || !req.url.startsWith('/api/v1.0/documentsubmissions')) return;
      for (const d of (req.body as { documents: { document: string; codeNumber: string }[] }).documents) {
        const inv = (JSON.parse(Buffer.from(d.document, 'base64').toString('utf8')) as { Invoice: Record<string, { _: unknown; InvoiceDocumentReference?: { ID: { _: string }[]; UUID: { _: string }[] }[] }[]>[] }).Invoice[0] ?? {};
        const ref = inv.BillingReference?.[0]?.InvoiceDocumentReference?.[0];
        const payable = ((inv.LegalMonetaryTotal?.[0] as unknown as { PayableAmount: { _: number }[] } | undefined)?.PayableAmount[0]?._) ?? -1;
        sent.push({ codeNumber: d.codeNumber, type: String(inv.InvoiceTypeCode?.[0]?._), reference: ref === undefined ? null : { ID: ref.ID[0]?._ ?? '', UUID: ref.UUID[0]?._ ?? '' }, payable });
      }
    }));
    const ids = [originalId, note.id, second.id];
    const submitAll = (): Promise<void> => submitUntilValid(h.db, client, ids, async (id) => (await invoice(id)).einvoice?.state);
    try {
      await submitAll();
      const original = await invoice(originalId);
      const noteSent = sent.find((d) => d.codeNumber === note.number);
      expect(noteSent).toEqual({ codeNumber: note.number, type: '04', reference: { ID: original.number, UUID: original.einvoice?.uuid }, payable: 3_240 });
      const details = await client.getDocumentDetails((await invoice(note.id)).einvoice?.uuid ?? '', SALON_A_PROFILE.tin);
      expect(details).toMatchObject({ typeName: 'Refund Note', status: 'Valid', totalPayableAmount: 3_240 });
      expect(sandbox.submissions().flatMap((x) => x.codeNumbers)).toHaveLength(3);

      // The jobs run again (a restarted worker): nothing is submitted twice.
      await h.db.query(`UPDATE jobs SET state = 'queued', run_at = now() WHERE queue = $1`, [SUBMIT_QUEUE]);
      await submitAll();
      expect(sandbox.submissions().flatMap((x) => x.codeNumbers)).toHaveLength(3);
      expect(await notesOf(originalId)).toHaveLength(2);
    } finally {
      await sandbox.app.close();
    }
  });

  it('counts the refund notes in what is left to credit, so a refund and a credit note never credit the e-invoice twice', async () => {
    const s: SaleCreateInput = saleBody(TILL, [serviceLine(1_000_000, { name: 'Wedding day' })], { rates: RATES }, { buyer: BUYER });
    expect((await h.call('POST', `${base}/sales`, { as: 'clerkA', body: s })).status).toBe(201);
    const [originalId] = (await h.db.query<{ id: string }>(`SELECT id FROM invoices WHERE business_id = $1 AND sale_ids @> $2::text::jsonb`, [FX.bizA, JSON.stringify([s.id])])).map((r) => r.id);
    if (originalId === undefined) throw new Error('the sale has no e-invoice');
    const original = await invoice(originalId);
    expect(original.totals.total).toBe(1_080_000);
    // RM 2,700 refunded at the till: its refund note credits the e-invoice.
    expect((await h.call('POST', `${base}/refunds`, { as: 'ownerA', body: refund(s, 270_000) })).status).toBe(201);
    const creditNote = (lines: InvoiceRow['lines']) => ({
      id: uuid(), branchId: original.branchId, kind: 'creditNote', state: 'issued', provisionalNumber: 'P-BR-7K3QF-0901', customerId: null, buyer: original.buyer,
      currency: 'myr', issueDate: original.issueDate, dueDate: original.issueDate, lines, discountBp: 0, taxBp: 800, notes: 'Credit', creditedInvoiceId: originalId,
      quotationId: null, saleIds: [], createdAt: new Date().toISOString(),
    });
    // A credit note of the whole e-invoice would credit the refunded part twice.
    const twice = await h.call('POST', `${base}/invoices`, { as: 'ownerA', body: creditNote(original.lines.map((l) => ({ ...l, id: uuid() }))) });
    expect(twice.status).toBe(400);
    expect((twice.json as { errors: Record<string, string> }).errors).toEqual({ lines: 'invoices.errors.creditExceeds' });
    // The rest (RM 8,100: RM 7,500 and RM 600 SST) fits exactly.
    const rest = await h.call('POST', `${base}/invoices`, { as: 'ownerA', body: creditNote([{ id: uuid(), kind: 'service', itemId: null, description: 'Wedding day', quantity: 1, unitPrice: 750_000, discountBp: 0, taxable: true }]) });
    expect(rest.status).toBe(201);
    expect((rest.json as InvoiceRow).totals.total).toBe(810_000);
  });

  it('makes no refund note for a sale without its own e-invoice', async () => {
    const s = saleBody(TILL, [serviceLine(10_000)], { rates: RATES });
    expect((await h.call('POST', `${base}/sales`, { as: 'clerkA', body: s })).status).toBe(201);
    expect((await h.call('POST', `${base}/refunds`, { as: 'ownerA', body: refund(s, 5_400) })).status).toBe(201);
    expect((await h.db.query(`SELECT 1 FROM invoices WHERE business_id = $1 AND sale_ids @> $2::text::jsonb`, [FX.bizA, JSON.stringify([s.id])])).length).toBe(0);
  });
});
