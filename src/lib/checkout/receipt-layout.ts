import { formatAmount, formatMoney, fromMinorUnits } from '@/lib/money';
import type { SaleTotals } from '@/lib/checkout/sale-schema';
import type { ReceiptField } from '@/lib/checkout/settings';
import { centre, columns, displayWidth, rule, wrap } from '@/lib/checkout/text-columns';

/** Spec §9: 33 columns by default, 48 for the preset 80 mm thermal model. */
export const PRINT_WIDTHS = [33, 48] as const;
export type PrintWidth = (typeof PRINT_WIDTHS)[number];
export const DEFAULT_PRINT_WIDTH: PrintWidth = 33;

/** A receipt as lines already laid out to the paper width: what the screen and the printer show. */
export type ReceiptLine = { kind: 'text'; text: string; bold: boolean } | { kind: 'qr'; value: string };

export interface ReceiptItem {
  name: string;
  quantity: number;
  unitPrice: number;
  /** gross − item discount − share of cart discount. */
  net: number;
  discount: number;
  staff: string | null;
  note: string;
  /** A package's items and their sessions. */
  contents: { name: string; sessions: number }[];
  /** A line paid by a package session: which package and what is left ("Package: …, 3 of 5 left"). */
  packageSession?: string;
}

/** Everything printed, already translated and formatted by the caller (labels, date). */
export interface ReceiptDocument {
  currency: string;
  businessName: string;
  branchName: string;
  branchAddress: string;
  branchPhone: string;
  header: string;
  footer: string;
  /** A banner line such as "REFUND" or "REPRINT"; empty for none. */
  banner: string;
  receiptNumber: string;
  dateText: string;
  cashier: string | null;
  customer: string | null;
  items: ReceiptItem[];
  totals: SaleTotals;
  taxRateBp: number;
  serviceChargeRateBp: number;
  payments: { label: string; amount: number; reference: string }[];
  change: number;
  refunds: { label: string; amount: number }[];
  qrUrl: string | null;
  show: Partial<Record<ReceiptField, boolean>>;
  /** Reward points of a sale with a customer under a program: earned, spent, the balance after it. */
  points?: { earned: number; spent: number; balance: number };
}

export interface ReceiptLabels {
  receiptNo: string;
  cashier: string;
  customer: string;
  staff: string;
  discount: string;
  subtotal: string;
  serviceCharge: string;
  tax: string;
  tip: string;
  rounding: string;
  total: string;
  change: string;
  refunded: string;
  /** A package item's number of sessions ("5 sessions"). */
  sessions: (count: number) => string;
  /** Reward points, given the figure already formatted: "Points earned: 45", "Points spent: 400", "Balance: 1,230". */
  pointsEarned: (points: string) => string;
  pointsSpent: (points: string) => string;
  pointsBalance: (points: string) => string;
}

const pointsFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, useGrouping: true });

/**
 * Parts joined with " · " on as few lines as fit the width, a part never split across lines
 * unless it is wider than the paper by itself.
 */
export function joinedParts(parts: readonly string[], width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const part of parts) {
    const joined = line === '' ? part : `${line} · ${part}`;
    if (displayWidth(joined) <= width || line === '') line = joined;
    else {
      out.push(line);
      line = part;
    }
  }
  if (line !== '') out.push(line);
  return out.flatMap((l) => wrap(l, width));
}

/**
 * The points a sale spent (when it did) on a line of its own, then what it earned with the
 * balance after it: [["Points spent: 400"], ["Points earned: 45", "Balance: 1,230"]].
 */
export function pointsParts(points: NonNullable<ReceiptDocument['points']>, labels: Pick<ReceiptLabels, 'pointsEarned' | 'pointsSpent' | 'pointsBalance'>): string[][] {
  const n = (v: number) => pointsFormat.format(v);
  return [
    ...(points.spent > 0 ? [[labels.pointsSpent(n(points.spent))]] : []),
    [labels.pointsEarned(n(points.earned)), labels.pointsBalance(n(points.balance))],
  ];
}

