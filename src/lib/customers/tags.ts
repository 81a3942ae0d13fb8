/**
 * Customer tags (spec §3: NEW, PAST, REGULAR), derived from visits with one rule that the server
 * and the device both run (docs/decisions.md):
 * - PAST: the last visit was LAPSED_DAYS or more ago;
 * - REGULAR: REGULAR_VISITS or more visits, the last within LAPSED_DAYS;
 * - NEW: everyone else (no visit yet, or fewer than REGULAR_VISITS recent ones).
 */
export const CUSTOMER_TAGS = ['NEW', 'REGULAR', 'PAST'] as const;
export type CustomerTag = (typeof CUSTOMER_TAGS)[number];

export const LAPSED_DAYS = 180;
export const REGULAR_VISITS = 3;
const DAY_MS = 86_400_000;

export interface VisitFacts {
  visitsCount: number;
  lastVisitAt: string | null;
}

export function customerTag(facts: VisitFacts, now: Date): CustomerTag {
  if (facts.lastVisitAt !== null) {
    const since = now.getTime() - new Date(facts.lastVisitAt).getTime();
    if (since >= LAPSED_DAYS * DAY_MS) return 'PAST';
  }
  return facts.visitsCount >= REGULAR_VISITS ? 'REGULAR' : 'NEW';
}
