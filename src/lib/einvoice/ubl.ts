import { allocate } from '@/lib/checkout/totals';
import { GENERAL_PUBLIC_TIN, ID_TYPES, ID_VALUE, MSIC_CODE, SST_NUMBER, STATE_CODES, TIN, type EinvoiceProfile } from '@/lib/einvoice/profile';
import type { Buyer, InvoiceLine } from '@/lib/invoices/schema';
import { computeInvoiceTotals } from '@/lib/invoices/totals';

/**
 * Documents in MyInvois's UBL 2.1 JSON (document version 1.0, unsigned): every value is an array
 * of objects whose text is `_` and whose attributes sit beside it, under the `_D`/`_A`/`_B`
 * namespaces. One builder for the four types (invoice 01, credit note 02, debit note 03, refund
 * note 04), and the checks MyInvois makes: `missingFields` (each mandatory field, named; we run it
 * before submitting) and `ruleErrors` (formats, code tables, arithmetic, the issue-time window;
 * our sandbox answers Invalid with them).
 */
export const DOCUMENT_TYPES = { invoice: '01', creditNote: '02', debitNote: '03', refundNote: '04' } as const;
export type DocumentType = keyof typeof DOCUMENT_TYPES;

/** Tax type codes (code table): 01 sales tax, 02 service tax, 06 not applicable, E exempt. */
export const TAX_TYPES = ['01', '02', '03', '04', '05', '06', 'E'] as const;
/** Classification codes used by our lines: 022 others, 004 consolidated e-invoice. */
export const CLASSIFICATION_CODES = ['001', '002', '003', '004', '005', '006', '007', '008', '009', '010', '011', '012', '013', '014', '015', '016', '017', '018', '019', '020', '021', '022', '023', '024', '025', '026', '027', '028', '029', '030', '031', '032', '033', '034', '035', '036', '037', '038', '039', '040', '041', '042', '043', '044', '045'] as const;

export type UblLeaf = { _: string | number | boolean } & Record<string, string | number | boolean>;
export interface UblNode {
  [key: string]: UblNode[] | UblLeaf[] | string | number | boolean;
}
export interface UblDocument {
  _D: string;
  _A: string;
  _B: string;
  Invoice: UblNode[];
}

export interface DocumentInput {
  type: DocumentType;
  /** Our document number (the final one). */
  number: string;
  /** When the document was issued (UTC); MyInvois takes IssueDate and IssueTime in UTC. */
  issuedAt: Date;
  currency: string;
  supplier: EinvoiceProfile;
  buyer: Buyer;
  lines: readonly InvoiceLine[];
  discountBp: number;
  taxBp: number;
  /** For credit, debit and refund notes: the original document (our number and its MyInvois uuid). */
  original?: { number: string; uuid: string } | null;
  /** The monthly consolidated B2C document: its lines are classified 004 (consolidated e-invoice). */
  consolidated?: boolean;
}

const leaf = (value: string | number | boolean, attrs: Record<string, string> = {}): UblLeaf[] => [{ _: value, ...attrs }];
const money = (minor: number, currency: string): UblLeaf[] => leaf(Math.round(minor) / 100, { currencyID: currency });
const TAX_SCHEME = [{ ID: leaf('OTH', { schemeID: 'UN/ECE 5153', schemeAgencyID: '6' }) }];

function partyIds(tin: string, idType: string, idValue: string, sst: string, tourism?: string): UblNode[] {
  const ids: UblNode[] = [
    { ID: leaf(tin, { schemeID: 'TIN' }) },
    { ID: leaf(idValue, { schemeID: idType }) },
    { ID: leaf(sst, { schemeID: 'SST' }) },
  ];
  if (tourism !== undefined) ids.push({ ID: leaf(tourism, { schemeID: 'TTX' }) });
  return ids;
}

