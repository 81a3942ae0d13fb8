import { formatDate } from '@/lib/format-date';
import type { Locale } from '@/lib/locale';

/** The placeholders a message body may hold, written `{{name}}` (issue 21). */
export const PLACEHOLDERS = ['customerName', 'service', 'staff', 'date', 'time', 'branchName', 'branchAddress', 'manageLink'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

const TOKEN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** Names written between `{{ }}` in `body` that are not placeholders, each once, in order. */
export function unknownPlaceholders(body: string): string[] {
  const known = new Set<string>(PLACEHOLDERS);
  const out: string[] = [];
  for (const m of body.matchAll(TOKEN)) {
    const name = m[1] ?? '';
    if (!known.has(name) && !out.includes(name)) out.push(name);
  }
  return out;
}

/** Replaces each `{{placeholder}}` with its value; unknown names stay as written. */
export function renderBody(body: string, values: Readonly<Record<Placeholder, string>>): string {
  return body.replace(TOKEN, (whole: string, name: string) => ((PLACEHOLDERS as readonly string[]).includes(name) ? values[name as Placeholder] : whole));
}

export interface MessageFacts {
  customerName: string;
  service: string;
  staff: string;
  /** The appointment's start (ISO instant). */
  startAt: string;
  branchName: string;
  branchAddress: string;
  manageLink: string;
}

/** The placeholder values for a booking, its date and time in the branch's zone and the message's language. */
export function placeholderValues(facts: MessageFacts, language: Locale, timeZone: string): Record<Placeholder, string> {
  return {
    customerName: facts.customerName,
    service: facts.service,
    staff: facts.staff,
    date: formatDate(facts.startAt, 'dateLong', { timeZone, locale: language }),
    time: formatDate(facts.startAt, 'time', { timeZone, locale: language }),
    branchName: facts.branchName,
    branchAddress: facts.branchAddress,
    manageLink: facts.manageLink,
  };
}

/** The sample customer of the live preview. */
export const SAMPLE_FACTS: MessageFacts = {
  customerName: 'Nur Aisyah',
  service: 'Haircut & Blow Dry',
  staff: 'Mei Ling',
  startAt: '2026-03-12T07:30:00.000Z',
  branchName: 'Bangsar',
  branchAddress: '12 Jalan Telawi, Bangsar, 59100 Kuala Lumpur',
  manageLink: 'https://book.example/m/abc123',
};
