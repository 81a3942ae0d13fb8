import { fromZonedTime } from 'date-fns-tz';
import { formatDate } from '@/lib/format-date';
import type { Locale } from '@/lib/locale';
import { formatMoney } from '@/lib/money';
import { localDayOf, shiftDay } from '@/lib/reports/local-day';

/** The local hour the daily summary goes out, in the time zone of the member's branch. */
export const DAILY_SUMMARY_HOUR = 8;

/** The local day ('yyyy-MM-dd') in `timeZone` that contains `at`. */
export function summaryDayOf(at: Date, timeZone: string): string {
  return localDayOf(at.toISOString(), timeZone);
}

/** The instant of `day`'s summary hour in `timeZone`. */
export function summaryAt(day: string, timeZone: string): Date {
  return fromZonedTime(`${day}T${String(DAILY_SUMMARY_HOUR).padStart(2, '0')}:00:00`, timeZone);
}

/** The next summary after `now` in `timeZone`: today's 08:00 when it is still ahead, else tomorrow's. */
export function nextSummary(now: Date, timeZone: string): { day: string; at: Date } {
  const today = summaryDayOf(now, timeZone);
  const at = summaryAt(today, timeZone);
  if (at.getTime() > now.getTime()) return { day: today, at };
  const tomorrow = shiftDay(today, 1);
  return { day: tomorrow, at: summaryAt(tomorrow, timeZone) };
}

/** The day's figures over a member's branches. */
export interface SummaryFigures {
  /** Today's appointments (not cancelled, no blockers). */
  appointments: number;
  /** The first of them (ISO), null when there are none. */
  firstStartAt: string | null;
  /** Online bookings waiting for the business's approval. */
  awaitingApproval: number;
  /** Yesterday's sales total, in minor units. */
  yesterdaySales: number;
  /** Active products at or under a branch's low-stock threshold. */
  lowStock: number;
}

interface Catalogue {
  appointments: (count: number, first: string) => string;
  noAppointments: string;
  awaiting: (count: number) => string;
  sales: (amount: string) => string;
  lowStock: (count: number) => string;
  /** Between sentences (Chinese runs them together). */
  separator: string;
}

/** The summary's sentences in each product language (server-side text, like the other notification titles). */
const TEXT: Record<Locale, Catalogue> = {
  en: {
    appointments: (n, first) => `Today: ${n} ${n === 1 ? 'appointment' : 'appointments'}, the first at ${first}.`,
    noAppointments: 'Today: no appointments.',
    awaiting: (n) => `${n} ${n === 1 ? 'booking' : 'bookings'} waiting for approval.`,
    sales: (amount) => `Yesterday's sales: ${amount}.`,
    lowStock: (n) => `${n} ${n === 1 ? 'product' : 'products'} low on stock.`,
    separator: ' ',
  },
  'zh-CN': {
    appointments: (n, first) => `今天：${n} 个预约，第一个在 ${first}。`,
    noAppointments: '今天：没有预约。',
    awaiting: (n) => `${n} 个预订等待审批。`,
    sales: (amount) => `昨日销售额：${amount}。`,
    lowStock: (n) => `${n} 件产品库存不足。`,
    separator: '',
  },
  'ms-MY': {
    appointments: (n, first) => `Hari ini: ${n} temu janji, yang pertama pada ${first}.`,
    noAppointments: 'Hari ini: tiada temu janji.',
    awaiting: (n) => `${n} tempahan menunggu kelulusan.`,
    sales: (amount) => `Jualan semalam: ${amount}.`,
    lowStock: (n) => `${n} produk berstok rendah.`,
    separator: ' ',
  },
};

/** The summary's text in `locale`: today's appointments and the first start, approvals waiting, yesterday's sales, low stock. */
export function summaryText(f: SummaryFigures, locale: Locale, o: { timeZone: string; currency: string }): string {
  const t = TEXT[locale];
  const first = f.firstStartAt === null ? null : formatDate(f.firstStartAt, 'time', { timeZone: o.timeZone, locale });
  return [
    f.appointments > 0 && first !== null ? t.appointments(f.appointments, first) : t.noAppointments,
    t.awaiting(f.awaitingApproval),
    t.sales(formatMoney(f.yesterdaySales, o.currency)),
    t.lowStock(f.lowStock),
  ].join(t.separator);
}

/** A local day as a UTC range [start, end) for index queries. */
export function dayRange(day: string, timeZone: string): { start: Date; end: Date } {
  return { start: fromZonedTime(`${day}T00:00:00`, timeZone), end: fromZonedTime(`${shiftDay(day, 1)}T00:00:00`, timeZone) };
}

/** The time zone a member's summary follows: that of the first of their branches (in the business's order). */
export function summaryTimeZone(branches: readonly { id: string; timeZone: string }[], memberBranchIds: readonly string[] | 'all'): string | null {
  const first = memberBranchIds === 'all' ? branches[0] : branches.find((b) => memberBranchIds.includes(b.id));
  return first?.timeZone ?? null;
}
