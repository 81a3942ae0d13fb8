import { addDays, format } from 'date-fns';
import type { EinvoiceProfile } from '@/lib/einvoice/profile';
import { formatFinalNumber, formatProvisionalNumber } from '@/lib/invoices/numbering';
import type { InvoiceKind, InvoiceLine } from '@/lib/invoices/schema';
import { computeInvoiceTotals } from '@/lib/invoices/totals';
import type { Queryable } from '@server/db/types';
import { nextSeq } from '@server/db/seq';
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
