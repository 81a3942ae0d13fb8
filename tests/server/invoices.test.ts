import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangesResponse, Problem } from '@/lib/api-types';
import type { InvoiceRow } from '@/lib/invoices/rows';
import type { InvoiceCreateInput } from '@/lib/invoices/schema';
import { backends } from './helpers/backends';
import { addMemberAndSignIn } from './helpers/extra-users';
import { FX } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';

const base = `/b/${FX.bizA}`;
const uuid = () => crypto.randomUUID();
const SELF_CASHIER = { id: '11111111-1111-4111-8111-0000000000c7', businessId: FX.bizA, email: 'self.cashier@fixture.test' };

let provisional = 0;
function invoice(over: Partial<InvoiceCreateInput> = {}): InvoiceCreateInput {
  provisional += 1;
  return {
    id: uuid(),
    branchId: FX.branchA,
    kind: 'invoice',
    state: 'issued',
    provisionalNumber: `P-BR-7K3QF-${String(provisional).padStart(4, '0')}`,
    customerId: null,
    buyer: { name: 'Aisyah Rahman', company: 'Seri Events Sdn Bhd', email: 'aisyah@seri.example', phone: '+60123456789', address: '' },
    currency: 'myr',
    issueDate: '2026-03-02',
    dueDate: '2026-03-16',
    lines: [
      { id: uuid(), kind: 'free', itemId: null, description: 'Bridal party styling (6 guests)', quantity: 6, unitPrice: 25_000, discountBp: 0, taxable: true },
    ],
    discountBp: 0,
    taxBp: 800,
    notes: '',
    creditedInvoiceId: null,
    quotationId: null,
    saleIds: [],
    createdAt: '2026-03-02T02:00:00.000Z',
    ...over,
  };
}

