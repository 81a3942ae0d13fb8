// Local days of the booking page, in the branch's time zone, without a date library.

/** The local day ('yyyy-MM-dd') of an instant in `timeZone`. */
export function localDay(ms: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(ms));
}

/** `count` consecutive days from `first` ('yyyy-MM-dd'). */
export function daysFrom(first: string, count: number): string[] {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: Math.max(0, count) }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}
