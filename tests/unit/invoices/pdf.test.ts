import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { queuedStatus } from '@/lib/einvoice/status';
import { invoicePdf, type PdfLabels, type RasterText } from '@/lib/invoices/pdf';
import type { InvoiceRow } from '@/lib/invoices/rows';

// A 1×1 PNG: what a raster of text would return in the browser.
const PIXEL = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

const row = (over: Partial<InvoiceRow> = {}): InvoiceRow => ({
  id: crypto.randomUUID(), businessId: crypto.randomUUID(), updatedAt: '2026-03-02T02:00:00.000Z', version: 1, branchId: crypto.randomUUID(),
  kind: 'invoice', state: 'issued', number: 'INV-BR-000007', provisionalNumber: 'P-BR-7K3QF-0001', customerId: null,
  buyer: { name: 'Aisyah', company: 'Seri Events Sdn Bhd', email: '', phone: '', address: '', tin: '', idType: 'BRN', idValue: '', sstNumber: '' },
  currency: 'myr', issueDate: '2026-03-02', dueDate: '2026-03-16',
  lines: [{ id: crypto.randomUUID(), kind: 'service', itemId: null, description: 'Styling', quantity: 2, unitPrice: 10_000, discountBp: 0, taxable: true }],
  discountBp: 0, taxBp: 800, totals: { subtotal: 20_000, discount: 0, taxable: 20_000, tax: 1_600, total: 21_600 }, notes: 'Pay by transfer.',
  creditedInvoiceId: null, quotationId: null, decidedAt: null, saleIds: [], payments: [], issuedAt: '2026-03-02T02:00:00.000Z',
  voidReason: null, voidedAt: null, createdBy: crypto.randomUUID(), createdAt: '2026-03-02T02:00:00.000Z', einvoice: null, ...over,
});
const labels = (over: Partial<PdfLabels> = {}): PdfLabels => ({
  title: 'Invoice', number: 'INV-BR-000007', provisionalWas: 'Printed before syncing as P-BR-7K3QF-0001.', issued: 'Issued 2 Mar 2026', due: 'Due 16 Mar 2026',
  billTo: 'Bill to', description: 'Description', quantity: 'Qty', unitPrice: 'Unit price', amount: 'Amount', subtotal: 'Subtotal', discount: 'Discount',
  sst: 'SST 8%', total: 'Total', notes: 'Notes', tin: 'TIN', registration: 'Reg. no.', sstNumber: 'SST no.', einvoiceValidated: null, einvoicePending: null, ...over,
});

describe('invoice PDF', () => {
  it('makes an A4 document titled by its kind and number, more pages for many lines', async () => {
    const doc = await PDFDocument.load(await invoicePdf({ row: row(), businessName: 'Salon A', profile: null, labels: labels() }));
    expect(doc.getTitle()).toBe('Invoice INV-BR-000007');
    expect(doc.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(doc.getPageCount()).toBe(1);
    const many = row({ lines: Array.from({ length: 80 }, () => row().lines).flat() });
    expect((await PDFDocument.load(await invoicePdf({ row: many, businessName: 'Salon A', profile: null, labels: labels() }))).getPageCount()).toBe(2);
  });

  it('draws text its font cannot encode (Chinese labels, a buyer named in Chinese) through the raster', async () => {
    const asked: string[] = [];
    const raster: RasterText = async (text, sizePt) => {
      asked.push(text);
      return { png: PIXEL, widthPt: sizePt * Array.from(text).length, heightPt: sizePt * 1.3 };
    };
    const zh = labels({ title: '发票', billTo: '开票对象', total: '总计' });
    await invoicePdf({ row: row({ buyer: { ...row().buyer, name: '陈美玲' } }), businessName: 'Salon A', profile: null, labels: zh, raster });
    expect(asked).toEqual(expect.arrayContaining(['发票', '开票对象', '陈美玲', '总计']));
    asked.length = 0;
    await invoicePdf({ row: row(), businessName: 'Salon A', profile: null, labels: labels(), raster });
    expect(asked).toEqual([]);
  });

  it('carries the e-invoice QR code once validated, else says the e-invoice follows', async () => {
    const validated = row({ einvoice: { ...queuedStatus(), state: 'valid', uuid: 'ABC', longId: 'LONG', validationUrl: 'https://myinvois.hasil.gov.my/ABC/share/LONG', validatedAt: '2026-03-02T02:05:00.000Z' } });
    const withQr = await invoicePdf({ row: validated, businessName: 'Salon A', profile: null, labels: labels({ einvoiceValidated: 'Validated · UUID ABC' }) });
    const without = await invoicePdf({ row: row({ einvoice: queuedStatus() }), businessName: 'Salon A', profile: null, labels: labels({ einvoicePending: 'The e-invoice follows.' }) });
    // Hundreds of QR modules make the validated copy's page content clearly larger.
    expect(withQr.length - without.length).toBeGreaterThan(2_000);
  });
});
