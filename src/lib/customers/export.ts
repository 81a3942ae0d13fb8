import { toCsv } from '@/lib/csv';
import type { AppointmentRow, CustomerRow } from '@/lib/api-types';
import type { BalanceRow, RefundRow, SaleRow } from '@/lib/checkout/rows';

/**
 * A personal-data export of one customer (Malaysia's PDPA access request): everything the
 * business holds about them, as JSON (whole) and CSV (one section per record kind).
 */
export interface CustomerExport {
  exportedAt: string;
  customer: CustomerRow;
  appointments: AppointmentRow[];
  purchases: { sale: SaleRow; refunds: RefundRow[] }[];
  balances: BalanceRow[];
  /** The packages they bought, with the sessions used and left of each item. */
  packages?: CustomerExportPackage[];
}

export interface CustomerExportPackage {
  holdingId: string;
  name: string;
  soldAt: string;
  expiresOn: string | null;
  voidedAt: string | null;
  items: { name: string; bought: number; used: number; left: number }[];
}

export function exportJson(data: CustomerExport): string {
  return JSON.stringify(data, null, 2);
}

const PROFILE_FIELDS = [
  'id', 'firstName', 'lastName', 'email', 'phone', 'birthday', 'gender', 'notes', 'createdAt', 'whatsappConsentAt', 'emailConsentAt',
  'firstVisitAt', 'lastVisitAt', 'visitsCount', 'totalSpent', 'noShowCount',
] as const;

/** Sections separated by a blank line: profile (field, value), appointments, purchases, balances, packages (when given). */
export function exportCsv(data: CustomerExport): string {
  const c = data.customer;
  const address = c.address === null ? '' : [c.address.address1, c.address.address2, c.address.postalCode, c.address.city, c.address.province, c.address.country].join(', ');
  const profile = toCsv({
    fields: ['field', 'value'],
    data: [...PROFILE_FIELDS.map((f) => [f, String(c[f] ?? '')]), ['address', address]],
  });
  const appointments = toCsv({
    fields: ['appointmentId', 'startAt', 'endAt', 'status', 'kind', 'notes'],
    data: data.appointments.map((a) => [a.id, a.startAt, a.endAt, a.status, a.kind, a.notes]),
  });
  const purchases = toCsv({
    fields: ['receiptNumber', 'soldAt', 'currency', 'total', 'items', 'refunded'],
    data: data.purchases.map(({ sale, refunds }) => [
      sale.receiptNumber,
      sale.soldAt,
      sale.currency,
      String(sale.totals.total),
      sale.lines.map((l) => `${l.quantity} × ${l.name}`).join('; '),
      String(refunds.reduce((sum, r) => sum + r.amount, 0)),
    ]),
  });
  const balances = toCsv({
    fields: ['kind', 'code', 'balance', 'currency'],
    data: data.balances.map((b) => [b.kind, b.code ?? '', String(b.balance), b.currency]),
  });
  const sections = [profile, appointments, purchases, balances];
  if (data.packages !== undefined) {
    sections.push(
      toCsv({
        fields: ['package', 'item', 'bought', 'used', 'left', 'soldAt', 'expiresOn', 'refundedAt'],
        data: data.packages.flatMap((p) => p.items.map((i) => [p.name, i.name, String(i.bought), String(i.used), String(i.left), p.soldAt, p.expiresOn ?? '', p.voidedAt ?? ''])),
      }),
    );
  }
  return sections.join('\r\n\r\n');
}