describe.each(backends())('invoices on $name', (backend) => {
  let h: Harness;
  let selfToken: string;
  beforeAll(async () => {
    h = await startHarness(backend);
    selfToken = await addMemberAndSignIn(h.db, { ...SELF_CASHIER, permissions: { payment_self: 3 }, branchIds: [FX.branchA] });
  });
  afterAll(async () => {
    await h.stop();
  });

  it('recomputes totals and assigns final numbers per branch in order, keeping the provisional one', async () => {
    const a = invoice();
    const first = await h.call('POST', `${base}/invoices`, { as: 'ownerA', body: a });
    expect(first.status).toBe(201);
    const row = first.json as InvoiceRow;
    expect(row).toMatchObject({ provisionalNumber: a.provisionalNumber, state: 'issued', totals: { subtotal: 150_000, tax: 12_000, total: 162_000 } });
    expect(row.number).toMatch(/^INV-BR-\d{6}$/);
    const second = (await h.call('POST', `${base}/invoices`, { as: 'ownerA', body: invoice() })).json as InvoiceRow;
    expect(Number(second.number?.slice(-6))).toBe(Number(row.number?.slice(-6)) + 1);
    // The same document sent again (another key, e.g. a re-sent outbox entry) keeps its number.
    const again = await h.call('POST', `${base}/invoices`, { as: 'ownerA', body: a });
    expect(again.status).toBe(200);
    expect((again.json as InvoiceRow).number).toBe(row.number);
  });

  it('gives concurrent offline documents distinct numbers', async () => {
    const bodies = Array.from({ length: 6 }, () => invoice());
    const answers = await Promise.all(bodies.map((body) => h.call('POST', `${base}/invoices`, { as: 'ownerA', body })));
    const numbers = answers.map((r) => (r.json as InvoiceRow).number);
    expect(new Set(numbers).size).toBe(6);
  });

  it('takes part payments once each, to paid, and refuses to void a paid invoice', async () => {
    const doc = invoice();
    await h.call('POST', `${base}/invoices`, { as: 'ownerA', body: doc });
    const pay = { paymentId: uuid(), method: 'transfer', amount: 100_000, reference: 'DuitNow 8812', paidAt: '2026-03-05T03:00:00.000Z' };
    const path = `${base}/invoices/${doc.id}/payments`;
    expect((await h.call('POST', path, { as: 'ownerA', body: pay })).status).toBe(200);
    const replay = (await h.call('POST', path, { as: 'ownerA', body: pay })).json as InvoiceRow;
    expect(replay.payments).toHaveLength(1);
    const rest = (await h.call('POST', path, { as: 'ownerA', body: { ...pay, paymentId: uuid(), method: 'cash', amount: 62_000 } })).json as InvoiceRow;
    expect(rest.payments.map((p) => p.amount)).toEqual([100_000, 62_000]);
    const voided = await h.call('POST', `${base}/invoices/${doc.id}/void`, { as: 'ownerA', body: { reason: 'Wrong buyer', voidedAt: new Date().toISOString() } });
    expect(voided.status).toBe(409);
    expect((voided.json as Problem).errors).toEqual({ state: 'invoices.errors.hasPayments' });
  });

  it('issues a draft, then voids an unpaid invoice with its reason; a void one takes no payment', async () => {
    const doc = invoice({ state: 'draft' });
    expect(((await h.call('POST', `${base}/invoices`, { as: 'ownerA', body: doc })).json as InvoiceRow).issuedAt).toBeNull();
    const pay = { paymentId: uuid(), method: 'card', amount: 100, reference: '', paidAt: new Date().toISOString() };
    expect((await h.call('POST', `${base}/invoices/${doc.id}/payments`, { as: 'ownerA', body: pay })).status).toBe(409);
    const issued = (await h.call('POST', `${base}/invoices/${doc.id}/issue`, { as: 'ownerA', body: { issuedAt: '2026-03-03T01:00:00.000Z' } })).json as InvoiceRow;
    expect(issued).toMatchObject({ state: 'issued', issuedAt: '2026-03-03T01:00:00.000Z' });
    const voided = (await h.call('POST', `${base}/invoices/${doc.id}/void`, { as: 'ownerA', body: { reason: 'Event cancelled', voidedAt: new Date().toISOString() } })).json as InvoiceRow;
    expect(voided).toMatchObject({ state: 'void', voidReason: 'Event cancelled' });
    expect((await h.call('POST', `${base}/invoices/${doc.id}/payments`, { as: 'ownerA', body: { ...pay, paymentId: uuid() } })).status).toBe(409);
  });

  it('makes a credit note only against an issued invoice', async () => {
    const doc = invoice();
    await h.call('POST', `${base}/invoices`, { as: 'ownerA', body: doc });
    const cn = (await h.call('POST', `${base}/invoices`, { as: 'ownerA', body: invoice({ kind: 'creditNote', creditedInvoiceId: doc.id }) })).json as InvoiceRow;
    expect(cn.number).toMatch(/^CN-BR-\d{6}$/);
    const orphan = await h.call('POST', `${base}/invoices`, { as: 'ownerA', body: invoice({ kind: 'creditNote', creditedInvoiceId: uuid() }) });
    expect(orphan.status).toBe(409);
  });

  it('credits an invoice at most its total, whether the credit notes come at once or as drafts issued later', async () => {
    const doc = invoice();
    await h.call('POST', `${base}/invoices`, { as: 'ownerA', body: doc });
    const line = (unitPrice: number) => [{ id: uuid(), kind: 'free' as const, itemId: null, description: 'Credit', quantity: 1, unitPrice, discountBp: 0, taxable: true }];
    // RM 540 (RM 500 and SST) of the RM 1,620 first.
    expect((await h.call('POST', `${base}/invoices`, { as: 'ownerA', body: invoice({ kind: 'creditNote', creditedInvoiceId: doc.id, lines: line(50_000) }) })).status).toBe(201);
    const full = await h.call('POST', `${base}/invoices`, { as: 'ownerA', body: invoice({ kind: 'creditNote', creditedInvoiceId: doc.id }) });
    expect(full.status).toBe(400);
    expect((full.json as { errors: Record<string, string> }).errors).toEqual({ lines: 'invoices.errors.creditExceeds' });
    // Two drafts of the rest (RM 1,080) fit one at a time; once one is issued, the other no longer does.
    const a = invoice({ kind: 'creditNote', state: 'draft', creditedInvoiceId: doc.id, lines: line(100_000) });
    const b = invoice({ kind: 'creditNote', state: 'draft', creditedInvoiceId: doc.id, lines: line(100_000) });
    expect((await h.call('POST', `${base}/invoices`, { as: 'ownerA', body: a })).status).toBe(201);
    expect((await h.call('POST', `${base}/invoices`, { as: 'ownerA', body: b })).status).toBe(201);
    expect((await h.call('POST', `${base}/invoices/${a.id}/issue`, { as: 'ownerA', body: { issuedAt: new Date().toISOString() } })).status).toBe(200);
    const late = await h.call('POST', `${base}/invoices/${b.id}/issue`, { as: 'ownerA', body: { issuedAt: new Date().toISOString() } });
    expect(late.status).toBe(400);
    expect((late.json as { errors: Record<string, string> }).errors).toEqual({ lines: 'invoices.errors.creditExceeds' });
  });

  it('sends a quotation, accepts it once, and links the invoice made from it', async () => {
    const quote = invoice({ kind: 'quotation', state: 'sent', dueDate: '2026-04-01' });
    const sent = (await h.call('POST', `${base}/invoices`, { as: 'ownerA', body: quote })).json as InvoiceRow;
    expect(sent).toMatchObject({ kind: 'quotation', state: 'sent' });
    expect(sent.number).toMatch(/^QT-BR-\d{6}$/);
    const decide = (decision: string) => h.call('POST', `${base}/invoices/${quote.id}/decision`, { as: 'ownerA', body: { decision, decidedAt: '2026-03-04T01:00:00.000Z' } });
    expect(((await decide('accepted')).json as InvoiceRow)).toMatchObject({ state: 'accepted', decidedAt: '2026-03-04T01:00:00.000Z' });
    expect((await decide('accepted')).status).toBe(200);
    expect(((await decide('declined')).json as Problem).errors).toEqual({ state: 'invoices.errors.alreadyDecided' });
    const pay = { paymentId: uuid(), method: 'cash', amount: 100, reference: '', paidAt: new Date().toISOString() };
    expect((await h.call('POST', `${base}/invoices/${quote.id}/payments`, { as: 'ownerA', body: pay })).status).toBe(409);

    const made = (await h.call('POST', `${base}/invoices`, { as: 'ownerA', body: invoice({ quotationId: quote.id }) })).json as InvoiceRow;
    expect(made.quotationId).toBe(quote.id);
    const notAQuote = await h.call('POST', `${base}/invoices/${made.id}/decision`, { as: 'ownerA', body: { decision: 'accepted', decidedAt: new Date().toISOString() } });
    expect(notAQuote.status).toBe(409);
    const wrongLink = await h.call('POST', `${base}/invoices`, { as: 'ownerA', body: invoice({ quotationId: made.id }) });
    expect((wrongLink.json as Problem).errors).toEqual({ quotationId: 'invoices.errors.quotationLink' });
    const issuedQuote = await h.call('POST', `${base}/invoices`, { as: 'ownerA', body: invoice({ kind: 'quotation', state: 'issued' }) });
    expect((issuedQuote.json as Problem).errors).toEqual({ state: 'invoices.errors.state' });
  });

  it('refuses bad input with field keys', async () => {
    const bad = await h.call('POST', `${base}/invoices`, { as: 'ownerA', body: { ...invoice(), lines: [], dueDate: '2026-03-01', provisionalNumber: 'X' } });
    expect(bad.status).toBe(400);
    expect((bad.json as Problem).errors).toMatchObject({ lines: 'invoices.errors.linesRequired', provisionalNumber: 'invoices.errors.provisionalNumber' });
    const early = await h.call('POST', `${base}/invoices`, { as: 'ownerA', body: invoice({ dueDate: '2026-03-01' }) });
    expect((early.json as Problem).errors).toEqual({ dueDate: 'invoices.errors.dueBeforeIssue' });
    const badPay = await h.call('POST', `${base}/invoices/${uuid()}/payments`, { as: 'ownerA', body: { paymentId: uuid(), method: 'credit', amount: 0, reference: '', paidAt: 'x' } });
    expect(badPay.status).toBe(400);
    const unknownBranch = await h.call('POST', `${base}/invoices`, { as: 'ownerA', body: invoice({ branchId: FX.branchB }) });
    expect((unknownBranch.json as Problem).errors).toEqual({ branchId: 'validation.unknownBranch' });
  });

  it('follows spec §6 payment levels, payment_self on own documents only, and other businesses never', async () => {
    expect((await h.call('POST', `${base}/invoices`, { as: 'clerkA', body: invoice() })).status).toBe(403);
    expect((await h.call('POST', `${base}/invoices`, { as: 'ownerB', body: invoice() })).status).toBe(403);
    const owners = invoice();
    await h.call('POST', `${base}/invoices`, { as: 'ownerA', body: owners });
    expect((await h.call('GET', `${base}/invoices/${owners.id}`, { as: 'viewerA' })).status).toBe(403);
    expect((await h.call('GET', `${base}/invoices/${owners.id}`, { token: selfToken })).status).toBe(404);
    const pay = { paymentId: uuid(), method: 'cash', amount: 100, reference: '', paidAt: new Date().toISOString() };
    expect((await h.call('POST', `${base}/invoices/${owners.id}/payments`, { token: selfToken, body: pay })).status).toBe(403);
    const own = invoice({ state: 'draft' });
    expect((await h.call('POST', `${base}/invoices`, { token: selfToken, body: own })).status).toBe(201);
    expect((await h.call('POST', `${base}/invoices/${own.id}/void`, { token: selfToken, body: { reason: 'Duplicate', voidedAt: new Date().toISOString() } })).status).toBe(200);

    const feedOf = async (o: { as: 'ownerA' | 'clerkA' } | { token: string }) =>
      ((await h.call('GET', `${base}/changes?since=0&limit=5000`, o)).json as ChangesResponse).changes.filter((c) => c.table === 'invoices').map((c) => c.id);
    expect(await feedOf({ as: 'clerkA' })).toEqual([]);
    expect(await feedOf({ token: selfToken })).toEqual([own.id]);
    expect(await feedOf({ as: 'ownerA' })).toContain(owners.id);
  });
});
