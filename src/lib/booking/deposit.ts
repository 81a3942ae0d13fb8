// An online booking's deposit (issue 20, spec §3 PENDING_BILLPLZ_PAYMENT): asked when the business
// has the onlineDeposit feature and its booking policy sets a percentage; paid through Billplz.

/** Billplz's smallest bill (RM 1.00): a smaller deposit is not asked. */
export const MIN_DEPOSIT_SEN = 100;
/** How long a booking waits for its deposit before it is cancelled and its time freed. */
export const DEPOSIT_PAY_MINUTES = 30;

/** The deposit in sen for a booking whose services cost `totalSen`: `percent` of it, rounded to the sen; null when none is asked. */
export function depositAmount(totalSen: number, percent: number | null): number | null {
  if (percent === null || percent <= 0 || totalSen <= 0) return null;
  const amount = Math.round((totalSen * Math.min(percent, 100)) / 100);
  return amount >= MIN_DEPOSIT_SEN ? amount : null;
}

/** When an unpaid deposit's booking is given up. */
export function depositDueBy(createdAtMs: number): Date {
  return new Date(createdAtMs + DEPOSIT_PAY_MINUTES * 60_000);
}
