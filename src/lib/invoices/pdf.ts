import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import type { EinvoiceProfile } from '@/lib/einvoice/profile';
import { displayNumber } from '@/lib/invoices/numbering';
import type { InvoiceRow } from '@/lib/invoices/rows';
import { formatMoney } from '@/lib/money';

/**
 * An invoice, credit note or quotation as an A4 PDF (pdf-lib): the business and its tax identity,
 * the buyer, the lines and totals, and the e-invoice's validation QR code once MyInvois has
 * validated it (else a line saying the e-invoice follows). Labels come translated from the
 * caller. Text the PDF's standard font cannot encode (Chinese labels, a buyer's name in Chinese)
 * is drawn as an image by `raster` (the browser's own fonts), so every language prints.
 */
export interface RasterText {
  (text: string, sizePt: number, bold: boolean): Promise<{ png: Uint8Array; widthPt: number; heightPt: number }>;
}

export interface PdfLabels {
  title: string;
  number: string;
  provisionalWas: string | null;
  issued: string;
  due: string;
  billTo: string;
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  subtotal: string;
  discount: string;
  sst: string;
  total: string;
  notes: string;
  tin: string;
  registration: string;
  sstNumber: string;
  /** Under the QR code: "Validated by LHDN MyInvois · UUID …". */
  einvoiceValidated: string | null;
  /** When not validated yet: where the e-invoice will be. */
  einvoicePending: string | null;
}

export interface PdfInput {
  row: InvoiceRow;
  /** The business's name, used when it has no tax identity. */
  businessName: string;
  profile: EinvoiceProfile | null;
  labels: PdfLabels;
  raster?: RasterText;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.42, 0.44, 0.48);

interface Writer {
  page: PDFPage;
  y: number;
}

