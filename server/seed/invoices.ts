import { addDays, format } from 'date-fns';
import { formatInTimeZone } from 'date-fns-tz';
import type { EinvoiceProfile } from '@/lib/einvoice/profile';
import { formatFinalNumber, formatProvisionalNumber } from '@/lib/invoices/numbering';
import type { InvoiceKind, InvoiceLine } from '@/lib/invoices/schema';
import { computeInvoiceTotals } from '@/lib/invoices/totals';
import type { Queryable } from '@server/db/types';
import { nextSeq } from '@server/db/seq';
import { consolidateMonthIn, type MonthDocuments } from '@server/einvoice/consolidate';
import { refreshCustomerStats } from '@server/routes/customer-stats';
import { reverseSaleCommissions } from '@server/routes/sale-commissions';
import { num, str } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';
import type { Prng } from '@server/seed/prng';
import { DEMO_IDS } from '@server/seed/team';

interface DemoDoc {
  kind: InvoiceKind;
  state: 'issued' | 'sent' | 'accepted' | 'draft';
  company: string;
  contact: string;
  email: string;
  daysAgo: number;
  termDays: number;
  lines: [description: string, quantity: number, unitPrice: number][];
  /** Paid so far, in sen. */
  paid: number;
}

/** A salon's corporate work: quotations for events and bridal parties, invoices in every state. */
const DOCS: DemoDoc[] = [
  { kind: 'quotation', state: 'sent', company: 'Seri Pelangi Events Sdn Bhd', contact: 'Nurul Huda', email: 'nurul@seripelangi.example', daysAgo: 3, termDays: 30, lines: [['Bridal party styling (8 guests)', 8, 25_000], ['Bride trial session', 1, 48_000]], paid: 0 },
  { kind: 'quotation', state: 'accepted', company: 'Kinetic Studio Sdn Bhd', contact: 'Daniel Lim', email: 'daniel@kinetic.example', daysAgo: 20, termDays: 30, lines: [['Staff grooming day (20 staff)', 20, 6_500]], paid: 0 },
  { kind: 'quotation', state: 'draft', company: 'Hotel Damai KL', contact: 'Farah Idris', email: 'farah@damai.example', daysAgo: 1, termDays: 30, lines: [['Spa partner packages', 12, 18_000]], paid: 0 },
  { kind: 'invoice', state: 'issued', company: 'Kinetic Studio Sdn Bhd', contact: 'Daniel Lim', email: 'daniel@kinetic.example', daysAgo: 12, termDays: 14, lines: [['Staff grooming day (20 staff)', 20, 6_500]], paid: 70_200 },
  { kind: 'invoice', state: 'issued', company: 'Bayu Media Sdn Bhd', contact: 'Priya Nair', email: 'priya@bayumedia.example', daysAgo: 40, termDays: 14, lines: [['Photo shoot hair and make-up', 4, 22_000]], paid: 0 },
  { kind: 'invoice', state: 'issued', company: 'Lumière Weddings Sdn Bhd', contact: 'Mei Ling Tan', email: 'meiling@lumiere.example', daysAgo: 25, termDays: 14, lines: [['Bridal hair and make-up', 1, 88_000], ['Bridesmaids styling', 3, 18_000]], paid: 153_360 },
];

/** The demo salon's quotations and invoices, numbered as the server numbers them (Bangsar). */
export async function seedInvoices(q: Queryable, r: Prng, now: Date): Promise<void> {
  const bid = DEMO_IDS.business;
  const counters: Partial<Record<InvoiceKind, number>> = {};
  let provisional = 0;
  for (const doc of DOCS) {
    const n = (counters[doc.kind] ?? 0) + 1;
    counters[doc.kind] = n;
    provisional += 1;
    const lines: InvoiceLine[] = doc.lines.map(([description, quantity, unitPrice]) => ({
      id: r.uuid(), kind: 'free', itemId: null, description, quantity, unitPrice, discountBp: 0, taxable: true,
    }));
    const { lines: _perLine, ...totals } = computeInvoiceTotals({ lines, discountBp: 0, taxBp: 800 });
    const issued = addDays(now, -doc.daysAgo);
    const payments = doc.paid === 0 ? [] : [{ paymentId: r.uuid(), method: 'transfer', amount: doc.paid, reference: `DuitNow ${r.int(10_000, 99_999)}`, paidAt: addDays(issued, 5).toISOString(), recordedBy: DEMO_IDS.owner }];
    const seq = await nextSeq(q, bid);
    await q.query(
      `INSERT INTO invoices (business_id, id, seq, branch_id, kind, state, number, provisional_number, buyer, currency, issue_date, due_date,
         lines, discount_bp, tax_bp, totals, total, payments, issued_at, decided_at, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::text::jsonb, 'myr', $10, $11, $12::text::jsonb, 0, 800, $13::text::jsonb, $14, $15::text::jsonb, $16, $17, $18, $19)`,
      [
        bid, r.uuid(), seq, DEMO_IDS.bangsar, doc.kind, doc.state, formatFinalNumber(doc.kind, 'BGS', n), formatProvisionalNumber('BGS', 'D3M0S', provisional),
        JSON.stringify({ name: doc.contact, company: doc.company, email: doc.email, phone: '', address: '' }),
        format(issued, 'yyyy-MM-dd'), format(addDays(issued, doc.termDays), 'yyyy-MM-dd'), JSON.stringify(lines), JSON.stringify(totals), totals.total,
        JSON.stringify(payments), doc.state === 'draft' ? null : issued.toISOString(), doc.state === 'accepted' ? addDays(issued, 2).toISOString() : null,
        DEMO_IDS.owner, issued.toISOString(),
      ],
    );
  }
  for (const [kind, last] of Object.entries(counters)) {
    await q.query('INSERT INTO document_counters (business_id, branch_id, kind, last_number) VALUES ($1, $2, $3, $4)', [bid, DEMO_IDS.bangsar, kind, last]);
  }
}