const pct = (bp: number) => `${(bp / 100).toFixed(bp % 100 === 0 ? 0 : 2)}%`;

/** Lays a receipt out at `width` columns. */
export function layoutReceipt(doc: ReceiptDocument, labels: ReceiptLabels, width: number): ReceiptLine[] {
  const out: ReceiptLine[] = [];
  const text = (t: string, bold = false) => out.push({ kind: 'text', text: t, bold });
  const all = (lines: string[], bold = false) => lines.forEach((l) => text(l, bold));
  const money = (minor: number) => formatMoney(minor, doc.currency);
  const plain = (minor: number) => formatAmount(fromMinorUnits(minor, doc.currency));
  const shown = (field: ReceiptField) => doc.show[field] !== false;

  all(centre(doc.businessName, width), true);
  if (doc.branchName !== '') all(centre(doc.branchName, width));
  if (shown('branchAddress') && doc.branchAddress !== '') all(centre(doc.branchAddress, width));
  if (shown('branchPhone') && doc.branchPhone !== '') all(centre(doc.branchPhone, width));
  if (doc.header !== '') all(centre(doc.header, width));
  if (doc.banner !== '') all(centre(doc.banner, width), true);
  text(rule(width));
  all(columns(labels.receiptNo, doc.receiptNumber, width));
  all(wrap(doc.dateText, width));
  if (shown('cashier') && doc.cashier !== null) all(columns(labels.cashier, doc.cashier, width));
  if (shown('customer') && doc.customer !== null) all(columns(labels.customer, doc.customer, width));
  text(rule(width));

  for (const item of doc.items) {
    all(wrap(item.name, width));
    for (const c of item.contents) all(wrap(`  - ${c.name}: ${labels.sessions(c.sessions)}`, width));
    if (item.packageSession !== undefined) all(wrap(`  ${item.packageSession}`, width));
    all(columns(`  ${item.quantity} x ${plain(item.unitPrice)}`, plain(item.quantity * item.unitPrice), width));
    if (item.discount > 0) all(columns(`  ${labels.discount}`, `-${plain(item.discount)}`, width));
    if (shown('staff') && item.staff !== null) all(wrap(`  ${labels.staff}: ${item.staff}`, width));
    if (item.note !== '') all(wrap(`  ${item.note}`, width));
  }
  text(rule(width));

  const t = doc.totals;
  all(columns(labels.subtotal, money(t.subtotal), width));
  if (t.discount > 0) all(columns(labels.discount, `-${money(t.discount)}`, width));
  if (t.serviceCharge > 0) all(columns(`${labels.serviceCharge} ${pct(doc.serviceChargeRateBp)}`, money(t.serviceCharge), width));
  if (t.tax > 0) all(columns(shown('taxBreakdown') ? `${labels.tax} ${pct(doc.taxRateBp)}` : labels.tax, money(t.tax), width));
  if (t.tip > 0) all(columns(labels.tip, money(t.tip), width));
  if (t.rounding !== 0) all(columns(labels.rounding, money(t.rounding), width));
  all(columns(labels.total, money(t.total), width), true);
  text(rule(width));

  for (const p of doc.payments) {
    all(columns(p.reference === '' ? p.label : `${p.label} (${p.reference})`, money(p.amount), width));
  }
  if (doc.change > 0) all(columns(labels.change, money(doc.change), width), true);
  for (const r of doc.refunds) all(columns(`${labels.refunded}: ${r.label}`, `-${money(r.amount)}`, width));
  if (doc.points !== undefined && shown('points')) {
    text(rule(width));
    for (const parts of pointsParts(doc.points, labels)) all(joinedParts(parts, width));
  }

  if (doc.footer !== '') {
    text(rule(width));
    all(centre(doc.footer, width));
  }
  if (shown('qrCode') && doc.qrUrl !== null) out.push({ kind: 'qr', value: doc.qrUrl });
  return out;
}

/** Plain text of a layout (tests, the on-screen monospace view). */
export function receiptText(lines: readonly ReceiptLine[]): string {
  return lines.map((l) => (l.kind === 'text' ? l.text : '[QR]')).join('\n');
}
