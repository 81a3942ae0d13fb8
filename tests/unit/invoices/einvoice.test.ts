import { describe, expect, it } from 'vitest';
import { einvoiceProfileSchema, GENERAL_PUBLIC_TIN, type EinvoiceProfile } from '@/lib/einvoice/profile';
import { cancelWindowEnd, mayCancel, validationLink } from '@/lib/einvoice/status';
import { buildDocument, missingFields, ruleErrors, type DocumentInput, type UblDocument } from '@/lib/einvoice/ubl';
import type { Buyer, InvoiceLine } from '@/lib/invoices/schema';
import { SALON_A_PROFILE } from '../../einvoice-profile';

const SUPPLIER: EinvoiceProfile = SALON_A_PROFILE;
const BUYER: Buyer = { name: 'Aisyah', company: 'Seri Events Sdn Bhd', email: '', phone: '+60123456789', address: '1 Jalan Ampang', tin: 'C1234567890', idType: 'BRN', idValue: '202001012345', sstNumber: '' };
const line = (over: Partial<InvoiceLine> = {}): InvoiceLine => ({
  id: crypto.randomUUID(), kind: 'service', itemId: null, description: 'Styling', quantity: 2, unitPrice: 10_000, discountBp: 0, taxable: true, ...over,
});
const issuedAt = new Date('2026-03-02T02:00:00.000Z');
const input = (over: Partial<DocumentInput> = {}): DocumentInput => ({
  type: 'invoice', number: 'INV-BR-000001', issuedAt, currency: 'myr', supplier: SUPPLIER, buyer: BUYER,
  lines: [line(), line({ kind: 'product', description: 'Serum', quantity: 1, unitPrice: 5_000, taxable: false })], discountBp: 1_000, taxBp: 800, ...over,
});
type Node = Record<string, unknown>;
const at = (doc: UblDocument): Node => doc.Invoice[0] as Node;
const one = (n: unknown, k: string): Node => ((n as Record<string, Node[]>)[k] ?? [])[0] as Node;

describe('MyInvois UBL 2.1 JSON documents', () => {
  it('carries the namespaces, type, currency, supplier and buyer identity of the data dictionary', () => {
    const doc = buildDocument(input());
    expect(doc._D).toBe('urn:oasis:names:specification:ubl:schema:xsd:Invoice-2');
    const inv = at(doc);
    expect(one(inv, 'InvoiceTypeCode')).toEqual({ _: '01', listVersionID: '1.0' });
    expect(one(inv, 'DocumentCurrencyCode')._).toBe('MYR');
    expect(one(inv, 'IssueDate')._).toBe('2026-03-02');
    expect(one(inv, 'IssueTime')._).toBe('02:00:00Z');
    const supplier = one(one(inv, 'AccountingSupplierParty'), 'Party');
    expect(one(supplier, 'IndustryClassificationCode')).toEqual({ _: '96020', name: 'Hairdressing and other beauty treatment' });
    expect((supplier.PartyIdentification as Node[]).map((p) => one(p, 'ID'))).toEqual([
      { _: 'C2584563200', schemeID: 'TIN' }, { _: '201901234567', schemeID: 'BRN' }, { _: 'W10-1808-32000123', schemeID: 'SST' }, { _: 'NA', schemeID: 'TTX' },
    ]);
    expect(missingFields(doc)).toEqual([]);
    expect(ruleErrors(doc, new Date(issuedAt.getTime() + 60_000))).toEqual([]);
  });

  it('gives each line its classification, tax type and amounts, and totals that add up', () => {
    const inv = at(buildDocument(input()));
    const [service, product] = inv.InvoiceLine as Node[];
    // 20,000 less 10% = 18,000 taxable at 8% = 1,440; the product 5,000 less 10% = 4,500, not taxed.
    expect(one(service, 'LineExtensionAmount')).toEqual({ _: 180, currencyID: 'MYR' });
    expect(one(one(one(service, 'Item'), 'CommodityClassification'), 'ItemClassificationCode')).toEqual({ _: '022', listID: 'CLASS' });
    const serviceTax = one(one(service, 'TaxTotal'), 'TaxSubtotal');
    expect(one(one(serviceTax, 'TaxCategory'), 'ID')._).toBe('02');
    expect(one(serviceTax, 'TaxAmount')._).toBe(14.4);
    expect(one(one(one(product, 'TaxTotal'), 'TaxSubtotal'), 'TaxCategory').ID).toEqual([{ _: '06' }]);
    const lmt = one(inv, 'LegalMonetaryTotal');
    expect([one(lmt, 'TaxExclusiveAmount')._, one(lmt, 'TaxInclusiveAmount')._, one(lmt, 'PayableAmount')._]).toEqual([225, 239.4, 239.4]);
    expect(one(one(inv, 'TaxTotal'), 'TaxAmount')._).toBe(14.4);
  });

  it('classifies the consolidated document\'s lines 004 (consolidated e-invoice)', () => {
    const [line] = at(buildDocument(input({ consolidated: true }))).InvoiceLine as Node[];
    expect(one(one(one(line, 'Item'), 'CommodityClassification'), 'ItemClassificationCode')).toEqual({ _: '004', listID: 'CLASS' });
  });

  it('makes a buyer without a TIN the general public', () => {
    const inv = at(buildDocument(input({ buyer: { ...BUYER, tin: '', company: '' } })));
    const ids = (one(one(inv, 'AccountingCustomerParty'), 'Party').PartyIdentification as Node[]).map((p) => one(p, 'ID'));
    expect(ids).toEqual([{ _: GENERAL_PUBLIC_TIN, schemeID: 'TIN' }, { _: 'NA', schemeID: 'BRN' }, { _: 'NA', schemeID: 'SST' }]);
    expect(ruleErrors(buildDocument(input({ buyer: { ...BUYER, tin: '' } })), issuedAt)).toEqual([]);
  });

  it('names each missing mandatory field, and a note without its original', () => {
    const doc = buildDocument(input({ type: 'creditNote', supplier: { ...SUPPLIER, legalName: '', msicCode: '' } }));
    expect(missingFields(doc).map((f) => f.target)).toEqual([
      'Invoice.AccountingSupplierParty.Party.PartyLegalEntity.RegistrationName',
      'Invoice.AccountingSupplierParty.Party.IndustryClassificationCode',
      'Invoice.BillingReference.InvoiceDocumentReference',
    ]);
    const note = at(buildDocument(input({ type: 'refundNote', original: { number: 'INV-BR-000001', uuid: 'F9D425P6DS7D8IU' } })));
    expect(one(note, 'InvoiceTypeCode')._).toBe('04');
    expect(one(one(note, 'BillingReference'), 'InvoiceDocumentReference')).toEqual({ ID: [{ _: 'INV-BR-000001' }], UUID: [{ _: 'F9D425P6DS7D8IU' }] });
    expect(missingFields({}).map((f) => f.target)).toEqual(['Invoice']);
  });

  it('applies MyInvois\u2019s rules: formats, code tables, arithmetic, the 72-hour issue window', () => {
    const doc = buildDocument(input({ buyer: { ...BUYER, tin: 'X1' } }));
    expect(ruleErrors(doc, issuedAt).map((e) => e.code)).toEqual(['InvalidFormat']);
    const tampered = buildDocument(input());
    (one(at(tampered), 'LegalMonetaryTotal').PayableAmount as { _: number }[])[0] = { _: 1 };
    (one(at(tampered), 'LegalMonetaryTotal').TaxInclusiveAmount as { _: number }[])[0] = { _: 1 };
    expect(ruleErrors(tampered, issuedAt).map((e) => e.code)).toEqual(['InvalidTotals']);
    const justIn = new Date(issuedAt.getTime() + 72 * 3_600_000);
    expect(ruleErrors(buildDocument(input()), justIn)).toEqual([]);
    expect(ruleErrors(buildDocument(input()), new Date(justIn.getTime() + 1_000)).map((e) => e.code)).toEqual(['IssueTimeOutOfRange']);
  });
});