function address(a: { lines: string[]; city: string; postcode: string; state: string; country: string }): UblNode[] {
  const node: UblNode = {
    AddressLine: a.lines.filter((l) => l !== '').map((l) => ({ Line: leaf(l) })),
    CityName: leaf(a.city),
    CountrySubentityCode: leaf(a.state),
    Country: [{ IdentificationCode: leaf(a.country, { listID: 'ISO3166-1', listAgencyID: '6' }) }],
  };
  if (a.postcode !== '') node.PostalZone = leaf(a.postcode);
  return [node];
}

function contact(phone: string, email: string): UblNode[] {
  const node: UblNode = { Telephone: leaf(phone === '' ? 'NA' : phone) };
  if (email !== '') node.ElectronicMail = leaf(email);
  return [node];
}

/** A buyer without a TIN is the general public (guideline: TIN EI00000000010, other ids "NA"). */
function buyerParty(b: Buyer): UblNode[] {
  const tin = (b.tin ?? '').trim().toUpperCase();
  const generalPublic = tin === '' || tin === GENERAL_PUBLIC_TIN;
  const idType = b.idType ?? 'BRN';
  const idValue = generalPublic ? 'NA' : (b.idValue ?? '').trim().toUpperCase() || 'NA';
  const name = b.company.trim() !== '' ? b.company : b.name;
  return [{
    PartyIdentification: partyIds(generalPublic ? GENERAL_PUBLIC_TIN : tin, generalPublic ? 'BRN' : idType, idValue, (b.sstNumber ?? '').trim() || 'NA'),
    PostalAddress: address({ lines: [b.address.trim() === '' ? 'NA' : b.address.replace(/\s*\n\s*/g, ', ')], city: 'NA', postcode: '', state: '17', country: 'MYS' }),
    PartyLegalEntity: [{ RegistrationName: leaf(name) }],
    Contact: contact(b.phone, b.email),
  }];
}

function taxTypeOf(line: InvoiceLine): string {
  if (!line.taxable) return '06';
  return line.kind === 'product' ? '01' : '02';
}

