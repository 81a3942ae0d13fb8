import { levelOf, type Access } from '@/lib/access';
import type { RollupFigures } from '@/lib/reports/aggregate';

/** Whose figures a user's reports show (spec §6): everyone's (reporting), their own (reporting_self), none. */
export type ReportScope = 'all' | 'self' | 'none';

export function reportScope(access: Access): ReportScope {
  if (levelOf(access, 'reporting') >= 1) return 'all';
  return levelOf(access, 'reporting_self') >= 1 ? 'self' : 'none';
}

/**
 * A self-only user's figures: their own staff rows stand in for the day totals (the feed sends
 * them nothing else; the device's unsent sales are filtered the same way here).
 */
export function scopedFigures(rows: readonly RollupFigures[], scope: ReportScope, userId: string): RollupFigures[] {
  if (scope === 'all') return [...rows];
  if (scope === 'none') return [];
  return rows.filter((r) => r.dim === 'staff' && r.key === userId).flatMap((r) => [r, { ...r, dim: 'total' as const, key: '' }]);
}
