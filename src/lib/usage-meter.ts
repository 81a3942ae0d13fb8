/** Usage meter thresholds (spec §9): under 70% success, 70 to under 90% warning, 90% or more danger. */
export const USAGE_WARNING_PERCENT = 70;
export const USAGE_DANGER_PERCENT = 90;

export type UsageLevel = 'success' | 'warning' | 'danger';

export function usagePercent(current: number, limit: number): number {
  if (limit <= 0) return current > 0 ? 100 : 0;
  return Math.max(0, (current / limit) * 100);
}

export function usageLevel(current: number, limit: number): UsageLevel {
  const percent = usagePercent(current, limit);
  if (percent >= USAGE_DANGER_PERCENT) return 'danger';
  if (percent >= USAGE_WARNING_PERCENT) return 'warning';
  return 'success';
}

/** Width of the bar in percent, capped at 100. */
export function usageBarPercent(current: number, limit: number): number {
  return Math.min(100, usagePercent(current, limit));
}