/** Builds the UBL 2.1 JSON document; amounts come from the one invoice computation (totals.ts). */
export function buildDocument(input: DocumentInput): UblDocument {
  const cur = input.currency.toUpperCase();
  const totals = computeInvoiceTotals(input);
  const taxableNets = totals.lines.map((l, i) => (input.lines[i]?.taxable === true ? l.net : 0));
  const lineTax = allocate(totals.tax, taxableNets);
  const rate = input.taxBp / 100;
  const byType = new Map<string, { taxable: number; tax: number; percent: number }>();
  const invoiceLines: UblNode[] = input.lines.map((line, i) => {
    const amounts = totals.lines[i];
    const net = amounts?.net ?? 0;
    const tax = lineTax[i] ?? 0;
    const type = taxTypeOf(line);
    const percent = type === '06' ? 0 : rate;
    const sum = byType.get(type) ?? { taxable: 0, tax: 0, percent };
    byType.set(type, { taxable: sum.taxable + net, tax: sum.tax + tax, percent });
    const node: UblNode = {
      ID: leaf(String(i + 1)),
      InvoicedQuantity: leaf(line.quantity, { unitCode: 'C62' }),
      LineExtensionAmount: money(net, cur),
      TaxTotal: [{
        TaxAmount: money(tax, cur),
        TaxSubtotal: [{
          TaxableAmount: money(net, cur),
          TaxAmount: money(tax, cur),
          Percent: leaf(percent),
          TaxCategory: [{ ID: leaf(type), TaxScheme: TAX_SCHEME }],
        }],
      }],
      Item: [{
        CommodityClassification: [{ ItemClassificationCode: leaf(input.consolidated === true ? '004' : '022', { listID: 'CLASS' }) }],
        Description: leaf(line.description),
      }],
      Price: [{ PriceAmount: money(line.unitPrice, cur) }],
      ItemPriceExtension: [{ Amount: money(amounts?.gross ?? 0, cur) }],
    };
    if ((amounts?.discount ?? 0) > 0) {
      node.AllowanceCharge = [{ ChargeIndicator: leaf(false), AllowanceChargeReason: leaf('Discount'), Amount: money(amounts?.discount ?? 0, cur) }];
    }
    return node;
  });
  const net = totals.subtotal - totals.discount;
  const iso = input.issuedAt.toISOString();
  const s = input.supplier;
  const doc: UblNode = {
    ID: leaf(input.number),
    IssueDate: leaf(iso.slice(0, 10)),
    IssueTime: leaf(`${iso.slice(11, 19)}Z`),
    InvoiceTypeCode: leaf(DOCUMENT_TYPES[input.type], { listVersionID: '1.0' }),
    DocumentCurrencyCode: leaf(cur),
    TaxCurrencyCode: leaf(cur),
    AccountingSupplierParty: [{
      Party: [{
        IndustryClassificationCode: leaf(s.msicCode, { name: s.businessActivity }),
        PartyIdentification: partyIds(s.tin, s.idType, s.idValue, s.sstNumber, s.tourismTaxNumber),
        PostalAddress: address({ lines: [s.address.line1, s.address.line2], city: s.address.city, postcode: s.address.postcode, state: s.address.state, country: s.address.country }),
        PartyLegalEntity: [{ RegistrationName: leaf(s.legalName) }],
        Contact: contact(s.phone, s.email),
      }],
    }],
    AccountingCustomerParty: [{ Party: buyerParty(input.buyer) }],
    TaxTotal: [{
      TaxAmount: money(totals.tax, cur),
      TaxSubtotal: [...byType.entries()].map(([type, v]) => ({
        TaxableAmount: money(v.taxable, cur),
        TaxAmount: money(v.tax, cur),
        TaxCategory: [{ ID: leaf(type), TaxScheme: TAX_SCHEME }],
      })),
    }],
    LegalMonetaryTotal: [{
      LineExtensionAmount: money(net, cur),
      TaxExclusiveAmount: money(net, cur),
      TaxInclusiveAmount: money(totals.total, cur),
      PayableAmount: money(totals.total, cur),
    }],
    InvoiceLine: invoiceLines,
  };
  if (input.original) {
    doc.BillingReference = [{ InvoiceDocumentReference: [{ ID: leaf(input.original.number), UUID: leaf(input.original.uuid) }] }];
  }
  return {
    _D: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
    _A: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
    _B: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
    Invoice: [doc],
  };
}

// ---- reading a document back (our checks and the sandbox's) ----

