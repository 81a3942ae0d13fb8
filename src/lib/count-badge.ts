/** Count badge text (spec §9): "99+" above 99. */
export const COUNT_BADGE_MAX = 99;

export function formatCount(count: number): string {
  if (count > COUNT_BADGE_MAX) return `${COUNT_BADGE_MAX}+`;
  return String(Math.max(0, Math.trunc(count)));
}
