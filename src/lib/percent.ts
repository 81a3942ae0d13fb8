/** Percentages are shown with 2 decimals (spec §9): formatPercent(12.345) gives "12.35%". */
export function formatPercent(value: number): string {
  if (!Number.isFinite(value)) return '0.00%';
  const rounded = Math.round(Number((value * 100).toPrecision(15))) / 100;
  return `${(Object.is(rounded, -0) ? 0 : rounded).toFixed(2)}%`;
}

/** Share of part in whole, in percent; 0 when whole is 0. */
export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : (part / whole) * 100;
}