/** The demo salon's e-invoicing tax identity (MyInvois): submissions go to the local sandbox. */
export async function seedEinvoiceProfile(q: Queryable): Promise<void> {
  const bid = DEMO_IDS.business;
  const profile: EinvoiceProfile = {
    enabled: true,
    legalName: 'Demo Salon Sdn Bhd',
    tin: 'C2584563200',
    idType: 'BRN',
    idValue: '201901234567',
    sstNumber: 'W10-1808-32000123',
    tourismTaxNumber: 'NA',
    msicCode: '96020',
    businessActivity: 'Hairdressing and other beauty treatment',
    address: { line1: '21 Jalan Telawi 3', line2: 'Bangsar Baru', city: 'Kuala Lumpur', postcode: '59100', state: '14', country: 'MYS' },
    phone: '+60322841234',
    email: 'billing@demosalon.example',
  };
  const seq = await nextSeq(q, bid);
  await q.query('INSERT INTO einvoice_profiles (business_id, id, seq, profile) VALUES ($1, $1, $2, $3::text::jsonb)', [bid, seq, JSON.stringify(profile)]);
}

/** The month `back` months before `month` ('yyyy-MM'). */
function monthBefore(month: string, back: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The demo's refund behind its consolidated refund note: a colour redone for free, part of the sale given back. */
const REFUND_ID = '0195f0a0-0000-7000-8000-0000000e1f01';

/**
 * The e-invoices the server made for the demo salon (issue 18), by the consolidation job's own
 * code (`consolidateMonthIn`), not written by hand: the consolidated e-invoices of the two months
 * before `now` (Kuala Lumpur calendar) and, because a receipt of the earlier month was partly
 * refunded in the later one, that month's consolidated refund note (type 04) crediting the
 * earlier document. The refund is written as the refund route writes one (its commission
 * reversal and the customer's figures; the caller rebuilds the report rollups after). The
 * documents are issued at `now` and queued on `einvoice.submit`: on the stack's first start its
 * job runner submits them to MyInvois (the local sandbox), which validates them, so their
 * states, validation links and QR codes are real. Runs after `seedEinvoiceProfile`.
 */
export async function seedEinvoices(q: Queryable, now: Date): Promise<MonthDocuments[]> {
  const bid = DEMO_IDS.business;
  const timeZone = 'Asia/Kuala_Lumpur';
  const lastMonth = monthBefore(formatInTimeZone(now, timeZone, 'yyyy-MM'), 1);
  const earlier = monthBefore(lastMonth, 1);
  const sale = (
    await q.query<DbRow>(
      `SELECT s.id, s.total, s.device_id, s.customer_id FROM sales s JOIN branches b ON b.business_id = s.business_id AND b.id = s.branch_id
       WHERE s.business_id = $1 AND to_char(s.sold_at AT TIME ZONE b.time_zone, 'YYYY-MM') = $2 AND s.lines::text NOT LIKE '%packageHoldingId%'
         AND NOT s.lines @> '[{"kind": "package"}]'::jsonb
       ORDER BY s.receipt_number LIMIT 1`,
      [bid, earlier],
    )
  )[0];
  if (sale !== undefined) {
    // The 10th of last month, 11:00 in Kuala Lumpur; it reached the server then (no offline delay).
    const refundedAt = new Date(`${lastMonth}-10T03:00:00.000Z`).toISOString();
    const amount = Math.min(num(sale.total), 3_000);
    const seq = await nextSeq(q, bid);
    await q.query(
      `INSERT INTO refunds (business_id, id, seq, sale_id, kind, amount, method, reason, restock, device_id, shift_id, refunded_by, refunded_at, updated_at)
       VALUES ($1, $2, $3, $4, 'refund', $5, 'card', $6, '[]'::jsonb, $7, NULL, $8, $9, $9)`,
      [bid, REFUND_ID, seq, str(sale.id), amount, 'Colour redone for free; part of the service refunded', str(sale.device_id), DEMO_IDS.manager, refundedAt],
    );
    await reverseSaleCommissions(q, bid, { id: str(sale.id), total: num(sale.total), timeZone }, { id: REFUND_ID, saleId: str(sale.id), amount, refundedAt });
    await refreshCustomerStats(q, bid, [sale.customer_id === null ? null : str(sale.customer_id)]);
  }
  return [await consolidateMonthIn(q, bid, earlier, now), await consolidateMonthIn(q, bid, lastMonth, now)];
}