export async function invoicePdf(input: PdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${input.labels.title} ${input.labels.number}`);
  pdf.setProducer('Bookit');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const charset = new Set(regular.getCharacterSet());
  const encodable = (ch: string): boolean => charset.has(ch.codePointAt(0) ?? -1);
  const w: Writer = { page: pdf.addPage([A4.width, A4.height]), y: A4.height - MARGIN };
  const { row, labels } = input;
  const money = (m: number) => formatMoney(m, row.currency);

  const newPageIfBelow = (space: number): void => {
    if (w.y - space >= MARGIN) return;
    w.page = pdf.addPage([A4.width, A4.height]);
    w.y = A4.height - MARGIN;
  };

  /** Draws text at (x, y); runs the font cannot encode go through `raster` (or become "?"). Answers the width. */
  async function text(value: string, x: number, y: number, o: { size?: number; font?: PDFFont; color?: typeof INK; measureOnly?: boolean } = {}): Promise<number> {
    const size = o.size ?? 10;
    const font = o.font ?? regular;
    const runs: { plain: boolean; s: string }[] = [];
    for (const ch of Array.from(value.replace(/[\r\n\t]+/g, ' '))) {
      const plain = encodable(ch);
      const last = runs[runs.length - 1];
      if (last !== undefined && last.plain === plain) last.s += ch;
      else runs.push({ plain, s: ch });
    }
    let cx = x;
    for (const run of runs) {
      if (run.plain || input.raster === undefined) {
        const s = run.plain ? run.s : '?'.repeat(Array.from(run.s).length);
        if (o.measureOnly !== true) w.page.drawText(s, { x: cx, y, size, font, color: o.color ?? INK });
        cx += font.widthOfTextAtSize(s, size);
      } else {
        const img = await input.raster(run.s, size, font === bold);
        if (o.measureOnly !== true) {
          const png = await pdf.embedPng(img.png);
          w.page.drawImage(png, { x: cx, y: y - img.heightPt * 0.22, width: img.widthPt, height: img.heightPt });
        }
        cx += img.widthPt;
      }
    }
    return cx - x;
  }
  /** A line of text at the writer's position, moving it down. */
  async function line(value: string, o: { size?: number; font?: PDFFont; color?: typeof INK; x?: number } = {}): Promise<void> {
    const size = o.size ?? 10;
    newPageIfBelow(size + 4);
    w.y -= size + 4;
    await text(value, o.x ?? MARGIN, w.y, o);
  }
  async function right(value: string, xRight: number, y: number, o: { size?: number; font?: PDFFont } = {}): Promise<void> {
    const width = await text(value, 0, y, { ...o, measureOnly: true });
    await text(value, xRight - width, y, o);
  }

  // The business and its tax identity.
  const p = input.profile;
  await line(p?.legalName || input.businessName, { size: 16, font: bold });
  if (p !== null) {
    const a = p.address;
    await line([a.line1, a.line2].filter((v) => v !== '').join(', '), { color: MUTED });
    await line(`${a.postcode} ${a.city}`.trim(), { color: MUTED });
    await line(`${labels.tin}: ${p.tin} · ${labels.registration}: ${p.idValue}${p.sstNumber !== 'NA' ? ` · ${labels.sstNumber}: ${p.sstNumber}` : ''}`, { color: MUTED, size: 9 });
    await line([p.phone, p.email].filter((v) => v !== '').join(' · '), { color: MUTED, size: 9 });
  }

  // The document.
  w.y -= 14;
  await line(labels.title, { size: 20, font: bold });
  await line(labels.number, { size: 12, font: bold });
  if (labels.provisionalWas !== null) await line(labels.provisionalWas, { size: 9, color: MUTED });
  await line(`${labels.issued} · ${labels.due}`, { color: MUTED });

  w.y -= 10;
  await line(labels.billTo, { font: bold });
  const b = row.buyer;
  for (const v of [b.company, b.name, b.address, [b.email, b.phone].filter((x) => x !== '').join(' · ')]) if (v !== '') await line(v);
  if ((b.tin ?? '') !== '') await line(`${labels.tin}: ${b.tin ?? ''}${(b.idValue ?? '') !== '' ? ` · ${labels.registration}: ${b.idValue ?? ''}` : ''}`, { size: 9, color: MUTED });

  // The lines.
  const cols = { qty: 340, unit: 430, amount: A4.width - MARGIN };
  w.y -= 16;
  newPageIfBelow(30);
  await text(labels.description, MARGIN, w.y, { font: bold, size: 9 });
  await right(labels.quantity, cols.qty, w.y, { font: bold, size: 9 });
  await right(labels.unitPrice, cols.unit, w.y, { font: bold, size: 9 });
  await right(labels.amount, cols.amount, w.y, { font: bold, size: 9 });
  w.page.drawLine({ start: { x: MARGIN, y: w.y - 4 }, end: { x: A4.width - MARGIN, y: w.y - 4 }, thickness: 0.5, color: MUTED });
  w.y -= 6;
  for (const l of row.lines) {
    newPageIfBelow(18);
    w.y -= 14;
    const description = l.discountBp > 0 ? `${l.description} (-${l.discountBp / 100}%)` : l.description;
    await text(description.length > 60 ? `${description.slice(0, 59)}…` : description, MARGIN, w.y);
    await right(String(l.quantity), cols.qty, w.y);
    await right(money(l.unitPrice), cols.unit, w.y);
    await right(money(l.unitPrice * l.quantity), cols.amount, w.y);
  }
  w.y -= 10;
  w.page.drawLine({ start: { x: 300, y: w.y }, end: { x: A4.width - MARGIN, y: w.y }, thickness: 0.5, color: MUTED });
  const totals: [string, string, PDFFont][] = [[labels.subtotal, money(row.totals.subtotal), regular]];
  if (row.totals.discount > 0) totals.push([labels.discount, `-${money(row.totals.discount)}`, regular]);
  totals.push([labels.sst, money(row.totals.tax), regular], [labels.total, money(row.totals.total), bold]);
  for (const [label, value, font] of totals) {
    newPageIfBelow(16);
    w.y -= 14;
    await text(label, 300, w.y, { font });
    await right(value, cols.amount, w.y, { font });
  }
  if (row.notes !== '') {
    w.y -= 12;
    await line(labels.notes, { font: bold });
    for (const part of row.notes.split(/\n+/)) await line(part.length > 100 ? `${part.slice(0, 99)}…` : part, { size: 9 });
  }

  // The e-invoice.
  const e = row.einvoice ?? null;
  if (e?.validationUrl && labels.einvoiceValidated !== null) {
    const modules = QRCode.create(e.validationUrl, { errorCorrectionLevel: 'M' }).modules;
    const cell = 2.6;
    const sizePt = (modules.size + 8) * cell;
    newPageIfBelow(sizePt + 20);
    w.y -= sizePt + 10;
    const x0 = MARGIN;
    w.page.drawRectangle({ x: x0, y: w.y, width: sizePt, height: sizePt, color: rgb(1, 1, 1) });
    for (let r = 0; r < modules.size; r++) {
      for (let c = 0; c < modules.size; c++) {
        if (modules.get(r, c)) w.page.drawRectangle({ x: x0 + (c + 4) * cell, y: w.y + sizePt - (r + 5) * cell, width: cell, height: cell, color: rgb(0, 0, 0) });
      }
    }
    await text(labels.einvoiceValidated, x0 + sizePt + 12, w.y + sizePt / 2 + 6, { size: 9 });
    await text(e.validationUrl.length > 80 ? `${e.validationUrl.slice(0, 79)}…` : e.validationUrl, x0 + sizePt + 12, w.y + sizePt / 2 - 8, { size: 7, color: MUTED });
  } else if (labels.einvoicePending !== null) {
    w.y -= 10;
    await line(labels.einvoicePending, { size: 9, color: MUTED });
  }
  return pdf.save();
}

/** The file name of a document's PDF: its number (final, else provisional). */
export function pdfFileName(row: Pick<InvoiceRow, 'number' | 'provisionalNumber'>): string {
  return `${displayNumber(row).number}.pdf`;
}