describe('tax identity formats', () => {
  it('takes the documented TIN, BRN, SST and MSIC formats and refuses others by field', () => {
    expect(einvoiceProfileSchema.safeParse(SUPPLIER).success).toBe(true);
    expect(einvoiceProfileSchema.safeParse({ ...SUPPLIER, tin: 'IG12345678901', idType: 'NRIC', idValue: '900101145678' }).success).toBe(true);
    const bad = einvoiceProfileSchema.safeParse({ ...SUPPLIER, tin: 'C12', idValue: '12345', sstNumber: 'W10', msicCode: 'ABCDE', phone: '123' });
    expect(bad.success ? [] : bad.error.issues.map((i) => `${i.path.join('.')}:${i.message}`).sort()).toEqual([
      'idValue:einvoice.errors.idValue', 'msicCode:einvoice.errors.msicCode', 'phone:einvoice.errors.phone', 'sstNumber:einvoice.errors.sstNumber', 'tin:einvoice.errors.tin',
    ]);
  });
});

describe('the 72-hour cancellation window', () => {
  const validatedAt = '2026-03-02T02:00:00.000Z';
  it('allows cancelling a valid document until, not at, 72 hours after validation', () => {
    expect(cancelWindowEnd(validatedAt)?.toISOString()).toBe('2026-03-05T02:00:00.000Z');
    expect(mayCancel({ state: 'valid', validatedAt }, new Date('2026-03-05T01:59:59.999Z'))).toBe(true);
    expect(mayCancel({ state: 'valid', validatedAt }, new Date('2026-03-05T02:00:00.000Z'))).toBe(false);
    expect(mayCancel({ state: 'submitted', validatedAt: null }, new Date(validatedAt))).toBe(false);
    expect(mayCancel(null, new Date(validatedAt))).toBe(false);
  });
  it('links to the portal\u2019s share page', () => {
    expect(validationLink('https://preprod.myinvois.hasil.gov.my/', 'ABC', 'LONG1')).toBe('https://preprod.myinvois.hasil.gov.my/ABC/share/LONG1');
  });
});