export interface DocumentFinding {
  code: 'MissingField' | 'InvalidFormat' | 'InvalidCode' | 'InvalidTotals' | 'IssueTimeOutOfRange';
  message: string;
  target: string;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The first node of an array-valued property. */
function first(node: unknown, key: string): Record<string, unknown> | undefined {
  if (!isRecord(node)) return undefined;
  const v = node[key];
  return Array.isArray(v) && isRecord(v[0]) ? v[0] : undefined;
}
function all(node: unknown, key: string): Record<string, unknown>[] {
  if (!isRecord(node)) return [];
  const v = node[key];
  return Array.isArray(v) ? v.filter(isRecord) : [];
}
/** The text of `node.key[0]._`, or undefined when absent or empty. */
function text(node: unknown, key: string): string | undefined {
  const v = first(node, key)?._;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return typeof v === 'string' && v.trim() !== '' ? v : undefined;
}
function amount(node: unknown, key: string): number | undefined {
  const v = first(node, key)?._;
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}
function idBy(party: unknown, scheme: string): string | undefined {
  const hit = all(party, 'PartyIdentification').map((p) => first(p, 'ID')).find((id) => id?.schemeID === scheme);
  const v = hit?._;
  return typeof v === 'string' && v.trim() !== '' ? v : undefined;
}
function idScheme(party: unknown): { scheme: string; value: string } | undefined {
  for (const p of all(party, 'PartyIdentification')) {
    const id = first(p, 'ID');
    const scheme = id?.schemeID;
    if (typeof scheme === 'string' && (ID_TYPES as readonly string[]).includes(scheme) && typeof id?._ === 'string') return { scheme, value: id._ };
  }
  return undefined;
}

function root(doc: unknown): Record<string, unknown> | undefined {
  return first(doc, 'Invoice');
}

/** Every mandatory field of the MyInvois data dictionary that the document lacks, each named. */
export function missingFields(doc: unknown): DocumentFinding[] {
  const out: DocumentFinding[] = [];
  const need = (ok: boolean, target: string): void => {
    if (!ok) out.push({ code: 'MissingField', message: `${target} is mandatory.`, target });
  };
  const inv = root(doc);
  need(inv !== undefined, 'Invoice');
  if (inv === undefined) return out;
  for (const k of ['ID', 'IssueDate', 'IssueTime', 'InvoiceTypeCode', 'DocumentCurrencyCode']) need(text(inv, k) !== undefined, `Invoice.${k}`);
  need(first(inv, 'InvoiceTypeCode')?.listVersionID !== undefined, 'Invoice.InvoiceTypeCode.listVersionID');
  const parties: [string, Record<string, unknown> | undefined, boolean][] = [
    ['AccountingSupplierParty', first(first(inv, 'AccountingSupplierParty'), 'Party'), true],
    ['AccountingCustomerParty', first(first(inv, 'AccountingCustomerParty'), 'Party'), false],
  ];
  for (const [name, party, supplier] of parties) {
    const at = `Invoice.${name}.Party`;
    need(party !== undefined, at);
    if (party === undefined) continue;
    need(idBy(party, 'TIN') !== undefined, `${at}.PartyIdentification.ID[TIN]`);
    need(idScheme(party) !== undefined, `${at}.PartyIdentification.ID[BRN|NRIC|PASSPORT|ARMY]`);
    need(idBy(party, 'SST') !== undefined, `${at}.PartyIdentification.ID[SST]`);
    need(text(first(party, 'PartyLegalEntity'), 'RegistrationName') !== undefined, `${at}.PartyLegalEntity.RegistrationName`);
    const addr = first(party, 'PostalAddress');
    need(all(addr, 'AddressLine').some((l) => text(l, 'Line') !== undefined), `${at}.PostalAddress.AddressLine.Line`);
    need(text(addr, 'CityName') !== undefined, `${at}.PostalAddress.CityName`);
    need(text(addr, 'CountrySubentityCode') !== undefined, `${at}.PostalAddress.CountrySubentityCode`);
    need(text(first(addr, 'Country'), 'IdentificationCode') !== undefined, `${at}.PostalAddress.Country.IdentificationCode`);
    need(text(first(party, 'Contact'), 'Telephone') !== undefined, `${at}.Contact.Telephone`);
    if (supplier) {
      need(text(party, 'IndustryClassificationCode') !== undefined, `${at}.IndustryClassificationCode`);
      need(typeof first(party, 'IndustryClassificationCode')?.name === 'string' && first(party, 'IndustryClassificationCode')?.name !== '', `${at}.IndustryClassificationCode.name`);
    }
  }
  const tax = first(inv, 'TaxTotal');
  need(amount(tax, 'TaxAmount') !== undefined, 'Invoice.TaxTotal.TaxAmount');
  need(all(tax, 'TaxSubtotal').length > 0, 'Invoice.TaxTotal.TaxSubtotal');
  const lmt = first(inv, 'LegalMonetaryTotal');
  for (const k of ['TaxExclusiveAmount', 'TaxInclusiveAmount', 'PayableAmount']) need(amount(lmt, k) !== undefined, `Invoice.LegalMonetaryTotal.${k}`);
  const lines = all(inv, 'InvoiceLine');
  need(lines.length > 0, 'Invoice.InvoiceLine');
  lines.forEach((line, i) => {
    const at = `Invoice.InvoiceLine[${i}]`;
    need(text(line, 'ID') !== undefined, `${at}.ID`);
    need(amount(line, 'InvoicedQuantity') !== undefined, `${at}.InvoicedQuantity`);
    need(amount(line, 'LineExtensionAmount') !== undefined, `${at}.LineExtensionAmount`);
    const sub = first(first(line, 'TaxTotal'), 'TaxSubtotal');
    need(amount(first(line, 'TaxTotal'), 'TaxAmount') !== undefined, `${at}.TaxTotal.TaxAmount`);
    need(text(first(sub, 'TaxCategory'), 'ID') !== undefined, `${at}.TaxTotal.TaxSubtotal.TaxCategory.ID`);
    need(amount(sub, 'Percent') !== undefined, `${at}.TaxTotal.TaxSubtotal.Percent`);
    const item = first(line, 'Item');
    need(all(item, 'CommodityClassification').some((c) => first(c, 'ItemClassificationCode')?.listID === 'CLASS'), `${at}.Item.CommodityClassification.ItemClassificationCode[CLASS]`);
    need(text(item, 'Description') !== undefined, `${at}.Item.Description`);
    need(amount(first(line, 'Price'), 'PriceAmount') !== undefined, `${at}.Price.PriceAmount`);
    need(amount(first(line, 'ItemPriceExtension'), 'Amount') !== undefined, `${at}.ItemPriceExtension.Amount`);
  });
  const type = text(inv, 'InvoiceTypeCode');
  if (type !== undefined && type !== '01') {
    const ref = first(first(inv, 'BillingReference'), 'InvoiceDocumentReference');
    need(text(ref, 'ID') !== undefined && text(ref, 'UUID') !== undefined, 'Invoice.BillingReference.InvoiceDocumentReference');
  }
  return out;
}

const cents = (v: number | undefined): number => Math.round((v ?? 0) * 100);

/**
 * MyInvois's rules beyond presence: identifier formats, code tables, the currency, arithmetic of
 * the totals, and an issue time no more than 72 hours before submission (nor in the future).
 */
export function ruleErrors(doc: unknown, receivedAt: Date): DocumentFinding[] {
  const out = missingFields(doc);
  const inv = root(doc);
  if (inv === undefined) return out;
  const bad = (code: DocumentFinding['code'], target: string, message: string): void => {
    out.push({ code, target, message });
  };
  const type = text(inv, 'InvoiceTypeCode');
  if (type !== undefined && !Object.values(DOCUMENT_TYPES).includes(type as (typeof DOCUMENT_TYPES)[DocumentType])) bad('InvalidCode', 'Invoice.InvoiceTypeCode', `Unknown document type ${type}.`);
  const currency = text(inv, 'DocumentCurrencyCode');
  if (currency !== undefined && !/^[A-Z]{3}$/.test(currency)) bad('InvalidCode', 'Invoice.DocumentCurrencyCode', `${currency} is not an ISO 4217 code.`);
  for (const [name, supplier] of [['AccountingSupplierParty', true], ['AccountingCustomerParty', false]] as const) {
    const party = first(first(inv, name), 'Party');
    const at = `Invoice.${name}.Party`;
    const tin = idBy(party, 'TIN');
    if (tin !== undefined && !TIN.test(tin)) bad('InvalidFormat', `${at}.PartyIdentification.ID[TIN]`, `${tin} is not a valid TIN.`);
    const id = idScheme(party);
    const generalPublic = !supplier && tin === GENERAL_PUBLIC_TIN && id?.value === 'NA';
    if (id !== undefined && !generalPublic && !ID_VALUE[id.scheme as (typeof ID_TYPES)[number]].test(id.value)) {
      bad('InvalidFormat', `${at}.PartyIdentification.ID[${id.scheme}]`, `${id.value} is not a valid ${id.scheme}.`);
    }
    const sst = idBy(party, 'SST');
    if (sst !== undefined && !SST_NUMBER.test(sst)) bad('InvalidFormat', `${at}.PartyIdentification.ID[SST]`, `${sst} is not an SST registration number.`);
    const state = text(first(party, 'PostalAddress'), 'CountrySubentityCode');
    if (state !== undefined && !(STATE_CODES as readonly string[]).includes(state)) bad('InvalidCode', `${at}.PostalAddress.CountrySubentityCode`, `Unknown state code ${state}.`);
    const phone = text(first(party, 'Contact'), 'Telephone');
    if (phone !== undefined && phone !== 'NA' && !/^\+?[0-9]{8,20}$/.test(phone.replace(/[\s-]/g, ''))) bad('InvalidFormat', `${at}.Contact.Telephone`, `${phone} is not a telephone number.`);
    if (supplier) {
      const msic = text(party, 'IndustryClassificationCode');
      if (msic !== undefined && !MSIC_CODE.test(msic)) bad('InvalidCode', `${at}.IndustryClassificationCode`, `${msic} is not an MSIC code.`);
    }
  }
  const lines = all(inv, 'InvoiceLine');
  let lineSum = 0;
  let lineTaxSum = 0;
  lines.forEach((line, i) => {
    const at = `Invoice.InvoiceLine[${i}]`;
    lineSum += cents(amount(line, 'LineExtensionAmount'));
    lineTaxSum += cents(amount(first(line, 'TaxTotal'), 'TaxAmount'));
    const cat = text(first(first(first(line, 'TaxTotal'), 'TaxSubtotal'), 'TaxCategory'), 'ID');
    if (cat !== undefined && !(TAX_TYPES as readonly string[]).includes(cat)) bad('InvalidCode', `${at}.TaxTotal.TaxSubtotal.TaxCategory.ID`, `Unknown tax type ${cat}.`);
    const cls = first(first(first(line, 'Item'), 'CommodityClassification'), 'ItemClassificationCode')?._;
    if (typeof cls === 'string' && !(CLASSIFICATION_CODES as readonly string[]).includes(cls)) bad('InvalidCode', `${at}.Item.CommodityClassification.ItemClassificationCode`, `Unknown classification code ${cls}.`);
  });
  const lmt = first(inv, 'LegalMonetaryTotal');
  const taxTotal = cents(amount(first(inv, 'TaxTotal'), 'TaxAmount'));
  const exclusive = cents(amount(lmt, 'TaxExclusiveAmount'));
  if (lines.length > 0 && lineSum !== exclusive) bad('InvalidTotals', 'Invoice.LegalMonetaryTotal.TaxExclusiveAmount', 'The lines do not add up to the amount before tax.');
  if (lines.length > 0 && lineTaxSum !== taxTotal) bad('InvalidTotals', 'Invoice.TaxTotal.TaxAmount', 'The lines\u2019 tax does not add up to the tax total.');
  if (exclusive + taxTotal !== cents(amount(lmt, 'TaxInclusiveAmount'))) bad('InvalidTotals', 'Invoice.LegalMonetaryTotal.TaxInclusiveAmount', 'Amount before tax plus tax differs from the amount with tax.');
  const date = text(inv, 'IssueDate');
  const time = text(inv, 'IssueTime');
  if (date !== undefined && time !== undefined) {
    const issued = Date.parse(`${date}T${time}`);
    if (Number.isNaN(issued)) bad('InvalidFormat', 'Invoice.IssueDate', 'The issue date and time are not a UTC date and time.');
    else if (receivedAt.getTime() - issued > 72 * 3_600_000) bad('IssueTimeOutOfRange', 'Invoice.IssueDate', 'The document was issued more than 72 hours before its submission.');
    else if (issued - receivedAt.getTime() > 5 * 60_000) bad('IssueTimeOutOfRange', 'Invoice.IssueDate', 'The document is issued in the future.');
  }
  return out;
}
